import type { RouteAccess } from '../../platform/http/access';
import { COLLABORATORS } from '../identity';

export const commentsAccess: RouteAccess = {
  restricted: {
    // Comments, except clearing a whole block's (an author's call).
    [COLLABORATORS]: [
      { method: '*', path: /^\/api\/comments(\/(?!block\/).*)?$/ },
      { method: 'GET', path: /^\/api\/comments\/block\/[^/]+$/ },
    ],
  },
};
