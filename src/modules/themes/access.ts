import type { RouteAccess } from '../../platform/http/access';
import { COLLABORATORS } from '../identity';

/** Fonts are files any learner's player loads; a Collaborator sees the module in its theme. */
export const themesAccess: RouteAccess = {
  public: [/^\/api\/fonts\/[^/]+$/],
  restricted: {
    [COLLABORATORS]: [{ method: 'GET', path: /^\/api\/themes$/ }],
  },
};
