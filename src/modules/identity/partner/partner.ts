import { eventMetadata } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import type { EventStore } from '../../../platform/eventstore/types';
import { hashSecret } from '../../../platform/secrets';
import { partnerEventSchemas, partnerUserStream, type PartnerEvent } from './events';
import type { TokenClaims } from '../sessions/tokens';

const parse = eventParser(partnerEventSchemas);

export type PartnerUser = Extract<PartnerEvent, { type: 'PartnerUserSignedIn' }>['data'];
export type PartnerSignIn = {
  partner: string;
  via: PartnerUser['via'];
  env?: string | undefined;
  userData: {
    id: string;
    email?: string | undefined;
    first_name?: string | undefined;
    last_name?: string | undefined;
    orgId?: string | undefined;
    tga?: boolean | undefined;
    baUser?: boolean | undefined;
  };
};

/** A partner's user is known by the partner and the partner's own id for it; its organisation lives inside the partner's. */
export const partnerUserId = (partner: string, externalId: string) =>
  `p-${hashSecret(`${partner}\u0000${externalId}`).slice(0, 24)}`;
export const partnerOrgId = (partner: string, orgId: string | undefined) =>
  `partner-${hashSecret(`${partner}\u0000${orgId ?? ''}`).slice(0, 24)}`;

/** Records who the partner vouched for (nothing to decide: the signature already did). */
export async function signInPartnerUser(
  store: EventStore,
  input: PartnerSignIn,
  correlationId: string,
): Promise<PartnerUser> {
  const { partner, userData } = input;
  const user: PartnerUser = {
    userId: partnerUserId(partner, userData.id),
    partner,
    externalId: userData.id,
    orgId: partnerOrgId(partner, userData.orgId),
    email: userData.email ?? '',
    firstName: userData.first_name ?? '',
    lastName: userData.last_name ?? '',
    via: input.via,
    ...(input.env ? { env: input.env } : {}),
    ...(userData.tga === undefined ? {} : { tga: userData.tga }),
    ...(userData.baUser === undefined ? {} : { baUser: userData.baUser }),
  };
  const metadata = eventMetadata({ userId: user.userId, orgId: user.orgId, correlationId });
  await store.appendToStream(partnerUserStream(user.userId), [{ type: 'PartnerUserSignedIn', data: user, metadata }], {
    expectedVersion: 'any',
  });
  return user;
}

/**
 * A partner token's claims: role USER in the partner's organisation, with the partner claim that
 * keeps it out of the author area. With `host`, bound to the host site's session `sid`.
 */
export function partnerClaims(
  user: PartnerUser,
  session: { sid: string; via: PartnerUser['via']; host?: true },
): TokenClaims {
  return {
    sub: user.userId,
    org: user.orgId,
    roles: ['USER'],
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    partner: user.partner,
    ...session,
  };
}

/** The partner user as last vouched for, or null. */
export async function loadPartnerUser(store: EventStore, userId: string): Promise<PartnerUser | null> {
  const [last] = await store.readStream(partnerUserStream(userId), { direction: 'backwards', maxCount: 1 });
  const event = last ? parse(last) : null;
  return event?.type === 'PartnerUserSignedIn' ? event.data : null;
}
