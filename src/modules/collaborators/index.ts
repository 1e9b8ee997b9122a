import { collaboratorRoutes, type CollaboratorsDeps } from './api';

export { collaboratorsAccess } from './access';
export { assertCollaboratorAccess } from './collaborators';
export { collaboratorEventSchemas } from './events';
export { collaboratorSessionUsersOf } from './session-events';

export function createCollaboratorsModule(deps: CollaboratorsDeps) {
  return { routes: collaboratorRoutes(deps) };
}
