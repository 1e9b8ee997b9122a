import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';
import type { Db } from '../../../platform/db/database';
import { identityTables } from './tables';

/** Each user's current login session, so the auth check need not read the event stream per request. */
/** The read model every session check reads. */
export const USER_SESSIONS = 'user_sessions';

export const userSessionsProjection: Projection = {
  name: USER_SESSIONS,
  handles: new Set(['SessionStarted', 'MembershipChanged', 'PasswordChanged']),
  async apply(trx, event) {
    if (event.type !== 'SessionStarted') {
      // A changed membership or a reset password ends the session.
      await sql`DELETE FROM user_sessions WHERE user_id = ${(event.data as { userId: string }).userId}`.execute(trx);
      return;
    }
    const d = event.data as { userId: string; sessionId: string };
    await sql`INSERT INTO user_sessions (user_id, session_id) VALUES (${d.userId}, ${d.sessionId})
              ON CONFLICT (user_id) DO UPDATE SET session_id = EXCLUDED.session_id`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE user_sessions`.execute(trx);
  },
  migrations: {
    '2026_11_22_15_user_sessions': {
      async up(db) {
        await sql`CREATE TABLE user_sessions (user_id text PRIMARY KEY, session_id text NOT NULL)`.execute(db);
      },
    },
  },
};

export async function projectedSession(db: Db, userId: string): Promise<string | null> {
  const row = await identityTables(db)
    .selectFrom('user_sessions')
    .select('session_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.session_id ?? null;
}
