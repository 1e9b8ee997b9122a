import { adminRoutes } from './api';
import { type PersonalDataDeps, personalDataRoutes } from './personal-data/api';

export { adminAccess } from './access';
export { auditRoomKind, auditRoomsOf } from './live';
export { erasureEventSchemas } from './personal-data/events';

/** Issue 19's admin calls: the organisation's change log, and its personal data. */
export function createAdminModule(deps: PersonalDataDeps) {
  return { routes: adminRoutes(deps).route('/', personalDataRoutes(deps)) };
}
export { adminReadModels } from './read-models';
