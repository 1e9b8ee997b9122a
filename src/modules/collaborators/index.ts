import { collaboratorRoutes, type CollaboratorsDeps } from './api';

export { assertCollaboratorAccess } from './collaborators';
export { collaboratorEventSchemas } from './events';
export { collaboratorSessionUsersOf } from './session-events';

export function createCollaboratorsModule(deps: CollaboratorsDeps) {
  return { routes: collaboratorRoutes(deps) };
}
