import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

type Created = {
  dispatchId: string;
  courseId: string;
  orgId: string;
  runtime: string;
  allowedOrigins: string[];
  expiresAt: string | null;
  learnerCap: number | null;
};

/**
 * A module's dispatches (from the `dispatch-<id>` streams), with their learners counted and their
 * last launch: a learner's first session (DispatchLearnerJoined) or a later one, as the view it
 * made (CourseViewed of a dispatch, which counts a viewer once per 30 minutes).
 */
export const dispatchListProjection: Projection = {
  name: 'dispatch_list',
  handles: new Set([
    'DispatchCreated',
    'DispatchLearnerJoined',
    'DispatchRevoked',
    'DispatchReenabled',
    'CourseViewed',
  ]),
  async apply(trx, event) {
    const at = event.recordedAt.toISOString();
    const dispatchId = (event.data as { dispatchId?: string }).dispatchId;
    if (!dispatchId) return;
    switch (event.type) {
      case 'DispatchCreated': {
        const d = event.data as Created;
        await sql`
          INSERT INTO dispatch_list (dispatch_id, org_id, course_id, runtime, created_at, allowed_origins,
                                     expires_at, learner_cap)
          VALUES (${d.dispatchId}, ${d.orgId}, ${d.courseId}, ${d.runtime}, ${at},
                  ${JSON.stringify(d.allowedOrigins)}::jsonb, ${d.expiresAt}, ${d.learnerCap})
          ON CONFLICT (dispatch_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'DispatchLearnerJoined':
        await sql`
          UPDATE dispatch_list SET learners = learners + 1, last_launch_at = GREATEST(last_launch_at, ${at}::timestamptz)
          WHERE dispatch_id = ${dispatchId}`.execute(trx);
        return;
      case 'CourseViewed':
        await sql`
          UPDATE dispatch_list SET last_launch_at = GREATEST(last_launch_at, ${at}::timestamptz)
          WHERE dispatch_id = ${dispatchId}`.execute(trx);
        return;
      default:
        await sql`
          UPDATE dispatch_list SET revoked = ${event.type === 'DispatchRevoked'}
          WHERE dispatch_id = ${dispatchId}`.execute(trx);
    }
  },
  async reset(trx) {
    await sql`TRUNCATE dispatch_list`.execute(trx);
  },
  migrations: {
    '2026_12_02_10_dispatch_list': {
      async up(db) {
        await sql`
          CREATE TABLE dispatch_list (
            dispatch_id text PRIMARY KEY,
            org_id text NOT NULL,
            course_id text NOT NULL,
            runtime text NOT NULL,
            created_at timestamptz NOT NULL,
            allowed_origins jsonb NOT NULL,
            expires_at timestamptz,
            learner_cap integer,
            learners integer NOT NULL DEFAULT 0,
            last_launch_at timestamptz,
            revoked boolean NOT NULL DEFAULT false
          )`.execute(db);
        await sql`CREATE INDEX dispatch_list_by_course ON dispatch_list (org_id, course_id, created_at DESC)`.execute(
          db,
        );
      },
    },
  },
};
