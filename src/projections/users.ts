import { sql, type Kysely } from 'kysely';
import type { Projection } from '../platform/projections/projection';

/** Every user with their organisation and name: for display names and membership checks. */
export const usersProjection: Projection = {
  name: 'users',
  handles: new Set(['UserRegistered']),
  async apply(trx, event) {
    const d = event.data as { userId: string; orgId: string; email: string; firstName: string; lastName: string };
    await sql`INSERT INTO users (user_id, org_id, email, first_name, last_name)
              VALUES (${d.userId}, ${d.orgId}, ${d.email}, ${d.firstName}, ${d.lastName})
              ON CONFLICT (user_id) DO NOTHING`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE users`.execute(trx);
  },
  migrations: {
    '2026_11_22_13_users': {
      async up(db) {
        await sql`
          CREATE TABLE users (
            user_id text PRIMARY KEY,
            org_id text NOT NULL,
            email text NOT NULL,
            first_name text NOT NULL,
            last_name text NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX users_org ON users (org_id)`.execute(db);
      },
    },
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function isMemberOf(db: Kysely<any>, userId: string, orgId: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM users WHERE user_id = ${userId} AND org_id = ${orgId}`.execute(db);
  return rows.length > 0;
}
