import type { TesseraModule } from '../../platform/composition/module';
import { instanceAccess } from './access';
import type { RecordedEvent } from '../../platform/eventstore/types';
import { memberIdsOf } from '../identity';
import { instanceRoutes, type InstanceDeps } from './api';
import { assertOrganisationActive } from './suspension';

export { instanceEventSchemas, operatorEventSchemas } from './events';
export { operatorGrants } from './operators';

/** The instance's operators (issue 19): every organisation, and suspending or reinstating one. */
export function createInstanceModule(deps: InstanceDeps) {
  const { db } = deps;
  return {
    name: 'instance',
    routes: instanceRoutes(deps),
    access: instanceAccess,
    live: {
      /** A suspension ends every member's open sockets: each is checked again (and refused). */
      async sessionUsersOf(event: RecordedEvent): Promise<string[]> {
        if (event.type !== 'OrganisationSuspended') return [];
        return memberIdsOf(db, (event.data as { orgId: string }).orgId);
      },
    },
    /** Throws 403 for a suspended organisation: the sign-ins and every token's calls ask. */
    assertOrganisationActive: (orgId: string) => assertOrganisationActive(db, orgId),
  } satisfies TesseraModule & { assertOrganisationActive: (orgId: string) => Promise<void> };
}
export { instanceReadModels } from './read-models';
export { INSTANCE_ORGANISATIONS } from './read-models/instance-organisations-queries';
