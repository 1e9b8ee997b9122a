import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_SCHEMAS } from '../../../src/event-schemas';
import { AppError } from '../../../src/platform/errors';
import { eventSchemaRegistry, withCheckedEvents } from '../../../src/platform/eventstore/checked-events';
import type { EventStore, NewEvent } from '../../../src/platform/eventstore/types';

/** A store that only records what reaches it. */
function recordingStore() {
  const appended: NewEvent[][] = [];
  const store = {
    appendToStream: async (_stream: string, events: NewEvent[]) => {
      appended.push(events);
      return { nextVersion: events.length - 1, position: { commit: 1n, prepare: 1n } };
    },
  } as unknown as EventStore;
  return { store, appended };
}

const schemas = { NoteTaken: z.object({ text: z.string().max(5), tags: z.array(z.string()) }) };

describe('the event store writes only events their own schema reads back', () => {
  it('refuses a whole append when one event is unreadable, with a 400 naming the field, and writes nothing', async () => {
    const { store, appended } = recordingStore();
    const checked = withCheckedEvents(store, schemas);
    const good = { type: 'NoteTaken', data: { text: 'hi', tags: [] } };
    const refused = await checked
      .appendToStream('notes-1', [good, { type: 'NoteTaken', data: { text: 'far too long', tags: [] } }], {
        expectedVersion: 'any',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'bad_request', details: { event: 'NoteTaken', field: 'text' } });
    expect((refused as Error).message).toMatch(/^text: /);
    const nested = await checked
      .appendToStream('notes-1', [{ type: 'NoteTaken', data: { text: 'ok', tags: ['a', 7] } }], {
        expectedVersion: 'any',
      })
      .catch((e: unknown) => e);
    expect(nested).toMatchObject({ details: { field: 'tags.1' } });
    expect(appended).toEqual([]);

    await checked.appendToStream('notes-1', [good], { expectedVersion: 'any' });
    expect(appended).toEqual([[good]]);
  });

  it('refuses an event type no module declares as a mistake in the code (500), not the request', async () => {
    const { store } = recordingStore();
    const refused = await withCheckedEvents(store, schemas)
      .appendToStream('x-1', [{ type: 'Unheard', data: {} }], { expectedVersion: 'any' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(AppError);
    expect((refused as Error).message).toMatch(/No schema for event type Unheard/);
  });

  it('refuses a registry where two modules define one type', () => {
    expect(() => eventSchemaRegistry(schemas, { NoteTaken: z.object({}) })).toThrow(/NoteTaken is defined by two/);
  });

  it('the product’s registry holds every event schema of every module', async () => {
    const modules = resolve('src/modules');
    const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => /events\.ts$/.test(f));
    const declared = new Set<string>();
    for (const file of files)
      for (const [name, value] of Object.entries((await import(join(modules, file))) as Record<string, unknown>))
        if (name.endsWith('EventSchemas') && typeof value === 'object' && value)
          for (const type of Object.keys(value)) declared.add(type);
    expect(declared.size).toBeGreaterThan(80);
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([...declared].sort());
  });
});
