import { type PersonalFields, personalValues } from '../../platform/eventstore/personal-data/fields';

const namesAndEmail = { name: 'firstName', 'family-name': 'lastName', email: 'email' } as const;

/** The names and emails in identity's events, sealed with the person's key (README "Personal data"). */
export const identityPersonalFields: PersonalFields = {
  UserRegistered: (d: { userId: string }) => personalValues(d.userId, namesAndEmail),
  MemberJoined: (d: { userId: string }) => personalValues(d.userId, namesAndEmail),
  ProfileRenamed: (d: { userId: string }) => personalValues(d.userId, { name: 'firstName', 'family-name': 'lastName' }),
  PartnerUserSignedIn: (d: { userId: string }) =>
    personalValues(d.userId, { ...namesAndEmail, identifier: 'externalId' }),
};
