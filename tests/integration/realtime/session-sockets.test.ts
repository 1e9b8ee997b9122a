import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../../src/platform/mail/mailer';
import { SESSION_ENDED_CLOSE_CODE } from '../../../src/platform/realtime/protocol';
import { databaseLabel } from '../../support/database';
import { waitUntil } from '../../support/eventually';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { courseRoom } from '../../../src/modules/courses/live-rooms';

/** Settles with the close, or with 'still open' after `ms` (the socket was not closed in time). */
const closeWithin = (live: Awaited<ReturnType<typeof connectLive>>, ms: number) =>
  Promise.race([live.closed, new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms))]);

describe(`open sockets follow the session, not the token (${databaseLabel})`, () => {
  const mails: Mail[] = [];
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let orgId: string;
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer({ mailer: { send: async (mail) => void mails.push(mail) } });
    admin = await registerUser(server.url, 'Alice');
    orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
    courseId = (await admin.api.post('/courses/', { course: { title: 'Shared' } })).body.course.id;
  });
  afterAll(async () => server.close());

  /** A member of the organisation with a socket watching the organisation's course. */
  async function watchingMember(name: string) {
    const member = await addMember(server, orgId, name);
    const live = await connectLive(server.url, member.token);
    live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseId));
    return { ...member, live };
  }

  it('a removed member’s socket is closed and hears nothing more of the organisation', async () => {
    const { userId, live } = await watchingMember('Rita');
    expect((await admin.api.delete(`/organization/members/${userId}`)).status).toBeLessThan(300);
    expect(await closeWithin(live, 3000)).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'Token Expired' });
    await admin.api.put(`/courses/${courseId}`, { course: { title: 'After Rita left' } });
    expect(live.events(courseRoom(courseId)).filter((e) => e.type === 'CourseRenamed')).toEqual([]);
  });

  it('a role change closes the member’s socket (its session ended)', async () => {
    const { userId, live } = await watchingMember('Carl');
    expect((await admin.api.put(`/organization/members/${userId}/role`, { role: 'ADMIN' })).status).toBe(200);
    expect(await closeWithin(live, 3000)).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'Token Expired' });
  });

  it('a newer login closes the older session’s sockets and keeps its own', async () => {
    const user = await registerUser(server.url, 'Lena');
    const course = (await user.api.post('/courses/', { course: { title: 'Mine' } })).body.course.id as string;
    const older = await connectLive(server.url, user.token);
    older.send({ v: 2, type: 'join', room: courseRoom(course) });
    await older.waitFor((m) => m.type === 'joined');

    const login = await apiClient(server.url).post('/auth/login', { email: user.email, password: 'correct horse' });
    expect(await closeWithin(older, 3000)).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'active login detected' });
    const newer = await connectLive(server.url, login.body.token);
    newer.send({ v: 2, type: 'join', room: courseRoom(course) });
    await newer.waitFor((m) => m.type === 'joined');
    expect(newer.isOpen()).toBe(true);
    await newer.close();
  });

  it('a password reset closes the sockets of the session it ended', async () => {
    const user = await registerUser(server.url, 'Pia');
    const live = await connectLive(server.url, user.token);
    await live.waitFor((m) => m.type === 'welcome');
    await apiClient(server.url).post('/auth/forgot-password', { email: user.email });
    await waitUntil(async () => mails.some((m) => m.to === user.email));
    const token = new URL(/(http\S+)/.exec(mails.find((m) => m.to === user.email)!.text)![1]!).searchParams.get(
      'token',
    );
    expect(
      (await apiClient(server.url).post('/auth/reset-password', { token, password: 'a brand new password' })).status,
    ).toBeLessThan(300);
    expect(await closeWithin(live, 3000)).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'Token Expired' });
  });
});
