import type { z } from 'zod';
import type { RecordedEvent } from '../eventstore/types';

type SchemaMap = Record<string, z.ZodType>;

/** The typed union of a module's events, from its map of event type → data schema. */
export type EventsOf<M extends SchemaMap> = { [K in keyof M & string]: { type: K; data: z.infer<M[K]> } }[keyof M &
  string];

/** Turns a stored event back into a typed one, validating its data against the module's schema. */
export function eventParser<M extends SchemaMap>(schemas: M) {
  return (event: RecordedEvent): EventsOf<M> => {
    const schema = schemas[event.type];
    if (!schema) throw new Error(`Unknown event type ${event.type} in ${event.streamId}`);
    return { type: event.type, data: schema.parse(event.data) } as EventsOf<M>;
  };
}
