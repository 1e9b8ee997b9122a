import type { TesseraModule } from '../../platform/composition/module';
import { adminAccess } from './access';
import { auditRoomKind, auditRoomsOf } from './live';
import { adminRoutes } from './api';
import { type PersonalDataDeps, personalDataRoutes } from './personal-data/api';

export { erasureEventSchemas } from './personal-data/events';

/** Issue 19's admin calls: the organisation's change log, and its personal data. */
export function createAdminModule(deps: PersonalDataDeps): TesseraModule {
  return {
    name: 'admin',
    routes: adminRoutes(deps).route('/', personalDataRoutes(deps)),
    access: adminAccess,
    live: { roomKinds: [auditRoomKind], roomsOf: auditRoomsOf },
  };
}
export { adminReadModels } from './read-models';
