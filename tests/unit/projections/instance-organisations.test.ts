import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceOrganisationsProjection } from '../../../src/modules/instance/read-models/instance-organisations';
import { isOrganisationSuspended } from '../../../src/modules/instance/read-models/instance-organisations-queries';
import { type GivenEvent, projectionSpec } from '../../support/projection-spec';

const registered = (orgId: string, orgName: string): GivenEvent => ({
  type: 'UserRegistered',
  data: { orgId, orgName, userId: `u-${orgName}`, email: 'x@example.com', firstName: 'X', lastName: 'Y' },
});
const history: GivenEvent[] = [
  registered('o1', 'Founders'),
  // An invitee registers under the invite's organisation: the first name stays.
  registered('o1', 'Later name'),
  { type: 'PartnerUserSignedIn', data: { orgId: 'p1', partner: 'acme', userId: 'pu', via: 'partner-view' } },
  // Its admin renames it in the settings.
  { type: 'OrgRenamed', data: { orgId: 'p1', name: 'Acme Academy' }, streamId: 'org-p1' },
  { type: 'OrganisationSuspended', data: { orgId: 'o1', reason: 'Unpaid' }, streamId: 'instance-org-o1' },
  { type: 'OrganisationSuspended', data: { orgId: 'p1' }, streamId: 'instance-org-p1' },
  { type: 'OrganisationReinstated', data: { orgId: 'p1' }, streamId: 'instance-org-p1' },
];

describe('the instance’s organisations read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  beforeAll(async () => {
    spec = await projectionSpec(instanceOrganisationsProjection);
  });
  afterAll(async () => spec.close());

  const rows = () =>
    spec.rows(
      sql<{
        org_id: string;
        name: string;
        partner: string | null;
        suspended: boolean;
        suspension_reason: string | null;
      }>`
        SELECT org_id, name, partner, suspended_at IS NOT NULL AS suspended, suspension_reason
        FROM instance_organisations ORDER BY org_id`,
    );
  const expected = [
    { org_id: 'o1', name: 'Founders', partner: null, suspended: true, suspension_reason: 'Unpaid' },
    { org_id: 'p1', name: 'Acme Academy', partner: 'acme', suspended: false, suspension_reason: null },
  ];

  it('names each organisation at its founding, follows its renames and its suspensions', async () => {
    await spec.given(...history);
    expect(await rows()).toEqual(expected);
    expect(await isOrganisationSuspended(spec.db, 'o1')).toBe(true);
    expect(await isOrganisationSuspended(spec.db, 'p1')).toBe(false);
    expect(await isOrganisationSuspended(spec.db, 'unknown')).toBe(false);
  });

  it('is rebuilt the same from the events', async () => {
    await spec.reset();
    expect(await rows()).toEqual([]);
    await spec.given(...history);
    expect(await rows()).toEqual(expected);
  });
});
