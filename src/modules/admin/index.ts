import type { Db } from '../../platform/db/database';
import { adminRoutes } from './api';

export { auditRoomKind, auditRoomsOf } from './live';

/** Issue 19's admin calls: the organisation's change log. */
export function createAdminModule(deps: { db: Db }) {
  return { routes: adminRoutes(deps) };
}
