import { erasureEventSchemas } from './modules/admin';
import { aiEventSchemas } from './modules/ai';
import { collaboratorEventSchemas } from './modules/collaborators';
import { commentEventSchemas } from './modules/comments';
import {
  blockClaimEventSchemas,
  blockTemplateEventSchemas,
  courseEventSchemas,
  favouriteEventSchemas,
} from './modules/courses';
import { dispatchEventSchemas, statementEventSchemas, viewEventSchemas } from './modules/delivery';
import {
  identityEventSchemas,
  organisationEventSchemas,
  partnerEventSchemas,
  preferenceEventSchemas,
  signInFailureEventSchemas,
  ssoEventSchemas,
  usageEventSchemas,
} from './modules/identity';
import { instanceEventSchemas, operatorEventSchemas } from './modules/instance';
import { platformEventSchemas, progressEventSchemas, scoreEventSchemas } from './modules/lti';
import { jobEventSchemas, mediaEventSchemas } from './modules/media';
import { themeEventSchemas } from './modules/themes';
import { glossaryEventSchemas } from './modules/translation';
import { eventSchemaRegistry } from './platform/eventstore/checked-events';

/** Every event type of every module with the schema its data must meet: what the event store writes. */
export const EVENT_SCHEMAS = eventSchemaRegistry(
  courseEventSchemas,
  favouriteEventSchemas,
  blockClaimEventSchemas,
  blockTemplateEventSchemas,
  commentEventSchemas,
  collaboratorEventSchemas,
  identityEventSchemas,
  signInFailureEventSchemas,
  organisationEventSchemas,
  partnerEventSchemas,
  preferenceEventSchemas,
  usageEventSchemas,
  ssoEventSchemas,
  aiEventSchemas,
  erasureEventSchemas,
  dispatchEventSchemas,
  statementEventSchemas,
  viewEventSchemas,
  mediaEventSchemas,
  jobEventSchemas,
  platformEventSchemas,
  scoreEventSchemas,
  progressEventSchemas,
  themeEventSchemas,
  glossaryEventSchemas,
  instanceEventSchemas,
  operatorEventSchemas,
);
