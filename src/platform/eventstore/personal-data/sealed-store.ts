import type { EventStore, NewEvent, RecordedEvent } from '../types';
import type { PersonalField, PersonalFields } from './fields';
import type { Keyring } from './keyring';
import { erasedValue, open, seal, sealedSubject } from './sealing';

type Path = PersonalField['path'];

function valueAt(data: unknown, path: Path): unknown {
  let at = data;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** A copy of `data` with the value at `path` replaced; the objects along the path are copied, nothing else. */
function withValueAt(data: unknown, path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>;
  copy[step!] = withValueAt(copy[step!], rest, value);
  return copy;
}

const personalFieldsOf = (declared: PersonalFields, type: string, data: unknown): PersonalField[] =>
  Object.hasOwn(declared, type) ? declared[type]!(data) : [];

/**
 * The event store as the rest of the code sees it: the personal values modules declare are sealed
 * with their person's key on the way in and opened on the way out. A value whose key is gone reads
 * as `erasedValue` (e.g. "deleted user"), in every read, projection, replay and export.
 */
export function withSealedPersonalData(store: EventStore, keyring: Keyring, declared: PersonalFields): EventStore {
  async function sealEvent(event: NewEvent): Promise<NewEvent> {
    let data = event.data;
    for (const field of personalFieldsOf(declared, event.type, data)) {
      const value = valueAt(data, field.path);
      if (typeof value !== 'string' || value === '') continue;
      data = withValueAt(data, field.path, seal(field.subject, await keyring.keyFor(field.subject), value));
    }
    return data === event.data ? event : { ...event, data };
  }

  async function openEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const sealed = events.map((e) =>
      personalFieldsOf(declared, e.type, e.data).flatMap((field) => {
        const value = valueAt(e.data, field.path);
        const subject = typeof value === 'string' ? sealedSubject(value) : null;
        return subject === null ? [] : [{ field, value: value as string, subject }];
      }),
    );
    const subjects = sealed.flatMap((values) => values.map((v) => v.subject));
    if (subjects.length === 0) return events;
    const keys = await keyring.keysOf(subjects);
    return events.map((event, i) => {
      let data = event.data;
      for (const { field, value, subject } of sealed[i]!) {
        data = withValueAt(data, field.path, open(value, keys.get(subject)) ?? erasedValue(field.kind, subject));
      }
      return data === event.data ? event : { ...event, data };
    });
  }

  return {
    appendToStream: async (streamId, events, options) =>
      store.appendToStream(streamId, await Promise.all(events.map(sealEvent)), options),
    readStream: async (streamId, options) => openEvents(await store.readStream(streamId, options)),
    readAll: async (options) => openEvents(await store.readAll(options)),
    subscribeToAll: (options, handler) =>
      store.subscribeToAll(options, async (events) => handler(await openEvents(events))),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
