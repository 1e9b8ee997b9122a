import { randomBytes } from 'node:crypto';
import { handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { badRequest } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { newId } from '../../../platform/ids';
import { hashSecret } from '../../../platform/secrets';
import { INVITE_INVALID, openInvite, organisationDecider, type Member, type OrganisationCommand } from './decider';
import { organisationEventSchemas, organisationStream } from './events';

const parse = eventParser(organisationEventSchemas);

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export async function loadOrganisation(store: EventStore, orgId: string) {
  return (await loadStream(store, organisationStream(orgId), organisationDecider, parse)).state;
}

export async function runOrganisationCommand(
  store: EventStore,
  command: OrganisationCommand,
  actor: { userId: string },
  correlationId: string,
) {
  const { state } = await handleCommand({
    store,
    streamId: organisationStream(command.orgId),
    decider: organisationDecider,
    parse,
    command,
    context: { userId: actor.userId, orgId: command.orgId, correlationId },
  });
  return state;
}

/** An invite token names its organisation and carries the secret: `<orgId>.<secret>`. */
const inviteToken = (orgId: string, inviteId: string, secret: string) => `${orgId}.${inviteId}.${secret}`;

function parseInviteToken(token: string) {
  const [orgId, inviteId, secret, ...rest] = token.split('.');
  return orgId && inviteId && secret && rest.length === 0 ? { orgId, inviteId, tokenHash: hashSecret(secret) } : null;
}

/** A new invite link into the admin's organisation: it works once, for 7 days. */
export async function createInvite(
  store: EventStore,
  admin: { userId: string; orgId: string; orgName: string },
  correlationId: string,
  now = Date.now(),
) {
  const inviteId = newId();
  const secret = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now + INVITE_LIFETIME_MS).toISOString();
  const command = {
    type: 'Invite' as const,
    orgId: admin.orgId,
    orgName: admin.orgName,
    inviteId,
    tokenHash: hashSecret(secret),
    expiresAt,
    invitedBy: admin.userId,
  };
  await runOrganisationCommand(store, command, admin, correlationId);
  return { token: inviteToken(admin.orgId, inviteId, secret), expiresAt };
}

/** The open invite a token stands for, with its organisation; throws 400 for anything else. */
export async function findInvite(store: EventStore, token: string, now = new Date().toISOString()) {
  const parsed = parseInviteToken(token);
  const invite =
    parsed && openInvite(await loadOrganisation(store, parsed.orgId), parsed.inviteId, parsed.tokenHash, now);
  if (!parsed || !invite) throw badRequest(INVITE_INVALID);
  return { ...parsed, invite };
}

/** Records a member of an organisation: its founder, or (with an invite token) someone invited, using the invite up. */
export async function joinOrganisation(
  store: EventStore,
  orgId: string,
  member: Member,
  correlationId: string,
  inviteToken?: string,
) {
  const now = new Date().toISOString();
  const invite = inviteToken ? await findInvite(store, inviteToken, now) : null;
  if (invite && invite.orgId !== orgId) throw badRequest(INVITE_INVALID);
  const command = {
    type: 'Join' as const,
    orgId,
    member,
    ...(invite ? { invite: { inviteId: invite.inviteId, tokenHash: invite.tokenHash, now } } : {}),
  };
  await runOrganisationCommand(store, command, member, correlationId);
}

/** The organisation's name: the one an admin gave it, else `registered` (the name on its members' accounts). */
export async function organisationName(store: EventStore, orgId: string, registered: string) {
  return (await loadOrganisation(store, orgId)).name ?? registered;
}
