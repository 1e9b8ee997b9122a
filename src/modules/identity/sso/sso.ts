import { eventMetadata } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { unauthorized } from '../../../platform/errors';
import { type EventStore, WrongExpectedVersionError } from '../../../platform/eventstore/types';
import { newId } from '../../../platform/ids';
import { type Account, loadAccount, registerSignedOnUser } from '../accounts/accounts';
import { isRemoved } from '../accounts/decider';
import { loadOrganisation } from '../organisation/organisation';
import type { SsoAssertion } from './assertion';
import { ssoEventSchemas, ssoPartnerStream } from './events';

const parse = eventParser(ssoEventSchemas);

const ACCOUNT_REMOVED = 'This account was removed from its organisation';
const OTHER_ORGANISATION =
  "This email belongs to a Tessera account of another organisation. Log in to Tessera with that account's password.";

/** The organisation the partner's sign-ons put new accounts in; created, under `orgName`, on the first. */
async function linkedOrganisation(store: EventStore, partner: string, orgName: string, correlationId: string) {
  const stream = ssoPartnerStream(partner);
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  if (last) return parse(last).data;
  const data = { partner, orgId: newId(), orgName };
  const metadata = eventMetadata({ userId: `partner:${partner}`, orgId: data.orgId, correlationId });
  try {
    await store.appendToStream(stream, [{ type: 'PartnerOrganisationLinked', data, metadata }], {
      expectedVersion: 'no_stream',
    });
    return data;
  } catch (error) {
    // Another first sign-on of this partner linked one at the same moment: use that one.
    if (error instanceof WrongExpectedVersionError) return linkedOrganisation(store, partner, orgName, correlationId);
    throw error;
  }
}

/**
 * The account a partner's assertion (of partner `iss`) signs in: the one with that email in the partner's
 * organisation, or else a new one there (the organisation's first member is its ADMIN, as a registration's founder
 * is). A partner vouches only for its own people: an account of another organisation is never signed in this way.
 */
export async function signedOnAccount(
  store: EventStore,
  claims: SsoAssertion,
  correlationId: string,
  assertOrganisationActive: (orgId: string) => Promise<void>,
): Promise<Account> {
  const state = await loadAccount(store, claims.email);
  const org = await linkedOrganisation(store, claims.iss, claims.org_name ?? claims.iss, correlationId);
  // A suspended organisation gains no one: refused before an account is made, not after.
  await assertOrganisationActive(org.orgId);
  if (state.registered) {
    if (state.account.orgId !== org.orgId) throw unauthorized(OTHER_ORGANISATION);
    if (isRemoved(state.account)) throw unauthorized(ACCOUNT_REMOVED);
    return state.account;
  }
  const { members } = await loadOrganisation(store, org.orgId);
  return registerSignedOnUser(
    store,
    {
      email: claims.email,
      firstName: claims.first_name ?? '',
      lastName: claims.last_name ?? '',
      orgId: org.orgId,
      orgName: org.orgName,
      roles: Object.keys(members).length === 0 ? ['ADMIN', 'USER'] : ['USER'],
    },
    correlationId,
  );
}
