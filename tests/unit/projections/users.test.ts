import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '../../../src/modules/identity/read-models/users';
import { projectionSpec } from '../../support/projection-spec';

const registered = (userId: string, orgId: string, firstName: string) => ({
  type: 'UserRegistered',
  data: { userId, orgId, email: `${userId}@example.com`, firstName, lastName: 'Doe', roles: ['USER'] },
});

describe('users read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const users = () =>
    spec.rows(
      sql<{
        user_id: string;
        org_id: string;
        first_name: string;
      }>`SELECT user_id, org_id, first_name FROM users ORDER BY user_id`,
    );
  beforeAll(async () => {
    spec = await projectionSpec(usersProjection);
  });
  afterAll(() => spec.close());

  it('lists each registered member once, with organisation and name', async () => {
    await spec.given(registered('u1', 'o1', 'Ann'), registered('u2', 'o1', 'Bob'), registered('u1', 'o1', 'Again'));
    expect(await users()).toEqual([
      { user_id: 'u1', org_id: 'o1', first_name: 'Ann' },
      { user_id: 'u2', org_id: 'o1', first_name: 'Bob' },
    ]);
  });

  it('shows the name a member renamed themselves to', async () => {
    await spec.given({ type: 'ProfileRenamed', data: { userId: 'u2', firstName: 'Bobby', lastName: 'Dee' } });
    expect((await users()).find((u) => u.user_id === 'u2')?.first_name).toBe('Bobby');
  });

  it('drops a removed member, and only from that organisation', async () => {
    await spec.given(
      { type: 'MemberRemoved', data: { userId: 'u2', orgId: 'o-other' } },
      { type: 'MemberRemoved', data: { userId: 'u1', orgId: 'o1' } },
    );
    expect((await users()).map((u) => u.user_id)).toEqual(['u2']);
  });

  it('lists an authoring partner user in its partner organisation, with the names its partner last gave', async () => {
    const signedIn = (via: string, firstName: string) => ({
      type: 'PartnerUserSignedIn',
      data: {
        userId: `p-${via}`,
        partner: 'acme',
        externalId: '7',
        orgId: 'partner-o',
        email: '',
        firstName,
        lastName: 'P',
        via,
      },
    });
    await spec.given(signedIn('partner', 'Pat'), signedIn('partner', 'Patricia'), signedIn('partner-view', 'Viv'));
    expect((await users()).filter((u) => u.org_id === 'partner-o')).toEqual([
      { user_id: 'p-partner', org_id: 'partner-o', first_name: 'Patricia' },
    ]);
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await users()).toEqual([]);
  });
});
