import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
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
    expect(all.body.data.data[0]).toMatchObject({ name: 'Ann Member', initials: 'AM', avatarColor: expect.stringMatching(/^#[0-9A-F]{6}$/) });
    expect(all.body.data.data[0].email).toBeUndefined();

    const page = await admin.api.get('/users/collab/all-users?page=2&size=2&verbose=true');
    expect(page.body.hasMore).toBe(false);
    expect(page.body.data.data).toHaveLength(1);
    expect(page.body.data.data[0]).toMatchObject({ first_name: 'Zoe', email: admin.email });
    expect((await admin.api.get('/users/collab/all-users?size=101')).status).toBe(400);
  });
});
