import { describe, it } from 'vitest';
import { suspensionDecider } from '../../../src/modules/instance/decider';
import { deciderSpec } from '../../support/decider-spec';

const spec = deciderSpec(suspensionDecider);
const suspended = { type: 'OrganisationSuspended' as const, data: { orgId: 'o1', reason: 'Unpaid' } };
const reinstated = { type: 'OrganisationReinstated' as const, data: { orgId: 'o1' } };

describe('suspending an organisation', () => {
  it('suspends an active organisation, with the reason when one is given', () => {
    spec.given([]).when({ type: 'Suspend', orgId: 'o1', reason: 'Unpaid' }).thenEmits([suspended]);
    spec
      .given([suspended, reinstated])
      .when({ type: 'Suspend', orgId: 'o1' })
      .thenEmits([{ type: 'OrganisationSuspended', data: { orgId: 'o1' } }]);
  });

  it('reinstates a suspended organisation', () => {
    spec.given([suspended]).when({ type: 'Reinstate', orgId: 'o1' }).thenEmits([reinstated]);
  });

  it('changes nothing when asked for what already holds', () => {
    spec.given([suspended]).when({ type: 'Suspend', orgId: 'o1' }).thenEmitsNothing();
    spec.given([]).when({ type: 'Reinstate', orgId: 'o1' }).thenEmitsNothing();
    spec.given([suspended, reinstated]).when({ type: 'Reinstate', orgId: 'o1' }).thenEmitsNothing();
  });
});
