import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type DeliveryTables, deliveryTables } from './tables';

/** Each dispatch of a module, as its authors manage them: how it was made, who came, whether it is open. */
export const DISPATCH_LIST = 'dispatch_list';

/** A dispatch as its authors manage it (the table's row but its organisation). */
export type DispatchRow = Omit<Selectable<DeliveryTables['dispatch_list']>, 'org_id'>;

/** A module's dispatches in its organisation, newest first. */
export async function listDispatches(db: Db, orgId: string, courseId: string): Promise<DispatchRow[]> {
  return deliveryTables(db)
    .selectFrom('dispatch_list')
    .select([
      'dispatch_id',
      'course_id',
      'runtime',
      'created_at',
      'allowed_origins',
      'expires_at',
      'learner_cap',
      'learners',
      'last_launch_at',
      'revoked',
    ])
    .where('org_id', '=', orgId)
    .where('course_id', '=', courseId)
    .orderBy('created_at', 'desc')
    .orderBy('dispatch_id')
    .execute();
}
