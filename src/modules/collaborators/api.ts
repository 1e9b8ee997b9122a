import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { forbidden, notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv, Principal } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { hashSecret } from '../../platform/secrets';
import { memberIdByEmail } from '../identity';
import {
  collaboratorToken,
  collaboratorUserId,
  invitationLink,
  isCollaborator,
  loadCollaborators,
  newInvitationSecret,
  publicCollaborator,
  runCollaboratorCommand,
  type SignToken,
} from './collaborators';
import {
  collaboratorParam,
  courseIdParam,
  externalCollaboratorBody,
  inviteBody,
  updateNameBody,
  validateAccessBody,
} from './requests';
import type { Db } from '../../platform/db/database';

export type CollaboratorsDeps = {
  store: EventStore;
  db: Db;
  signToken: SignToken;
  /** The organisation of a live course, or null when there is none (deleted or never created). */
  courseOrgOf(courseId: string): Promise<string | null>;
};

const doc = (summary: string) => describeRoute({ summary, tags: ['collaborators'] });

/** SPEC §7 Collaborators: authors invite, invitees prove the link and name themselves. */
export function collaboratorRoutes({ store, db, signToken, courseOrgOf }: CollaboratorsDeps) {
  /** Another organisation's course, or a deleted one, is not found (never "forbidden": that would tell it exists). */
  const assertOwnCourse = async (courseId: string, p: Principal) => {
    if ((await courseOrgOf(courseId)) !== p.orgId) throw notFound('Course not found');
  };

  return new Hono<AppEnv>()
    .put(
      '/collaborators/update-name',
      doc('A collaborator gives its name; returns a token that carries it'),
      input('json', updateNameBody),
      async (c) => {
        const p = c.var.principal;
        if (!isCollaborator(p))
          throw forbidden('Only a collaborator signed in through an invitation can set its name here');
        const courseId = p.courseId!;
        const collaborator = await runCollaboratorCommand(
          store,
          { type: 'Rename', courseId, email: p.email, ...c.req.valid('json') },
          p,
          c.var.requestId,
        );
        return c.json({
          token: await collaboratorToken(signToken, courseId, collaborator),
          collaborator: publicCollaborator(courseId, collaborator),
        });
      },
    )
    .put(
      '/collaborators/:courseId',
      doc('Invite someone to collaborate on a module; returns the invitation link'),
      input('param', courseIdParam),
      input('json', inviteBody),
      async (c) => {
        const p = c.var.principal;
        const { courseId } = c.req.valid('param');
        await assertOwnCourse(courseId, p);
        const secret = newInvitationSecret();
        const command = {
          type: 'Invite' as const,
          courseId,
          orgId: p.orgId,
          ...c.req.valid('json'),
          tokenHash: hashSecret(secret),
          invitedBy: p.userId,
        };
        const collaborator = await runCollaboratorCommand(store, command, p, c.var.requestId);
        return c.json(
          { collaborator: publicCollaborator(courseId, collaborator), link: invitationLink(courseId, secret) },
          201,
        );
      },
    )
    .get('/collaborators/:courseId', doc("A module's collaborators"), input('param', courseIdParam), async (c) => {
      const { courseId } = c.req.valid('param');
      await assertOwnCourse(courseId, c.var.principal);
      const { byEmail } = await loadCollaborators(store, courseId);
      const active = Object.values(byEmail).filter((x) => !x.removed);
      return c.json({ collaborators: active.map((x) => publicCollaborator(courseId, x)) });
    })
    .delete(
      '/collaborators/:courseId/:email',
      doc("Take a collaborator's access away: the link and every token given through it stop working at once"),
      input('param', collaboratorParam),
      async (c) => {
        const p = c.var.principal;
        const { courseId, email } = c.req.valid('param');
        await assertOwnCourse(courseId, p);
        await runCollaboratorCommand(
          store,
          { type: 'Remove', courseId, email, removedBy: p.userId },
          p,
          c.var.requestId,
        );
        return c.json({ courseId, email, removed: true });
      },
    )
    .post(
      '/collaborators/validate-access/:courseId',
      doc('Exchange an invitation link and its email for a Collaborator token (no sign-in needed)'),
      input('param', courseIdParam),
      input('json', validateAccessBody),
      async (c) => {
        const { courseId } = c.req.valid('param');
        const { token, email } = c.req.valid('json');
        const invitee = {
          userId: collaboratorUserId(email),
          orgId: (await loadCollaborators(store, courseId)).orgId ?? '',
        };
        const collaborator = await runCollaboratorCommand(
          store,
          { type: 'ValidateAccess', courseId, email, tokenHash: hashSecret(token) },
          invitee,
          c.var.requestId,
        );
        if ((await courseOrgOf(courseId)) !== collaborator.orgId) throw notFound('Course not found');
        return c.json({
          token: await collaboratorToken(signToken, courseId, collaborator),
          collaborator: publicCollaborator(courseId, collaborator),
        });
      },
    )
    .post(
      '/collaborators/external-collaborator-user',
      doc('Who an email is: a member of my organisation, or an external collaborator'),
      input('json', externalCollaboratorBody),
      async (c) => {
        const { email } = c.req.valid('json');
        const memberId = await memberIdByEmail(db, c.var.principal.orgId, email);
        return c.json({
          success: true,
          data: { id: memberId ?? collaboratorUserId(email), email, isMember: memberId !== null },
        });
      },
    );
}
