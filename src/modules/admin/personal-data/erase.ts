import { eventMetadata } from '../../../platform/commands/handle';
import type { Db } from '../../../platform/db/database';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import type { Keyring } from '../../../platform/eventstore/personal-data/keyring';
import type { EventStore } from '../../../platform/eventstore/types';
import { collaboratorIdsOf, findPerson } from '../../collaborators';
import { loadOrganisation } from '../../identity';
import { erasureStream } from './events';

export type ErasureDeps = {
  store: EventStore;
  db: Db;
  keyring: Keyring;
  removeMember(admin: { userId: string; orgId: string }, userId: string, correlationId: string): Promise<unknown>;
};

/**
 * Erases a person the organisation knows: a member is removed first (their sessions end), then
 * their keys are deleted, so their name and email read as erased in every event, replay and export,
 * and last PersonalDataErased tells the read models to scrub what they hold. The change log keeps
 * their entries, under "deleted user".
 */
export async function erasePerson(
  { store, db, keyring, removeMember }: ErasureDeps,
  admin: { userId: string; orgId: string },
  userId: string,
  correlationId: string,
) {
  if (userId === admin.userId) throw forbidden('You cannot erase yourself: ask another administrator.');
  const person = await findPerson(db, admin.orgId, userId);
  if (!person) throw notFound('Person not found');
  if (person.erased) throw new AppError('conflict', 'This person’s personal data is already erased.');
  if ((await loadOrganisation(store, admin.orgId)).members[userId]) {
    await removeMember(admin, userId, correlationId);
  }
  // A member invited as a collaborator somewhere is the same person under a second id.
  const subjects = [
    userId,
    ...(person.kind === 'member' && person.email ? await collaboratorIdsOf(db, person.email) : []),
  ];
  await keyring.forget(subjects);
  const metadata = eventMetadata({ userId: admin.userId, orgId: admin.orgId, correlationId });
  const { position } = await store.appendToStream(
    erasureStream(userId),
    [{ type: 'PersonalDataErased', data: { userId, orgId: admin.orgId }, metadata }],
    { expectedVersion: 'any' },
  );
  return { position };
}
