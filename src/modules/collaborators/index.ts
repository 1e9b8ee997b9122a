import { collaboratorRoutes, type CollaboratorsDeps } from './api';

export { collaboratorsAccess } from './access';
export { assertCollaboratorAccess, collaboratorUserId } from './collaborators';
export { collaboratorEventSchemas } from './events';
export { collaboratorPersonalFields } from './personal-fields';
export { collaboratorSessionUsersOf } from './session-events';

export function createCollaboratorsModule(deps: CollaboratorsDeps) {
  return { routes: collaboratorRoutes(deps) };
}
export { collaboratorIdsOf, findPerson, listPeople, PEOPLE, peopleNamesOf } from './read-models/people';
export { collaboratorsReadModels } from './read-models';
