import { sql } from 'kysely';
import type { ProjectionTransaction } from '../platform/projections/projection';

/** Moves one module's labels from `before` to `after` in its organisation's label counts. */
export async function adjustLabelCounts(trx: ProjectionTransaction, orgId: string, before: string[], after: string[]) {
  const removed = before.filter((t) => !after.includes(t));
  const added = after.filter((t) => !before.includes(t));
  if (removed.length) {
    await sql`UPDATE course_labels SET count = count - 1 WHERE org_id = ${orgId} AND tag = ANY(${removed})`.execute(
      trx,
    );
    await sql`DELETE FROM course_labels WHERE org_id = ${orgId} AND count <= 0`.execute(trx);
  }
  for (const tag of added) {
    await sql`INSERT INTO course_labels (org_id, tag, count) VALUES (${orgId}, ${tag}, 1)
              ON CONFLICT (org_id, tag) DO UPDATE SET count = course_labels.count + 1`.execute(trx);
  }
}
