import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { forbidden } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { loadAccount } from '../accounts/accounts';
import { avatarColour, initials } from '../accounts/avatar';
import { aiAccessBody, inviteTokenParam, memberParam, memberRoleBody } from './requests';
import { changeMember } from './members';
import { createInvite, findInvite, loadOrganisation, organisationName, runOrganisationCommand } from './organisation';
import type { Member } from './decider';
import type { Sessions } from '../sessions/sessions';
import type { Db } from '../../../platform/db/database';
import { memberNames } from '../read-models/users';

const doc = (summary: string) => describeRoute({ summary, tags: ['organization'] });
const ROLES_OF = { ADMIN: ['ADMIN', 'USER'], USER: ['USER'] } as const;

/** /organization-settings: an admin invites people into the organisation, changes their roles and removes them. */
export function organisationRoutes({ store, db, sessions }: { store: EventStore; db: Db; sessions: Sessions }) {
  const admin = (c: Context<AppEnv>) => {
    const p = c.var.principal;
    if (!p.roles.includes('ADMIN')) throw forbidden('Only an administrator of the organisation can do this');
    return p;
  };
  const memberView = (m: Member) => {
    const name = `${m.firstName} ${m.lastName}`.trim();
    return {
      id: m.userId,
      email: m.email,
      first_name: m.firstName,
      last_name: m.lastName,
      name,
      initials: initials(name),
      avatarColor: avatarColour(m.userId),
      roles: m.roles,
    };
  };
  const change = (c: Context<AppEnv>, userId: string, roles: Member['roles'] | null) =>
    changeMember(store, sessions, admin(c), userId, roles, c.var.requestId);

  return new Hono<AppEnv>()
    .post(
      '/organization/invites',
      doc('An invite link into my organisation (admin; works once, for 7 days)'),
      async (c) => {
        const p = admin(c);
        const account = await loadAccount(store, p.email);
        if (!account.registered) throw forbidden('Only an administrator of the organisation can do this');
        const { token, expiresAt } = await createInvite(
          store,
          {
            userId: p.userId,
            orgId: p.orgId,
            orgName: await organisationName(store, p.orgId, account.account.orgName),
          },
          c.var.requestId,
        );
        return c.json({ link: `/author/self-registration?invite=${encodeURIComponent(token)}`, token, expiresAt }, 201);
      },
    )
    .get(
      '/organization/invites/:token',
      doc('Which organisation an invite link is for (no sign-in needed)'),
      input('param', inviteTokenParam),
      async (c) => {
        const { invite } = await findInvite(store, c.req.valid('param').token);
        return c.json({ orgName: invite.orgName, expiresAt: invite.expiresAt });
      },
    )
    .get('/organization/members', doc('The members of my organisation with their roles (admin)'), async (c) => {
      const orgId = admin(c).orgId;
      const { members } = await loadOrganisation(store, orgId);
      const names = await memberNames(db, orgId);
      const list = Object.values(members).map((m) => memberView({ ...m, ...names.get(m.userId) }));
      return c.json({ members: list.sort((a, b) => a.name.localeCompare(b.name)) });
    })
    .put(
      '/organization/members/:userId/role',
      doc('Make a member ADMIN or USER (admin; never the last admin); their session ends'),
      input('param', memberParam),
      input('json', memberRoleBody),
      async (c) => {
        const { userId } = c.req.valid('param');
        const after = await change(c, userId, [...ROLES_OF[c.req.valid('json').role]]);
        return c.json({ member: memberView(after.members[userId]!) });
      },
    )
    .get('/organization/ai', doc('Whether the AI assistant is on for my organisation'), async (c) =>
      c.json({ enabled: (await loadOrganisation(store, c.var.principal.orgId)).aiEnabled }),
    )
    .put(
      '/organization/ai',
      doc('Turn the AI assistant on or off for everyone in my organisation (admin)'),
      input('json', aiAccessBody),
      async (c) => {
        const p = admin(c);
        const command = { type: 'SetAiAccess' as const, orgId: p.orgId, enabled: c.req.valid('json').enabled };
        const after = await runOrganisationCommand(store, command, p, c.var.requestId);
        return c.json({ enabled: after.aiEnabled });
      },
    )
    .delete(
      '/organization/members/:userId',
      doc('Remove a member from my organisation (admin; never the last admin); their tokens stop working'),
      input('param', memberParam),
      async (c) => {
        const { userId } = c.req.valid('param');
        await change(c, userId, null);
        return c.json({ removed: userId });
      },
    );
}
