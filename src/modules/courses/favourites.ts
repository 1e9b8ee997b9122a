import type { Decider } from '../../platform/commands/decider';
import { handleCommand, loadStream } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { favouriteEventSchemas, favouritesStream, type FavouriteEvent } from './events';

type FavouritesState = ReadonlySet<string>;
type ToggleFavourite = { type: 'ToggleFavourite'; userId: string; courseId: string };

const favouritesDecider: Decider<FavouritesState, ToggleFavourite, FavouriteEvent> = {
  initialState: new Set(),
  evolve(state, event) {
    const next = new Set(state);
    if (event.type === 'CourseFavourited') next.add(event.data.courseId);
    else next.delete(event.data.courseId);
    return next;
  },
  decide({ userId, courseId }, state) {
    return [{ type: state.has(courseId) ? 'CourseUnfavourited' : 'CourseFavourited', data: { userId, courseId } }];
  },
};

const parse = eventParser(favouriteEventSchemas);

/** Stars or unstars a module for the caller; returns whether it is a favourite now. */
export async function toggleFavourite(store: EventStore, principal: Principal, courseId: string, requestId: string) {
  const result = await handleCommand({
    store,
    streamId: favouritesStream(principal.userId),
    decider: favouritesDecider,
    parse,
    command: { type: 'ToggleFavourite', userId: principal.userId, courseId },
    context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
  });
  return { favourite: result.state.has(courseId), position: result.position };
}

/** The caller's favourites as written (read from their stream, so a toggle is visible at once). */
export async function loadFavourites(store: EventStore, userId: string): Promise<ReadonlySet<string>> {
  return (await loadStream(store, favouritesStream(userId), favouritesDecider, parse)).state;
}
