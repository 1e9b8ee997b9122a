import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { addMember } from '../../support/members';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

describe('GET /users/collab/all-users', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('lists my organisation’s members with initials and colour, pages, and shows emails only when verbose', async () => {
    const admin = await registerUser(server.url, 'Zoe');
    const orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
    await addMember(server, orgId, 'Bob');
    await addMember(server, orgId, 'Ann');
    await registerUser(server.url, 'Stranger');

    const all = await eventually(
      () => admin.api.get('/users/collab/all-users'),
      (r) => r.body.data.data.length === 3,
    );
    expect(all.body.success).toBe(true);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.data.data.map((u: { first_name: string }) => u.first_name)).toEqual(['Ann', 'Bob', 'Zoe']);
    expect(all.body.data.data[0]).toMatchObject({
      name: 'Ann Member',
      initials: 'AM',
      avatarColor: expect.stringMatching(/^#[0-9A-F]{6}$/),
    });
    expect(all.body.data.data[0].email).toBeUndefined();

    const page = await admin.api.get('/users/collab/all-users?page=2&size=2&verbose=true');
    expect(page.body.hasMore).toBe(false);
    expect(page.body.data.data).toHaveLength(1);
    expect(page.body.data.data[0]).toMatchObject({ first_name: 'Zoe', email: admin.email });
    expect((await admin.api.get('/users/collab/all-users?size=101')).status).toBe(400);
  });
  it('a Collaborator sees the names it can mention, never an email, verbose or not', async () => {
    const admin = await registerUser(server.url, 'Yan');
    const guest = await collaboratorOf(server.url, admin.api, await createCourse(admin.api));
    for (const query of ['', '?verbose=true']) {
      const seen = await eventually(
        () => guest.api.get(`/users/collab/all-users${query}`),
        (r) => r.body?.data?.data?.length === 1,
      );
      expect(seen.body.data.data[0]).toMatchObject({
        id: expect.any(String),
        name: 'Yan Tester',
        avatarColor: expect.any(String),
      });
      expect(JSON.stringify(seen.body)).not.toContain('@');
    }
    const verbose = await admin.api.get('/users/collab/all-users?verbose=true');
    expect(verbose.body.data.data[0].email).toBe(admin.email);
  });
});
