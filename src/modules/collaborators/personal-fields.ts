import { type PersonalFields, personalValues } from '../../platform/eventstore/personal-data/fields';
import { collaboratorUserId } from './collaborators';

type Named = { email: string };
const invitee = { name: 'firstname', 'family-name': 'lastname', email: 'email' } as const;

/** A collaborator is the person of an email: their values are sealed with the key of their collaborator id. */
export const collaboratorPersonalFields: PersonalFields = {
  CollaboratorInvited: (d: Named) => personalValues(collaboratorUserId(d.email), invitee),
  CollaboratorRenamed: (d: Named) => personalValues(collaboratorUserId(d.email), invitee),
  CollaboratorJoined: (d: Named) => personalValues(collaboratorUserId(d.email), { email: 'email' }),
  CollaboratorRemoved: (d: Named) => personalValues(collaboratorUserId(d.email), { email: 'email' }),
};
