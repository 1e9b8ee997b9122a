import type { Db } from '../../../platform/db/database';
import { translationTables } from './tables';

export type MemoryMatch = { sourceHash: string; text: string; byPerson: boolean };

/** Exact matches in the organisation's memory for these source fingerprints, from one language into another. */
export async function findMemoryMatches(
  db: Db,
  orgId: string,
  pair: { from: string; to: string },
  sourceHashes: string[],
): Promise<Map<string, MemoryMatch>> {
  if (sourceHashes.length === 0) return new Map();
  const rows = await translationTables(db)
    .selectFrom('translation_memory')
    .select(['source_hash', 'target_text', 'by_person'])
    .where('org_id', '=', orgId)
    .where('source_lang', '=', pair.from)
    .where('target_lang', '=', pair.to)
    .where((eb) => eb('source_hash', '=', eb.fn.any(eb.val(sourceHashes))))
    .execute();
  return new Map(
    rows.map((r) => [r.source_hash, { sourceHash: r.source_hash, text: r.target_text, byPerson: r.by_person }]),
  );
}
