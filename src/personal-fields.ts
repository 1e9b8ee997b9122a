import { collaboratorPersonalFields } from './modules/collaborators';
import { commentPersonalFields } from './modules/comments';
import { identityPersonalFields } from './modules/identity';
import { ltiPersonalFields } from './modules/lti';
import type { PersonalFields } from './platform/eventstore/personal-data/fields';

/** Every personal value in every module's events: what the event store seals with each person's key. */
export const PERSONAL_FIELDS: PersonalFields = {
  ...identityPersonalFields,
  ...collaboratorPersonalFields,
  ...commentPersonalFields,
  ...ltiPersonalFields,
};
