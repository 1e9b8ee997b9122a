import type { RouteAccess } from '../../platform/http/access';
import { COLLABORATORS } from '../identity';

export const collaboratorsAccess: RouteAccess = {
  public: [/^\/api\/collaborators\/validate-access\/[^/]+$/],
  restricted: { [COLLABORATORS]: [{ method: 'PUT', path: /^\/api\/collaborators\/update-name$/ }] },
};
