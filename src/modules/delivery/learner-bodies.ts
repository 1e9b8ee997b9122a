import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from '../../platform/http/accept-encoding';
import { brotliParamsFor } from '../../platform/http/brotli-params';

/** One learner answer as it is sent: its JSON and, once, its brotli and gzip forms. */
export type LearnerBody = { json: Uint8Array<ArrayBuffer> } & Record<ContentCoding, Uint8Array<ArrayBuffer>>;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Compressed once per published revision, so the smallest forms are worth their time (a few ms for a module). */
async function encode(text: string): Promise<LearnerBody> {
  const json = Buffer.from(text);
  const [br, gz] = await Promise.all([
    toBrotli(json, { params: brotliParamsFor(json.byteLength, constants.BROTLI_MAX_QUALITY) }),
    toGzip(json, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { json, br, gzip: gz };
}

const sizeOf = (body: LearnerBody) => body.json.byteLength + body.br.byteLength + body.gzip.byteLength;

/**
 * The serialised, compressed learner answers by key, the least recently used dropped once they
 * hold more than `maxBytes`. A key names an immutable answer (its published revision, language and
 * look), so an entry never goes stale: a republish or a theme edit makes a new key, and the old
 * entry ages out. Concurrent misses of one key share one encoding.
 */
export function learnerBodies(maxBytes: number) {
  type Entry = { body: Promise<LearnerBody>; bytes: number; encoded?: LearnerBody };
  const entries = new Map<string, Entry>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  const of = (key: string, text: () => string): Promise<LearnerBody> => {
    const known = entries.get(key);
    if (known) {
      entries.delete(key);
      entries.set(key, known);
      return known.body;
    }
    const entry: Entry = { body: encode(text()), bytes: 0 };
    entries.set(key, entry);
    entry.body.then(
      (body) => {
        if (entries.get(key) !== entry) return;
        entry.bytes = sizeOf(body);
        entry.encoded = body;
        total += entry.bytes;
        for (const oldest of entries.keys()) {
          if (total <= maxBytes || oldest === key) break;
          drop(oldest);
        }
      },
      () => drop(key),
    );
    return entry.body;
  };
  return {
    of,
    /** The answer kept under `key` once it is encoded, without waiting or making it (most recently used again). */
    ready(key: string): LearnerBody | undefined {
      const known = entries.get(key);
      if (!known?.encoded) return undefined;
      entries.delete(key);
      entries.set(key, known);
      return known.encoded;
    },
  };
}
