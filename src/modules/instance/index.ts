import type { RecordedEvent } from '../../platform/eventstore/types';
import { memberIdsOf } from '../identity';
import { instanceRoutes, type InstanceDeps } from './api';
import { assertOrganisationActive } from './suspension';

export { instanceAccess } from './access';
export { instanceEventSchemas, operatorEventSchemas } from './events';
export { operatorGrants } from './operators';

/** The instance's operators (issue 19): every organisation, and suspending or reinstating one. */
export function createInstanceModule(deps: InstanceDeps) {
  const { db } = deps;
  return {
    routes: instanceRoutes(deps),
    /** Throws 403 for a suspended organisation: the sign-ins and every token's calls ask. */
    assertOrganisationActive: (orgId: string) => assertOrganisationActive(db, orgId),
    /** A suspension ends every member's open sockets: each is checked again (and refused). */
    async sessionUsersOf(event: RecordedEvent): Promise<string[]> {
      if (event.type !== 'OrganisationSuspended') return [];
      return memberIdsOf(db, (event.data as { orgId: string }).orgId);
    },
  };
}
export { instanceReadModels } from './read-models';
