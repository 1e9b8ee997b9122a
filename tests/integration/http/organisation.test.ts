import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { addMember } from '../../support/members';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

describe('organisation: invites, members, roles', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let orgId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server.url, 'Alice'); // the instance's first user: ADMIN
    orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
  });
  afterAll(async () => server.close());

  const register = (inviteToken: string, email: string) =>
    apiClient(server.url).post('/auth/register', {
      email,
      password: 'correct horse',
      first_name: 'Ivy',
      last_name: 'Invitee',
      inviteToken,
    });

  it('an invitee registers through the link and joins that organisation; the link works once', async () => {
    const invite = await admin.api.post('/organization/invites');
    expect(invite.status).toBe(201);
    expect(invite.body.link).toBe(`/author/self-registration?invite=${encodeURIComponent(invite.body.token)}`);
    expect(Date.parse(invite.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const preview = await apiClient(server.url).get(`/organization/invites/${encodeURIComponent(invite.body.token)}`);
    expect(preview).toMatchObject({ status: 200, body: { orgName: "Alice Tester's organisation" } });

    const joined = await register(invite.body.token, `ivy-${Date.now()}@example.com`);
    expect(joined.status).toBe(201);
    const ivy = apiClient(server.url, joined.body.token);
    expect((await ivy.get('/users/user-info')).body).toMatchObject({
      currentOrg: orgId,
      roles: ['USER'],
      orgName: "Alice Tester's organisation",
    });

    const again = await register(invite.body.token, `other-${Date.now()}@example.com`);
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'This invite link is not valid, has been used, or has expired' },
    });
    expect(
      (await apiClient(server.url).get(`/organization/invites/${encodeURIComponent(invite.body.token)}`)).status,
    ).toBe(400);
    expect((await register(`${orgId}.nope.nope`, `x-${Date.now()}@example.com`)).status).toBe(400);

    const members = await admin.api.get('/organization/members');
    expect(members.body.members.map((m: { first_name: string; roles: string[] }) => [m.first_name, m.roles])).toEqual([
      ['Alice', ['ADMIN', 'USER']],
      ['Ivy', ['USER']],
    ]);
    // Members of one organisation see each other in the pickers.
    const picker = await eventually(
      () => ivy.get('/users/collab/all-users'),
      (r) => r.body.data.data.length === 2,
    );
    expect(picker.body.data.data.map((m: { first_name: string }) => m.first_name)).toEqual(['Alice', 'Ivy']);
  });

  it('only an admin invites, lists, changes roles and removes', async () => {
    const user = await addMember(server, orgId, 'Uma');
    expect((await user.api.post('/organization/invites')).status).toBe(403);
    expect((await user.api.get('/organization/members')).status).toBe(403);
    expect((await user.api.put(`/organization/members/${user.userId}/role`, { role: 'ADMIN' })).status).toBe(403);
    expect((await user.api.delete(`/organization/members/${user.userId}`)).status).toBe(403);
    expect((await admin.api.put(`/organization/members/${user.userId}/role`, { role: 'OWNER' })).status).toBe(400);
    expect((await admin.api.put('/organization/members/nobody/role', { role: 'ADMIN' })).status).toBe(404);
    const stranger = await registerUser(server.url, 'Sid');
    expect(
      (await admin.api.delete(`/organization/members/${(await stranger.api.get('/users/user-info')).body.id}`)).status,
    ).toBe(404);
  });

  it('a role change ends the member’s session; logging in again gives the new roles', async () => {
    const user = await addMember(server, orgId, 'Rob');
    const promoted = await admin.api.put(`/organization/members/${user.userId}/role`, { role: 'ADMIN' });
    expect(promoted.body.member).toMatchObject({ id: user.userId, roles: ['ADMIN', 'USER'] });
    expect(await user.api.get('/users/user-info')).toMatchObject({ status: 401, body: { message: 'Token Expired' } });

    const email = promoted.body.member.email;
    const login = await apiClient(server.url).post('/auth/login', { email, password: 'member password' });
    const rob = apiClient(server.url, login.body.token);
    expect((await rob.get('/users/user-info')).body.roles).toEqual(['ADMIN', 'USER']);
    expect((await rob.get('/organization/members')).status).toBe(200);
  });

  it('never removes or demotes the last admin', async () => {
    const aliceId = (await admin.api.get('/users/user-info')).body.id;
    const solo = await registerUser(server.url, 'Solo');
    expect(solo).toBeDefined();
    const members = (await admin.api.get('/organization/members')).body.members as { id: string; roles: string[] }[];
    // Demote every other admin first, so Alice is the last.
    for (const m of members.filter((x) => x.id !== aliceId && x.roles.includes('ADMIN'))) {
      expect((await admin.api.put(`/organization/members/${m.id}/role`, { role: 'USER' })).status).toBe(200);
    }
    expect(await admin.api.put(`/organization/members/${aliceId}/role`, { role: 'USER' })).toMatchObject({
      status: 400,
      body: { message: 'An organisation needs at least one administrator' },
    });
    expect((await admin.api.delete(`/organization/members/${aliceId}`)).status).toBe(400);
  });

  it('a removed member’s tokens stop working, it cannot log in, and it leaves the pickers', async () => {
    const user = await addMember(server, orgId, 'Gone');
    await eventually(
      () => admin.api.get('/users/collab/all-users'),
      (r) => r.body.data.data.some((m: { id: string }) => m.id === user.userId),
    );
    expect((await admin.api.delete(`/organization/members/${user.userId}`)).body).toEqual({ removed: user.userId });
    expect(await user.api.get('/courses/list')).toMatchObject({ status: 401, body: { message: 'Token Expired' } });
    const members = (await admin.api.get('/organization/members')).body.members as { id: string }[];
    expect(members.some((m) => m.id === user.userId)).toBe(false);
    const picker = await eventually(
      () => admin.api.get('/users/collab/all-users'),
      (r) => !r.body.data.data.some((m: { id: string }) => m.id === user.userId),
    );
    expect(picker.body.data.data.some((m: { id: string }) => m.id === user.userId)).toBe(false);
  });
});
