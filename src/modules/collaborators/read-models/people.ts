import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { collaboratorsTables } from './tables';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';
import { collaboratorUserId } from '../collaborators';
import { ERASED_NAME } from '../../../platform/eventstore/personal-data/sealing';

export const PEOPLE = 'people';

type Person = { userId: string; orgId: string; email: string; first: string; last: string; kind: PersonKind };
type PersonKind = 'member' | 'collaborator';

/** A newer name (a partner's, a collaborator's rename or new invitation) replaces the older one; a member's first name stays. */
async function remember(trx: ProjectionTransaction, p: Person, rename: boolean) {
  await sql`
    INSERT INTO people (org_id, user_id, kind, email, first_name, last_name, erased)
    VALUES (${p.orgId}, ${p.userId}, ${p.kind}, ${p.email}, ${p.first}, ${p.last}, false)
    ON CONFLICT (org_id, user_id) DO ${
      rename
        ? sql`UPDATE SET email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
                         erased = false`
        : sql`NOTHING`
    }`.execute(trx);
}

type Data = Record<string, string>;

const memberOf = (d: Data): Person => ({
  userId: d.userId!,
  orgId: d.orgId!,
  email: d.email!,
  first: d.firstName!,
  last: d.lastName!,
  kind: 'member',
});

/**
 * Everyone who ever acted in an organisation (members, former members, partner authors and
 * collaborators), by id: how the change log names people, and whom an admin may erase. Unlike
 * `users` it keeps removed members; an erased person stays as "deleted user" with no email.
 */
export const peopleProjection: Projection = {
  name: PEOPLE,
  handles: new Set([
    'UserRegistered',
    'MemberJoined',
    'PartnerUserSignedIn',
    'ProfileRenamed',
    'CollaboratorInvited',
    'CollaboratorRenamed',
    'PersonalDataErased',
  ]),
  async apply(trx, event) {
    const d = event.data as Data;
    const orgOfEvent = (event.metadata as { orgId?: string }).orgId ?? '';
    switch (event.type) {
      case 'UserRegistered':
      case 'MemberJoined':
        return remember(trx, memberOf(d), false);
      case 'PartnerUserSignedIn':
        // An authoring partner user is a member of its partner organisation, under the names its partner last gave.
        if (d.via !== 'partner') return;
        return remember(trx, memberOf(d), true);
      case 'ProfileRenamed':
        // A member renames themselves everywhere the organisation knows them.
        await sql`UPDATE people SET first_name = ${d.firstName!}, last_name = ${d.lastName!}
                  WHERE user_id = ${d.userId!} AND NOT erased`.execute(trx);
        return;
      case 'CollaboratorInvited':
      case 'CollaboratorRenamed':
        return remember(
          trx,
          {
            userId: collaboratorUserId(d.email!),
            orgId: d.orgId ?? orgOfEvent,
            email: d.email!,
            first: d.firstname!,
            last: d.lastname!,
            kind: 'collaborator',
          },
          true,
        );
      case 'PersonalDataErased':
        // The key is global to the person: whatever organisation knew them, they read as erased now.
        await sql`UPDATE people SET email = NULL, first_name = ${ERASED_NAME}, last_name = '', erased = true
                  WHERE user_id = ${d.userId}`.execute(trx);
        return;
    }
  },
  async reset(trx) {
    await sql`TRUNCATE people`.execute(trx);
  },
  migrations: {
    '2026_11_29_02_people': {
      async up(db) {
        await sql`
          CREATE TABLE people (
            org_id text NOT NULL,
            user_id text NOT NULL,
            kind text NOT NULL,
            email text,
            first_name text NOT NULL,
            last_name text NOT NULL,
            erased boolean NOT NULL,
            PRIMARY KEY (org_id, user_id)
          )`.execute(db);
        await sql`CREATE INDEX people_user ON people (user_id)`.execute(db);
      },
    },
  },
};

export type KnownPerson = {
  user_id: string;
  kind: PersonKind;
  email: string | null;
  first_name: string;
  last_name: string;
  erased: boolean;
};

const KNOWN_PERSON = ['user_id', 'kind', 'email', 'first_name', 'last_name', 'erased'] as const;

/** Someone the organisation knows (or knew), by id. */
export async function findPerson(db: Db, orgId: string, userId: string): Promise<KnownPerson | undefined> {
  return collaboratorsTables(db)
    .selectFrom('people')
    .select(KNOWN_PERSON)
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Everyone the organisation knows, erased people last: whom an admin may erase. */
export async function listPeople(db: Db, orgId: string, limit = 1000): Promise<KnownPerson[]> {
  return collaboratorsTables(db)
    .selectFrom('people')
    .select(KNOWN_PERSON)
    .where('org_id', '=', orgId)
    .orderBy('erased')
    .orderBy((eb) => eb.fn('lower', ['first_name']))
    .orderBy((eb) => eb.fn('lower', ['last_name']))
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/** The collaborator ids an email was invited under, in any organisation. */
export async function collaboratorIdsOf(db: Db, email: string): Promise<string[]> {
  const rows = await collaboratorsTables(db)
    .selectFrom('people')
    .select('user_id')
    .distinct()
    .where('kind', '=', 'collaborator')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * The names these people go by now, by id: as `orgId` knows them, else as another organisation
 * does (an instance operator acting on it). Former members and collaborators are named too.
 */
export async function peopleNamesOf(db: Db, orgId: string, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  const names = new Map<string, { firstName: string; lastName: string }>();
  if (ids.length === 0) return names;
  const { rows } = await sql<{ user_id: string; first_name: string; last_name: string }>`
    SELECT DISTINCT ON (user_id) user_id, first_name, last_name FROM people
    WHERE user_id = ANY(${ids}::text[]) ORDER BY user_id, org_id = ${orgId} DESC`.execute(db);
  for (const r of rows) names.set(r.user_id, { firstName: r.first_name, lastName: r.last_name });
  return names;
}
