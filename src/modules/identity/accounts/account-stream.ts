import { type CommandContext, handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { EventStore } from '../../../platform/eventstore/types';
import { type AccountCommand, accountDecider } from './decider';
import { identityEventSchemas } from './events';

const parse = eventParser(identityEventSchemas);

/** An account's login stream, read and folded. */
export const loadAccountStream = (store: EventStore, streamId: string) =>
  loadStream(store, streamId, accountDecider, parse);

/** Runs a command on an account's login stream. */
export const runAccountCommand = (
  store: EventStore,
  streamId: string,
  command: AccountCommand,
  context: CommandContext,
) => handleCommand({ store, streamId, decider: accountDecider, parse, command, context });
