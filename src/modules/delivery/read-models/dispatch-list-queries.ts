import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** Each dispatch of a module, as its authors manage them: how it was made, who came, whether it is open. */
export const DISPATCH_LIST = 'dispatch_list';

export type DispatchRow = {
  dispatch_id: string;
  course_id: string;
  runtime: string;
  created_at: Date;
  allowed_origins: string[];
  expires_at: Date | null;
  learner_cap: number | null;
  learners: number;
  last_launch_at: Date | null;
  revoked: boolean;
};

/** A module's dispatches in its organisation, newest first. */
export async function listDispatches(db: Db, orgId: string, courseId: string): Promise<DispatchRow[]> {
  const { rows } = await sql<DispatchRow>`
    SELECT dispatch_id, course_id, runtime, created_at, allowed_origins, expires_at, learner_cap, learners,
           last_launch_at, revoked
    FROM dispatch_list WHERE org_id = ${orgId} AND course_id = ${courseId}
    ORDER BY created_at DESC, dispatch_id`.execute(db);
  return rows;
}
