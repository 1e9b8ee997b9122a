import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../platform/db/database';
import { eventMetadata } from '../../platform/commands/handle';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv, Principal } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import {
  findInstanceOrganisation,
  INSTANCE_ORGANISATIONS,
  type InstanceOrganisationRow,
  listInstanceOrganisations,
} from './read-models/instance-organisations-queries';
import { listMembers } from '../identity';
import type { SuspensionCommand } from './decider';
import { OPERATORS_STREAM } from './events';
import { GRANT_FOR_ANOTHER, NOT_LISTED, operatorCheck, operatorGrants } from './operators';
import { grantBody, membersQuery, organisationsQuery, replayBody, suspendBody } from './requests';
import { runSuspensionCommand } from './suspension';
import type { ProjectionWait } from '../../platform/http/stale-reads';

const doc = (summary: string) => describeRoute({ summary, tags: ['admin'] });
const OWN_ORGANISATION = 'You cannot suspend your own organisation.';

export type InstanceDeps = {
  store: EventStore;
  db: Db;
  instanceAdmins: readonly string[];
  /** Signs and checks the grant links `npm run operator -- grant` prints. */
  jwtSecret: string;
  /** Whether a link mailed to the email was opened by its account. */
  emailProven(email: string): Promise<boolean>;
  waitForProjection: ProjectionWait;
  /** This instance's share of the work that runs once: who holds each lease, projections, relay, sockets. */
  workStatus(): Promise<unknown>;
  /** Applies again the events read models set aside, once the code that could not apply them is fixed. */
  replaySetAside(filter: { projection?: string; stream?: string }): Promise<unknown>;
};

function organisationView(o: InstanceOrganisationRow, caller: Principal) {
  const live = o.in_progress + o.drafting + o.published + o.unpublished;
  return {
    id: o.org_id,
    name: o.name,
    partner: o.partner,
    createdAt: new Date(o.created_at).toISOString(),
    memberCount: o.members,
    modules: {
      inProgress: o.in_progress,
      drafting: o.drafting,
      published: o.published,
      unpublished: o.unpublished,
      deleted: o.deleted,
      total: live,
    },
    suspended: o.suspended_at !== null,
    suspendedAt: o.suspended_at && new Date(o.suspended_at).toISOString(),
    suspensionReason: o.suspension_reason,
    /** The operator's own organisation, which they cannot suspend. */
    own: o.org_id === caller.orgId,
  };
}

/** The instance's operators (INSTANCE_ADMINS): every organisation, its members, and suspending one. */
export function instanceRoutes({
  store,
  db,
  instanceAdmins,
  jwtSecret,
  emailProven,
  waitForProjection,
  workStatus,
  replaySetAside,
}: InstanceDeps) {
  const { isListed, isOperator, assertOperator } = operatorCheck({ instanceAdmins, store, emailProven });
  const grants = operatorGrants(jwtSecret);

  async function change(principal: Principal, command: SuspensionCommand, correlationId: string) {
    await assertOperator(principal);
    const organisation = await findInstanceOrganisation(db, command.orgId);
    if (!organisation) throw notFound('Organisation not found');
    if (command.type === 'Suspend' && command.orgId === principal.orgId) throw badRequest(OWN_ORGANISATION);
    const result = await runSuspensionCommand(store, command, principal, correlationId);
    // Answered once every call checks the new state: the organisation's tokens stop (or start) working now.
    if (result.position) await waitForProjection(INSTANCE_ORGANISATIONS, result.position);
    return { organisation: { id: command.orgId, suspended: result.state.suspended } };
  }

  return new Hono<AppEnv>()
    .get(
      '/admin/instance/me',
      doc('Whether the caller is one of the instance’s operators, and whether their email is listed as one (admin)'),
      async (c) => c.json({ operator: await isOperator(c.var.principal), listed: isListed(c.var.principal) }),
    )
    .post(
      '/admin/instance/operator-grant',
      doc('Become an operator with a link `npm run operator -- grant <email>` printed on the server (admin)'),
      input('json', grantBody),
      async (c) => {
        const p = c.var.principal;
        if (!isListed(p)) throw forbidden(NOT_LISTED);
        if (await isOperator(p)) return c.json({ operator: true });
        const { email } = await grants.verify(c.req.valid('json').token);
        if (email.toLowerCase() !== p.email.toLowerCase()) throw forbidden(GRANT_FOR_ANOTHER);
        await store.appendToStream(
          OPERATORS_STREAM,
          [
            {
              type: 'InstanceOperatorGranted',
              data: { userId: p.userId, email: p.email.toLowerCase() },
              metadata: eventMetadata({ userId: p.userId, orgId: p.orgId, correlationId: c.var.requestId }),
            },
          ],
          { expectedVersion: 'any' },
        );
        return c.json({ operator: true });
      },
    )
    .get(
      '/admin/instance/work',
      doc('The instance answering: who holds each lease, its projections, relay and sockets (operators)'),
      async (c) => {
        await assertOperator(c.var.principal);
        return c.json(await workStatus());
      },
    )
    .post(
      '/admin/instance/set-aside/replay',
      doc(
        'Apply again the events read models set aside (all, one projection’s or one stream’s), once the code is fixed (operators)',
      ),
      input('json', replayBody),
      async (c) => {
        await assertOperator(c.var.principal);
        return c.json(await replaySetAside(c.req.valid('json')));
      },
    )
    .get(
      '/admin/instance/organisations',
      doc(
        'Every organisation of the instance with its members and modules counted, by name, a page at a time (operators)',
      ),
      input('query', organisationsQuery),
      async (c) => {
        await assertOperator(c.var.principal);
        const { q, page, size } = c.req.valid('query');
        const { organisations, total } = await listInstanceOrganisations(db, q || undefined, page, size);
        return c.json({
          organisations: organisations.map((o) => organisationView(o, c.var.principal)),
          page,
          size,
          total,
        });
      },
    )
    .get(
      '/admin/instance/organisations/:orgId/members',
      doc('The members of one organisation, by name, a page at a time (operators)'),
      input('query', membersQuery),
      async (c) => {
        await assertOperator(c.var.principal);
        const orgId = c.req.param('orgId');
        if (!(await findInstanceOrganisation(db, orgId))) throw notFound('Organisation not found');
        const { page, size } = c.req.valid('query');
        const { members, hasMore } = await listMembers(db, orgId, page, size);
        return c.json({
          members: members.map((m) => ({
            id: m.user_id,
            name: `${m.first_name} ${m.last_name}`.trim(),
            email: m.email,
          })),
          page,
          hasMore,
        });
      },
    )
    .post(
      '/admin/instance/organisations/:orgId/suspend',
      doc('Suspend an organisation: its members cannot sign in and their tokens stop working (operators)'),
      input('json', suspendBody),
      async (c) => {
        const { reason } = c.req.valid('json');
        const command = { type: 'Suspend' as const, orgId: c.req.param('orgId'), reason: reason || undefined };
        return c.json(await change(c.var.principal, command, c.var.requestId));
      },
    )
    .post(
      '/admin/instance/organisations/:orgId/reinstate',
      doc('Reinstate a suspended organisation: its members can sign in again (operators)'),
      async (c) => {
        const command = { type: 'Reinstate' as const, orgId: c.req.param('orgId') };
        return c.json(await change(c.var.principal, command, c.var.requestId));
      },
    );
}
