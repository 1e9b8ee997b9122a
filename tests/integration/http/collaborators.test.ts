import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf, createCourse, invite } from '../../support/collaborators';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { COURSE_LIST_ROOM, courseRoom } from '../../../src/modules/courses/live-rooms';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('collaborators', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let orgId: string;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url, 'Ada');
    orgId = (await author.api.get('/users/user-info')).body.currentOrg;
  });
  afterAll(async () => server.close());

  it('an author invites by email; the link gives a Collaborator token bound to the course and its organisation', async () => {
    const courseId = await createCourse(author.api);
    const { email, link, secret } = await invite(author.api, courseId, 'Guest.One@Example.com');
    expect(link).toMatch(new RegExp(`^/launch/${courseId}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(email).toBe('Guest.One@Example.com');

    const list = await author.api.get(`/collaborators/${courseId}`);
    expect(list.status).toBe(200);
    expect(list.body.collaborators).toEqual([
      { courseId, email: 'guest.one@example.com', firstname: 'Gail', lastname: 'Guest', joined: false },
    ]);

    const anonymous = apiClient(server.url);
    expect(
      (
        await anonymous.post(`/collaborators/validate-access/${courseId}`, {
          token: secret,
          email: 'someone@example.com',
        })
      ).status,
    ).toBe(401);
    expect(
      (await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: `${secret}x`, email })).status,
    ).toBe(401);
    const ok = await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: secret, email });
    expect(ok.status).toBe(200);
    expect(claimsOf(ok.body.token)).toMatchObject({
      roles: ['Collaborator'],
      course: courseId,
      org: orgId,
      email: 'guest.one@example.com',
    });
    expect((await author.api.get(`/collaborators/${courseId}`)).body.collaborators[0].joined).toBe(true);
  });

  it('a collaborator reads its course, names itself, and is refused everything else', async () => {
    const courseId = await createCourse(author.api, 'Invited');
    const other = await createCourse(author.api, 'Not invited');
    const guest = await collaboratorOf(server.url, author.api, courseId);

    const course = await guest.api.get(`/courses/${courseId}`);
    expect(course.status).toBe(200);
    expect(course.body.course).toMatchObject({ id: courseId, title: 'Invited', description: 'About Invited' });
    expect((await guest.api.get(`/courses/${other}`)).status).toBe(403);
    expect((await guest.api.get('/courses/list')).status).toBe(403);
    expect((await guest.api.put(`/courses/${courseId}`, { course: { title: 'Mine now' } })).status).toBe(403);
    expect((await guest.api.get(`/collaborators/${courseId}`)).status).toBe(403);
    expect((await guest.api.get('/users/user-info')).status).toBe(403);

    const named = await guest.api.put('/collaborators/update-name', { firstname: 'Greta', lastname: 'Garbo' });
    expect(named.status).toBe(200);
    expect(claimsOf(named.body.token)).toMatchObject({
      first_name: 'Greta',
      last_name: 'Garbo',
      course: courseId,
      roles: ['Collaborator'],
    });
    expect((await author.api.get(`/collaborators/${courseId}`)).body.collaborators[0]).toMatchObject({
      firstname: 'Greta',
      lastname: 'Garbo',
    });
    expect((await guest.api.put('/collaborators/update-name', { firstname: '', lastname: 'x' })).status).toBe(400);
    // An author has no invitation to name.
    expect((await author.api.put('/collaborators/update-name', { firstname: 'A', lastname: 'B' })).status).toBe(403);
  });

  it('only the course’s organisation may invite or list; a deleted course’s link stops working', async () => {
    const courseId = await createCourse(author.api, 'Private');
    const stranger = await registerUser(server.url, 'Eve');
    expect(
      (await stranger.api.put(`/collaborators/${courseId}`, { email: 'x@example.com', firstname: 'X', lastname: 'Y' }))
        .status,
    ).toBe(404);
    expect((await stranger.api.get(`/collaborators/${courseId}`)).status).toBe(404);
    expect((await apiClient(server.url).get(`/collaborators/${courseId}`)).status).toBe(401);
    expect(
      (await author.api.put(`/collaborators/${courseId}`, { email: 'not an email', firstname: 'X', lastname: 'Y' }))
        .status,
    ).toBe(400);
    expect(
      (await author.api.put('/collaborators/nope', { email: 'x@example.com', firstname: 'X', lastname: 'Y' })).status,
    ).toBe(404);

    const member = await addMember(server, orgId, 'Uma');
    expect(
      (await member.api.put(`/collaborators/${courseId}`, { email: 'u@example.com', firstname: 'U', lastname: 'V' }))
        .status,
    ).toBe(201);

    const { email, secret } = await invite(author.api, courseId);
    expect((await author.api.delete(`/courses/${courseId}`)).status).toBe(200);
    expect(
      (await apiClient(server.url).post(`/collaborators/validate-access/${courseId}`, { token: secret, email })).status,
    ).toBe(404);
  });

  it('external-collaborator-user tells a member of my organisation from an outsider', async () => {
    const member = await addMember(server, orgId, 'Max');
    const memberEmail = (await member.api.get('/users/user-info')).body.email;
    const known = await author.api.post('/collaborators/external-collaborator-user', { email: memberEmail });
    expect(known.body).toEqual({ success: true, data: { id: member.userId, email: memberEmail, isMember: true } });
    const outsider = await author.api.post('/collaborators/external-collaborator-user', { email: 'out@example.com' });
    expect(outsider.body.data).toMatchObject({
      email: 'out@example.com',
      isMember: false,
      id: expect.stringMatching(/^collab-/),
    });
    expect((await author.api.post('/collaborators/external-collaborator-user', { email: 'nope' })).status).toBe(400);
  });

  it('over the websocket a collaborator watches only its course and not the module list', async () => {
    const courseId = await createCourse(author.api, 'Live');
    const other = await createCourse(author.api, 'Other');
    const guest = await collaboratorOf(server.url, author.api, courseId);
    const live = await connectLive(server.url, guest.token);
    try {
      live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
      await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseId));
      live.send({ v: 2, type: 'join', room: courseRoom(other) });
      await live.waitFor((m) => m.type === 'error' && m.room === courseRoom(other));
      live.send({ v: 2, type: 'join', room: COURSE_LIST_ROOM });
      await live.waitFor((m) => m.type === 'error' && m.message === 'Not allowed to follow the module list');
      await author.api.put(`/courses/${courseId}`, { course: { title: 'Live, renamed' } });
      await live.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed');
    } finally {
      await live.close();
    }
  });
  it('an author removes a collaborator: its tokens, its link and its open socket stop at once; a new invitation is a new grant', async () => {
    const courseId = await createCourse(author.api, 'Revocable');
    const { email, secret } = await invite(author.api, courseId);
    const anonymous = apiClient(server.url);
    const first = await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: secret, email });
    const guest = apiClient(server.url, first.body.token);
    const renamed = apiClient(
      server.url,
      (await guest.put('/collaborators/update-name', { firstname: 'Greta', lastname: 'Guest' })).body.token,
    );
    expect((await renamed.get(`/courses/${courseId}`)).status).toBe(200);
    const live = await connectLive(server.url, first.body.token);
    try {
      live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
      await live.waitFor((m) => m.type === 'joined');

      const removed = await author.api.delete(`/collaborators/${courseId}/${encodeURIComponent(email.toUpperCase())}`);
      expect(removed).toEqual({ status: 200, body: { courseId, email: email.toLowerCase(), removed: true } });
      expect(await live.closed).toEqual({ code: 4001, reason: 'Token Expired' });
    } finally {
      await live.close();
    }
    for (const token of [guest, renamed]) {
      expect(await token.get(`/courses/${courseId}`)).toEqual({ status: 401, body: { message: 'Token Expired' } });
      expect((await token.get(`/comments/course/${courseId}`)).status).toBe(401);
    }
    await expect(connectLive(server.url, first.body.token)).rejects.toThrow(/401/);
    expect((await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: secret, email })).status).toBe(
      401,
    );
    expect((await author.api.get(`/collaborators/${courseId}`)).body.collaborators).toEqual([]);
    expect(await author.api.delete(`/collaborators/${courseId}/${encodeURIComponent(email)}`)).toEqual({
      status: 404,
      body: { message: 'Collaborator not found' },
    });

    const again = await invite(author.api, courseId, email);
    const back = await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: again.secret, email });
    expect(back.status).toBe(200);
    expect((await apiClient(server.url, back.body.token).get(`/courses/${courseId}`)).status).toBe(200);
    expect((await guest.get(`/courses/${courseId}`)).status).toBe(401);
    expect((await anonymous.post(`/collaborators/validate-access/${courseId}`, { token: secret, email })).status).toBe(
      401,
    );
  });

  it('only the course’s organisation removes its collaborators; a collaborator cannot remove anyone', async () => {
    const courseId = await createCourse(author.api, 'Guarded');
    const guest = await collaboratorOf(server.url, author.api, courseId);
    const stranger = await registerUser(server.url, 'Mallory');
    expect((await stranger.api.delete(`/collaborators/${courseId}/${encodeURIComponent(guest.email)}`)).status).toBe(
      404,
    );
    expect((await guest.api.delete(`/collaborators/${courseId}/${encodeURIComponent(guest.email)}`)).status).toBe(403);
    expect((await author.api.delete(`/collaborators/${courseId}/not-an-email`)).status).toBe(400);
    expect((await guest.api.get(`/courses/${courseId}`)).status).toBe(200);
  });
});
