import { handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import { type PreferenceCommand, type Preferences, preferencesDecider } from './decider';
import { preferenceEventSchemas, preferencesStream } from './events';

const parse = eventParser(preferenceEventSchemas);

export async function loadPreferences(store: EventStore, userId: string): Promise<Preferences> {
  return (await loadStream(store, preferencesStream(userId), preferencesDecider, parse)).state;
}

/** Runs a command on the caller's own preferences; returns them as they are now. */
export async function changePreferences(
  store: EventStore,
  principal: Principal,
  command: PreferenceCommand,
  requestId: string,
) {
  const result = await handleCommand({
    store,
    streamId: preferencesStream(principal.userId),
    decider: preferencesDecider,
    parse,
    command,
    context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
  });
  return result.state;
}
