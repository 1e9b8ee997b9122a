import { handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import { type GlossaryCommand, glossaryDecider } from './decider';
import { glossaryEventSchemas, glossaryStream, type GlossaryTerm } from './events';

const parse = eventParser(glossaryEventSchemas);

/** Runs a glossary command on the caller's own organisation's glossary; answers its terms after it. */
export async function runGlossaryCommand(
  store: EventStore,
  principal: Principal,
  requestId: string,
  command: GlossaryCommand,
): Promise<GlossaryTerm[]> {
  const result = await handleCommand({
    store,
    streamId: glossaryStream(principal.orgId),
    decider: glossaryDecider,
    parse,
    command,
    context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
  });
  return [...result.state.values()];
}

/** The organisation's glossary terms, in the order they were first saved. */
export async function loadGlossary(store: EventStore, orgId: string): Promise<GlossaryTerm[]> {
  const { state } = await loadStream(store, glossaryStream(orgId), glossaryDecider, parse);
  return [...state.values()];
}
