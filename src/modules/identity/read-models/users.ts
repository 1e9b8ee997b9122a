import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';
import type { Db } from '../../../platform/db/database';
import { identityTables } from './tables';

/**
 * Every member with their organisation and name: for display names and membership checks. An
 * authoring partner user counts as a member of its partner organisation, under the names its
 * partner last gave (it owns modules there and can be mentioned).
 */
export const usersProjection: Projection = {
  name: 'users',
  handles: new Set(['UserRegistered', 'MemberRemoved', 'PartnerUserSignedIn', 'ProfileRenamed', 'PersonalDataErased']),
  async apply(trx, event) {
    if (event.type === 'ProfileRenamed') {
      const { userId, firstName, lastName } = event.data as { userId: string; firstName: string; lastName: string };
      await sql`UPDATE users SET first_name = ${firstName}, last_name = ${lastName} WHERE user_id = ${userId}`.execute(
        trx,
      );
      return;
    }
    if (event.type === 'PartnerUserSignedIn') {
      const d = event.data as {
        userId: string;
        orgId: string;
        email: string;
        firstName: string;
        lastName: string;
        via: string;
      };
      if (d.via !== 'partner') return;
      await sql`INSERT INTO users (user_id, org_id, email, first_name, last_name)
                VALUES (${d.userId}, ${d.orgId}, ${d.email}, ${d.firstName}, ${d.lastName})
                ON CONFLICT (user_id) DO UPDATE
                SET email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name`.execute(
        trx,
      );
      return;
    }
    if (event.type === 'PersonalDataErased') {
      await sql`DELETE FROM users WHERE user_id = ${(event.data as { userId: string }).userId}`.execute(trx);
      return;
    }
    if (event.type === 'MemberRemoved') {
      // A removed member is no longer offered in pickers, mentions or transfers.
      const { userId, orgId } = event.data as { userId: string; orgId: string };
      await sql`DELETE FROM users WHERE user_id = ${userId} AND org_id = ${orgId}`.execute(trx);
      return;
    }
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

export async function isMemberOf(db: Db, userId: string, orgId: string): Promise<boolean> {
  const row = await identityTables(db)
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

export type Member = { user_id: string; email: string; first_name: string; last_name: string };

const MEMBER = ['user_id', 'email', 'first_name', 'last_name'] as const;

/** One page of an organisation's members, by name; one row more than asked tells whether more follow. */
export async function listMembers(db: Db, orgId: string, page: number, size: number) {
  const rows: Member[] = await identityTables(db)
    .selectFrom('users')
    .select(MEMBER)
    .where('org_id', '=', orgId)
    .orderBy((eb) => eb.fn('lower', ['first_name']))
    .orderBy((eb) => eb.fn('lower', ['last_name']))
    .orderBy('user_id')
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return { members: rows.slice(0, size), hasMore: rows.length > size };
}

/** The id of the organisation's member with this email, or null. */
export async function memberIdByEmail(db: Db, orgId: string, email: string): Promise<string | null> {
  const row = await identityTables(db)
    .selectFrom('users')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** One member, by id. */
export async function findMember(db: Db, userId: string): Promise<Member | undefined> {
  return identityTables(db).selectFrom('users').select(MEMBER).where('user_id', '=', userId).executeTakeFirst();
}

/** Every member of the organisation, by id. */
export async function memberIdsOf(db: Db, orgId: string): Promise<string[]> {
  const rows = await identityTables(db).selectFrom('users').select('user_id').where('org_id', '=', orgId).execute();
  return rows.map((r) => r.user_id);
}

/** How many members each of these organisations has (none: absent). */
export async function memberCountsOf(db: Db, orgIds: readonly string[]): Promise<Map<string, number>> {
  if (orgIds.length === 0) return new Map();
  const rows = await identityTables(db)
    .selectFrom('users')
    .select((eb) => ['org_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('members')])
    .where((eb) => eb('org_id', '=', eb.fn.any(eb.val([...orgIds]))))
    .groupBy('org_id')
    .execute();
  return new Map(rows.map((r) => [r.org_id, r.members]));
}

/** The organisations with a member whose address matches a LIKE pattern. */
export async function orgIdsWithMemberEmailLike(db: Db, pattern: string): Promise<string[]> {
  const rows = await identityTables(db)
    .selectFrom('users')
    .select('org_id')
    .distinct()
    .where('email', 'ilike', pattern)
    .execute();
  return rows.map((r) => r.org_id);
}

/** The names these users go by now, by id (an id that is no member's is left out). */
export async function namesOfUsers(db: Db, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, { firstName: string; lastName: string }>();
  const rows = await identityTables(db)
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name'])
    .where((eb) => eb('user_id', '=', eb.fn.any(eb.val(ids))))
    .execute();
  return new Map(rows.map((r) => [r.user_id, { firstName: r.first_name, lastName: r.last_name }]));
}

/** The names the organisation's members go by now (they may have renamed themselves since they joined). */
export async function memberNames(db: Db, orgId: string) {
  const rows = await identityTables(db)
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name'])
    .where('org_id', '=', orgId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, { firstName: r.first_name, lastName: r.last_name }]));
}
