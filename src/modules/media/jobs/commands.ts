import { handleCommand, loadStream, type CommandContext } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { EventStore } from '../../../platform/eventstore/types';
import { type JobCommand, jobDecider } from './decider';
import { jobEventSchemas, jobStream } from './events';

const parseJobEvent = eventParser(jobEventSchemas);

export const runJobCommand = (store: EventStore, jobId: string, command: JobCommand, context: CommandContext) =>
  handleCommand({ store, streamId: jobStream(jobId), decider: jobDecider, parse: parseJobEvent, command, context });

export const loadJob = (store: EventStore, jobId: string) =>
  loadStream(store, jobStream(jobId), jobDecider, parseJobEvent);
