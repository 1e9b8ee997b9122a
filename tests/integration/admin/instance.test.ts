import { waitUntil } from '../../support/eventually';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRoom } from '../../../src/modules/courses/live-rooms';
import { ORGANISATION_SUSPENDED, OPERATORS_ONLY } from '../../../src/modules/instance/shared';
import { SESSION_ENDED_CLOSE_CODE } from '../../../src/platform/realtime/protocol';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { eventually } from '../../support/eventually';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { registerOperator } from '../../support/operators';
import { signedPartnerPost, ssoAssertion } from '../../support/partner';
import { apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';
import { loginStream } from '../../../src/modules/identity/accounts/accounts';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';

const SECRET = 'acme-secret-0123456789';
const OPERATOR_EMAIL = `ops-${randomUUID()}@example.com`;

type Api = ReturnType<typeof apiClient>;

describe('the instance’s operators: every organisation, suspended and reinstated', () => {
  let server: TestServer;
  let operator: Api;
  let operatorOrg: string;
  let adminB: Awaited<ReturnType<typeof registerUser>>;
  let userB: Awaited<ReturnType<typeof addMember>>;
  let orgB: string;
  let courseB: string;

  const organisation = async (orgId: string, q?: string) => {
    const res = await operator.get(`/admin/instance/organisations?size=100${q ? `&q=${encodeURIComponent(q)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.organisations as LooseJson[]).find((o) => o.id === orgId);
  };

  beforeAll(async () => {
    // The variable's case does not matter.
    server = await startTestServer({
      partnerSecrets: `acme:${SECRET}`,
      env: { INSTANCE_ADMINS: `someone@example.org, ${OPERATOR_EMAIL.toUpperCase()}` },
    });
    operator = (await registerOperator(server, OPERATOR_EMAIL, 'Olive')).api;
    operatorOrg = (await operator.get('/users/user-info')).body.currentOrg;
    adminB = await registerUser(server.url, 'Bea');
    orgB = (await adminB.api.get('/users/user-info')).body.currentOrg;
    userB = await addMember(server, orgB, 'Uli');
    courseB = await createCourse(adminB.api, 'Kept');
    const gone = await createCourse(adminB.api, 'Gone');
    expect((await adminB.api.delete(`/courses/${gone}`)).status).toBe(200);
  });
  afterAll(async () => server.close());

  it('lists every organisation with its members and its modules counted by status', async () => {
    expect((await operator.get('/admin/instance/me')).body).toEqual({ operator: true, listed: true });
    // The deletion reaches the module counts through a read model: wait for it.
    let b: LooseJson;
    await waitUntil(async () => {
      b = await organisation(orgB);
      return b?.modules.deleted === 1;
    }, 10_000);
    expect(b).toMatchObject({
      name: "Bea Tester's organisation",
      memberCount: 2,
      modules: { inProgress: 1, drafting: 0, published: 0, unpublished: 0, deleted: 1, total: 1 },
      suspended: false,
      own: false,
    });
    expect(Date.parse(b.createdAt)).not.toBeNaN();
    expect(await organisation(operatorOrg)).toMatchObject({ memberCount: 1, own: true });
    const firstPage = await operator.get('/admin/instance/organisations?size=1');
    expect(firstPage.body).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(firstPage.body.organisations).toHaveLength(1);
    // Found by a member's email too.
    expect(await organisation(orgB, adminB.email)).toBeDefined();
    expect(await organisation(operatorOrg, adminB.email)).toBeUndefined();

    const members = await operator.get(`/admin/instance/organisations/${orgB}/members`);
    expect(members.status).toBe(200);
    // By name: Bea, then Uli.
    expect(members.body.members.map((m: LooseJson) => m.email)).toEqual([adminB.email, expect.stringMatching(/^uli-/)]);
    expect((await operator.get('/admin/instance/organisations/nobody/members')).status).toBe(404);
  });

  it('refuses an ADMIN who is no operator, and a USER, on every call', async () => {
    const calls = (api: Api) => [
      api.get('/admin/instance/organisations'),
      api.get(`/admin/instance/organisations/${orgB}/members`),
      api.post(`/admin/instance/organisations/${operatorOrg}/suspend`, {}),
      api.post(`/admin/instance/organisations/${operatorOrg}/reinstate`, {}),
      api.get('/admin/instance/work'),
    ];
    for (const res of await Promise.all(calls(adminB.api)))
      expect(res).toMatchObject({ status: 403, body: { message: OPERATORS_ONLY } });
    expect((await adminB.api.get('/admin/instance/me')).body).toEqual({ operator: false, listed: false });
    for (const res of await Promise.all([...calls(userB.api), userB.api.get('/admin/instance/me')]))
      expect(res.status).toBe(403);
    expect((await organisation(operatorOrg)).suspended).toBe(false);
  });

  it('tells an operator which instance holds each lease and its lag, with its projections, relay and sockets', async () => {
    const res = await operator.get('/admin/instance/work');
    expect(res.status).toBe(200);
    const { instance } = res.body as { instance: string };
    expect(instance).toMatch(/:\d+$/);
    // One instance here: it holds every lease.
    expect(res.body).toMatchObject({
      draining: false,
      leases: {
        relay: { holder: instance, eventsBehind: expect.any(Number), atLeast: false },
        'projection:course_list': { holder: instance, eventsBehind: expect.any(Number), atLeast: false },
      },
      projections: { course_list: 'running' },
      relay: { status: 'running', eventsBehind: expect.any(Number) },
      sockets: expect.any(Number),
    });
  });

  it('an operator cannot suspend their own organisation, nor one that does not exist', async () => {
    const own = await operator.post(`/admin/instance/organisations/${operatorOrg}/suspend`, {});
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot suspend your own organisation.' } });
    expect((await operator.post('/admin/instance/organisations/nowhere/suspend', {})).status).toBe(404);
  });

  it('suspension refuses the members’ sign-ins and stops their tokens at once; reinstating restores both', async () => {
    const collaborator = await collaboratorOf(server.url, adminB.api, courseB);
    const invite = (await adminB.api.post('/organization/invites')).body.token as string;
    const live = await connectLive(server.url, userB.token);
    live.send({ v: 2, type: 'join', room: courseRoom(courseB) });
    await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseB));
    const suspended = await operator.post(`/admin/instance/organisations/${orgB}/suspend`, {
      reason: 'Unpaid\ninvoice',
    });
    expect(suspended).toMatchObject({ status: 200, body: { organisation: { id: orgB, suspended: true } } });
    expect(await organisation(orgB)).toMatchObject({ suspended: true, suspensionReason: 'Unpaid invoice' });
    // Asking again changes nothing.
    expect((await operator.post(`/admin/instance/organisations/${orgB}/suspend`, {})).status).toBe(200);

    const refused = { status: 403, body: { message: ORGANISATION_SUSPENDED } };
    // An open socket is closed too.
    const closedSoon = Promise.race([live.closed, new Promise((r) => setTimeout(() => r('still open'), 3000))]);
    expect(await closedSoon).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: ORGANISATION_SUSPENDED });
    expect(await adminB.api.get('/users/user-info')).toMatchObject(refused);
    expect(await userB.api.get('/courses/list')).toMatchObject(refused);
    expect(await collaborator.api.get(`/courses/${courseB}`)).toMatchObject(refused);
    const login = (email: string, password: string) => apiClient(server.url).post('/auth/login', { email, password });
    expect(await login(adminB.email, 'correct horse')).toMatchObject(refused);
    // Only whoever knows the password learns of the suspension.
    expect((await login(adminB.email, 'wrong password')).status).toBe(401);
    expect(await apiClient(server.url, adminB.token).post('/auth/session/reclaim')).toMatchObject(refused);
    // Nobody joins it through an invite made before: no account is made.
    const invitee = {
      email: `ivy-${randomUUID()}@example.com`,
      password: 'correct horse',
      first_name: 'Ivy',
      last_name: 'Invitee',
    };
    expect(await apiClient(server.url).post('/auth/register', { ...invitee, inviteToken: invite })).toMatchObject(
      refused,
    );
    expect((await login(invitee.email, invitee.password)).status).toBe(401);
    // Other organisations are untouched.
    expect((await operator.get('/users/user-info')).status).toBe(200);

    const reinstated = await operator.post(`/admin/instance/organisations/${orgB}/reinstate`, {});
    expect(reinstated).toMatchObject({ status: 200, body: { organisation: { id: orgB, suspended: false } } });
    expect((await adminB.api.get('/users/user-info')).status).toBe(200);
    const again = await login(adminB.email, 'correct horse');
    expect(again.status).toBe(200);
    expect((await apiClient(server.url, again.body.token).get('/courses/list')).status).toBe(200);
    expect(await organisation(orgB)).toMatchObject({ suspended: false, suspensionReason: null });
    // The organisation's change log tells its admins.
    const log = await eventually(
      () => apiClient(server.url, again.body.token).get('/admin/audit?kind=organisation'),
      (r) => r.body.entries?.length === 2,
    );
    expect(log.body.entries.map((e: LooseJson) => [e.type, e.summary, e.actor.name])).toEqual([
      ['OrganisationReinstated', 'reinstated the organisation (instance operator)', 'Olive Operator'],
      ['OrganisationSuspended', 'suspended the organisation (instance operator): Unpaid invoice', 'Olive Operator'],
    ]);
  });

  it('suspension refuses single sign-on and partner sign-ins into the organisation', async () => {
    const claims = {
      iss: 'acme',
      sub: `ext-${randomUUID()}`,
      email: `sso-${randomUUID()}@acme.example`,
      org_name: 'Acme Learning',
    };
    const signOn = async () =>
      apiClient(server.url).post('/auth/sso', { assertion: await ssoAssertion(SECRET, claims) });
    const first = await signOn();
    expect(first.status).toBe(200);
    const ssoOrg = (await apiClient(server.url, first.body.token).get('/users/user-info')).body.currentOrg;

    const partnerSignIn = () =>
      signedPartnerPost(
        server.url,
        '/auth/partner-view',
        // A new learner each time (a signature is good once), of the same partner organisation.
        { partner: 'acme', userData: { id: randomUUID(), orgId: 'school-1' } },
        SECRET,
      );
    const viewer = await partnerSignIn();
    expect(viewer.status).toBe(200);
    const partnerOrg = (await apiClient(server.url, viewer.body.token).get('/users/user-info')).body.currentOrg;
    expect(await organisation(partnerOrg)).toMatchObject({ name: 'acme', partner: 'acme' });

    for (const orgId of [ssoOrg, partnerOrg])
      expect((await operator.post(`/admin/instance/organisations/${orgId}/suspend`, {})).status).toBe(200);
    expect(await signOn()).toMatchObject({ status: 403, body: { message: ORGANISATION_SUSPENDED } });
    // A newcomer is refused before an account is made for them.
    const newcomer = { ...claims, sub: `ext-${randomUUID()}`, email: `new-${randomUUID()}@acme.example` };
    const refused = await apiClient(server.url).post('/auth/sso', { assertion: await ssoAssertion(SECRET, newcomer) });
    expect(refused).toMatchObject({ status: 403, body: { message: ORGANISATION_SUSPENDED } });
    expect(await new PostgresEventStore(server.database).readStream(loginStream(newcomer.email))).toEqual([]);
    expect(await partnerSignIn()).toMatchObject({ status: 403, body: { message: ORGANISATION_SUSPENDED } });
    expect((await apiClient(server.url, viewer.body.token).get('/users/user-info')).status).toBe(403);
  });
});
