import type { AllowedCall, RouteAccess } from '../../platform/http/access';
import { COLLABORATORS } from '../identity';

/** The path's course is the one the Collaborator was invited to. */
const ownCourse: AllowedCall['check'] = (match, principal) => match[1] === principal.courseId;

export const coursesAccess: RouteAccess = {
  restricted: {
    // A Collaborator reads the course it was invited to, and nothing else of the organisation.
    [COLLABORATORS]: [
      { method: 'GET', path: /^\/api\/courses\/([^/]+)$/, check: ownCourse },
      { method: 'GET', path: /^\/api\/courses\/([^/]+)\/blocks$/, check: ownCourse },
      { method: 'GET', path: /^\/api\/drafts\/([^/]+)\/latest$/, check: ownCourse },
    ],
  },
};
