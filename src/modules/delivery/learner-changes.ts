import type { Bus } from '../../platform/bus/bus';
import { type RoomMessage, roomSubject } from '../../platform/bus/relay';
import {
  type AppendResult,
  type NewEvent,
  type Position,
  positionFromString,
  type RecordedEvent,
} from '../../platform/eventstore/types';
import { COURSE_CONTENT } from '../courses';
import { CUSTOM_THEMES } from '../themes';
import { themeEventSchemas } from '../themes';

/**
 * The bus room the relay sends every event that changes what learners are served: a course
 * published or unpublished, a custom theme created, changed or deleted. No socket may join it
 * (no room kind resolves to it); every instance's learner caches follow it.
 */
const LEARNER_CHANGES_ROOM = 'learner-changes';

const PUBLICATION_EVENTS = new Set(['CoursePublished', 'CourseUnpublished']);
const THEME_EVENTS = new Set(Object.keys(themeEventSchemas));

/** What an event changes for learners: one course's published version, the themes, or nothing. */
type LearnerChange = { course: string } | { themes: true } | null;

function learnerChangeOf(type: string, data: unknown): LearnerChange {
  if (PUBLICATION_EVENTS.has(type)) return { course: (data as { courseId: string }).courseId };
  if (THEME_EVENTS.has(type)) return { themes: true };
  return null;
}

export const learnerChangeRoomsOf = (event: RecordedEvent): string[] =>
  learnerChangeOf(event.type, event.data) ? [LEARNER_CHANGES_ROOM] : [];

type Kept = { changing(key: string | null, settled: Promise<unknown>): void; trust(up: boolean): void };

/** How long a change may wait for its read model before the caches stop waiting and read it as it is. */
const MAX_SETTLE_WAITS = 10;

/**
 * Tells the learner caches of this instance (published heads by course, looks by theme) of every
 * change: at once for an append made here (before its caller is answered), and through the
 * relay's room for those made anywhere. A change settles when its read model has caught up.
 */
export function followLearnerChanges(deps: {
  bus: Bus;
  /** Resolves true once the projection has handled `position`, false when it is still behind after a while. */
  caughtUp(projection: string, position: Position): Promise<boolean>;
  heads: Kept;
  looks: Kept;
}) {
  const { bus, caughtUp, heads, looks } = deps;
  const settled = async (projection: string, position: Position) => {
    for (let wait = 0; wait < MAX_SETTLE_WAITS; wait++) {
      if (await caughtUp(projection, position).catch(() => true)) return;
    }
  };
  const notice = (type: string, data: unknown, position: Position) => {
    const change = learnerChangeOf(type, data);
    if (!change) return;
    if ('course' in change) heads.changing(change.course, settled(COURSE_CONTENT, position));
    else looks.changing(null, settled(CUSTOM_THEMES, position));
  };
  const trust = (up: boolean) => {
    heads.trust(up);
    looks.trust(up);
  };
  trust(bus.connected());
  bus.onConnection(trust);
  bus.subscribe(roomSubject(LEARNER_CHANGES_ROOM), (payload) => {
    const { event } = JSON.parse(payload) as RoomMessage;
    const position = positionFromString(event.position);
    if (position) notice(event.type, event.data, position);
  });
  return {
    /** An append made through this instance: its changes are noticed before the appending call is answered. */
    appended(_streamId: string, events: readonly NewEvent[], result: AppendResult): void {
      for (const event of events) notice(event.type, event.data, result.position);
    },
  };
}
