import { handleCommand, loadStream, type CommandContext } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import type { EventStore } from '../../platform/eventstore/types';
import { type MediaCommand, mediaDecider } from './decider';
import { mediaEventSchemas, mediaStream } from './events';

const parseMediaEvent = eventParser(mediaEventSchemas);

export function runMediaCommand(store: EventStore, mediaId: string, command: MediaCommand, context: CommandContext) {
  return handleCommand({
    store,
    streamId: mediaStream(mediaId),
    decider: mediaDecider,
    parse: parseMediaEvent,
    command,
    context,
  });
}

export const loadMedia = (store: EventStore, mediaId: string) =>
  loadStream(store, mediaStream(mediaId), mediaDecider, parseMediaEvent);
