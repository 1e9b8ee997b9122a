import { randomBytes } from 'node:crypto';
import { handleCommand, loadStream } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import { unauthorized } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { hashSecret } from '../../platform/secrets';
import { activeCollaborator, collaboratorsDecider, type Collaborator, type CollaboratorCommand } from './decider';
import { collaboratorEventSchemas, collaboratorsStream } from './events';

const parse = eventParser(collaboratorEventSchemas);

/** A collaborator is known by email across courses, so their comments on several modules are one person's. */
export const collaboratorUserId = (email: string) => `collab-${hashSecret(email).slice(0, 24)}`;

/** The link the invitee opens (SPEC §2 /launch/{courseId}); its secret is shown once and stored only hashed. */
export const invitationLink = (courseId: string, secret: string) =>
  `/launch/${encodeURIComponent(courseId)}?token=${secret}`;

export const newInvitationSecret = () => randomBytes(32).toString('base64url');

export async function loadCollaborators(store: EventStore, courseId: string) {
  return (await loadStream(store, collaboratorsStream(courseId), collaboratorsDecider, parse)).state;
}

/** Runs a command on a course's collaborators as `actor` (the author, or the collaborator itself); returns the one it concerns. */
export async function runCollaboratorCommand(
  store: EventStore,
  command: CollaboratorCommand,
  actor: { userId: string; orgId: string },
  requestId: string,
): Promise<Collaborator & { orgId: string }> {
  const { state } = await handleCommand({
    store,
    streamId: collaboratorsStream(command.courseId),
    decider: collaboratorsDecider,
    parse,
    command,
    context: { userId: actor.userId, orgId: actor.orgId, correlationId: requestId },
  });
  const collaborator = state.byEmail[command.email];
  if (!collaborator || !state.orgId) throw new Error('a collaborator command left no collaborator');
  return { ...collaborator, orgId: state.orgId };
}

export type SignToken = (claims: {
  sub: string;
  org: string;
  roles: string[];
  email: string;
  first_name: string;
  last_name: string;
  sid: string;
  course: string;
}) => Promise<string>;

/** A token's session is the grant it came from: a removal ends it, and a later invitation is a new one. */
const accessSession = (c: Collaborator) => `access-${c.access}`;

/** SPEC §6: a Collaborator token, bound to one course and its organisation. */
export function collaboratorToken(sign: SignToken, courseId: string, c: Collaborator & { orgId: string }) {
  return sign({
    sub: collaboratorUserId(c.email),
    org: c.orgId,
    roles: ['Collaborator'],
    email: c.email,
    first_name: c.firstname,
    last_name: c.lastname,
    sid: accessSession(c),
    course: courseId,
  });
}

export const publicCollaborator = (courseId: string, c: Collaborator) => ({
  courseId,
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  joined: c.joined,
});

export const isCollaborator = (p: Principal) => p.courseId !== undefined && p.roles.includes('Collaborator');

/** Throws 401 `Token Expired` for a Collaborator token whose access was taken away (or replaced by a later grant). */
export async function assertCollaboratorAccess(store: EventStore, p: Principal): Promise<void> {
  if (!isCollaborator(p)) return;
  const current = activeCollaborator(await loadCollaborators(store, p.courseId!), p.email);
  if (!current || accessSession(current) !== p.sessionId) throw unauthorized('Token Expired');
}
