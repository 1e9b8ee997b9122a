import type { z } from 'zod';
import { badRequest } from '../errors';
import { fieldOf, plainReason } from '../plain-issues';
import type { EventStore, NewEvent } from './types';

/** Every event type the product writes, with the schema its data is read back by. */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/** One registry from each module's map of event schemas; a type two modules both define is a mistake caught at start-up. */
export function eventSchemaRegistry(...maps: EventSchemas[]): EventSchemas {
  const all: Record<string, z.ZodType> = {};
  for (const map of maps)
    for (const [type, schema] of Object.entries(map)) {
      if (type in all) throw new Error(`Event type ${type} is defined by two modules`);
      all[type] = schema;
    }
  return all;
}

/** The first reason `event` could not be read back by its own schema, or null when it could. */
export function unreadableReason(
  schema: z.ZodType,
  event: Pick<NewEvent, 'data'>,
): { field: string; problem: string } | null {
  const parsed = schema.safeParse(event.data ?? null);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: fieldOf(issue, 'data'), problem: plainReason(issue) };
}

/**
 * An EventStore that writes only events their own schema can read back: an event that would stop
 * every reader of its stream (a projection, the next command) is refused with a 400 naming the
 * field, and nothing of the append is written. Every path that appends goes through it.
 */
export function withCheckedEvents(store: EventStore, schemas: EventSchemas): EventStore {
  return {
    appendToStream(streamId, events, options) {
      for (const event of events) {
        const schema = schemas[event.type];
        // A type no module declares is a mistake in the code, not in the request.
        if (!schema)
          return Promise.reject(new Error(`No schema for event type ${event.type}: add it to its module's events`));
        const reason = unreadableReason(schema, event);
        if (reason)
          return Promise.reject(
            badRequest(`${reason.field}: ${reason.problem}`, { event: event.type, field: reason.field }),
          );
      }
      return store.appendToStream(streamId, events, options);
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options, handler) => store.subscribeToAll(options, handler),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
