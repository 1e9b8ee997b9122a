import type { TesseraModule } from '../../platform/composition/module';
import { collaboratorsAccess } from './access';
import { collaboratorSessionUsersOf } from './session-events';
import { collaboratorRoutes, type CollaboratorsDeps } from './api';

export { assertCollaboratorAccess, collaboratorUserId } from './collaborators';
export { collaboratorEventSchemas } from './events';
export { collaboratorPersonalFields } from './personal-fields';

/** Collaborators: people outside the organisation invited to one module; their sessions are checked again when that changes. */
export function createCollaboratorsModule(deps: CollaboratorsDeps): TesseraModule {
  return {
    name: 'collaborators',
    routes: collaboratorRoutes(deps),
    access: collaboratorsAccess,
    live: { sessionUsersOf: collaboratorSessionUsersOf },
  };
}
export { collaboratorIdsOf, findPerson, listPeople, PEOPLE, peopleNamesOf } from './read-models/people';
export { collaboratorsReadModels } from './read-models';
