import { collaboratorRoutes, type CollaboratorsDeps } from './api';

export { collaboratorEventSchemas } from './events';

export function createCollaboratorsModule(deps: CollaboratorsDeps) {
  return { routes: collaboratorRoutes(deps) };
}
