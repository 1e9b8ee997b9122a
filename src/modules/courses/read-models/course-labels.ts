import { sql } from 'kysely';
import type { ProjectionTransaction } from '../../../platform/projections/projection';

/** One module's labels going from `before` to `after` in its organisation's label counts. */
export type LabelMove = { orgId: string; before: string[]; after: string[] };

const keyOf = (orgId: string, tag: string) => JSON.stringify([orgId, tag]);
const fromKey = (key: string) => JSON.parse(key) as [string, string];

/**
 * Applies the moves in order: a removed label counts one less (a count that reaches zero goes), an
 * added one counts one more. The counts they touch are read once, moved in memory and written back.
 */
export async function moveLabelCounts(trx: ProjectionTransaction, moves: LabelMove[]): Promise<void> {
  const steps = moves.map(({ orgId, before, after }) => ({
    orgId,
    removed: [...new Set(before.filter((t) => !after.includes(t)))],
    added: after.filter((t) => !before.includes(t)),
  }));
  const touched = [...new Set(steps.flatMap((s) => [...s.removed, ...s.added].map((t) => keyOf(s.orgId, t))))];
  if (touched.length === 0) return;
  const [orgs, tags] = columns(touched);
  const { rows } = await sql<{ org_id: string; tag: string; count: number }>`
    SELECT org_id, tag, count FROM course_labels
    WHERE (org_id, tag) IN (SELECT * FROM unnest(${orgs}::text[], ${tags}::text[]))`.execute(trx);
  const stored = new Map(rows.map((r) => [keyOf(r.org_id, r.tag), r.count]));
  const counts = new Map(stored);
  for (const { orgId, removed, added } of steps) {
    for (const tag of removed) {
      const count = counts.get(keyOf(orgId, tag));
      if (count === undefined) continue;
      if (count <= 1) counts.delete(keyOf(orgId, tag));
      else counts.set(keyOf(orgId, tag), count - 1);
    }
    for (const tag of added) counts.set(keyOf(orgId, tag), (counts.get(keyOf(orgId, tag)) ?? 0) + 1);
  }
  const gone = touched.filter((k) => stored.has(k) && !counts.has(k));
  const changed = touched.filter((k) => counts.has(k) && counts.get(k) !== stored.get(k));
  if (gone.length) {
    const [goneOrgs, goneTags] = columns(gone);
    await sql`DELETE FROM course_labels
              WHERE (org_id, tag) IN (SELECT * FROM unnest(${goneOrgs}::text[], ${goneTags}::text[]))`.execute(trx);
  }
  if (changed.length) {
    const [changedOrgs, changedTags] = columns(changed);
    await sql`
      INSERT INTO course_labels (org_id, tag, count)
      SELECT * FROM unnest(${changedOrgs}::text[], ${changedTags}::text[], ${changed.map((k) => counts.get(k)!)}::int[])
      ON CONFLICT (org_id, tag) DO UPDATE SET count = EXCLUDED.count`.execute(trx);
  }
}

/** Keys as two parallel arrays, for unnest. */
function columns(keys: string[]): [string[], string[]] {
  const pairs = keys.map(fromKey);
  return [pairs.map(([orgId]) => orgId), pairs.map(([, tag]) => tag)];
}
