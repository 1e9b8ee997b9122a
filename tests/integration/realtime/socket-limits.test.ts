import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLabel } from '../../support/database';
import { connectLive } from '../../support/live-client';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { courseRoom } from '../../../src/modules/courses/live-rooms';

type Live = Awaited<ReturnType<typeof connectLive>>;

/** Waits until the socket is closed, or fails after `ms`. */
async function closedWithin(live: Live, ms: number) {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), ms));
  return Promise.race([live.closed, timeout]);
}

describe(`live socket limits (${databaseLabel})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ socketLimits: { maxRooms: 3 } });
  });
  afterAll(async () => server.close());

  async function authorWithCourse() {
    const author = await registerUser(server.url);
    const courseId = (await author.api.post('/courses/', { course: { title: 'Limits' } })).body.course.id as string;
    return { author, courseId };
  }

  it('a flood of messages gets one error, then the socket is closed (1008)', async () => {
    const { author, courseId } = await authorWithCourse();
    const live = await connectLive(server.url, author.token);
    await live.waitFor((m) => m.type === 'welcome');
    for (let i = 0; i < 5000; i++) live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    expect(await closedWithin(live, 5000)).toMatchObject({ code: 1008 });
    expect(
      live.messages.filter((m) => m.type === 'error' && m.message === 'Too many messages: slow down'),
    ).toHaveLength(1);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('watching an already watched course is a no-op, and a refused one is answered again from memory', async () => {
    const { author, courseId } = await authorWithCourse();
    const live = await connectLive(server.url, author.token);
    for (let i = 0; i < 10; i++) live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    live.send({ v: 2, type: 'join', room: courseRoom('no-such-course') });
    await live.waitFor((m) => m.type === 'joined');
    await live.waitFor((m) => m.type === 'error' && m.room === courseRoom('no-such-course'));
    for (let i = 0; i < 10; i++) live.send({ v: 2, type: 'join', room: courseRoom('no-such-course') });
    await live.waitFor(
      () => live.messages.filter((m) => m.type === 'error' && m.room === courseRoom('no-such-course')).length === 11,
    );
    live.send({ v: 2, type: 'leave', room: courseRoom(courseId) });
    live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    await live.waitFor(() => live.messages.filter((m) => m.type === 'joined').length === 2);
    expect(live.messages.filter((m) => m.type === 'joined')).toHaveLength(2);
    expect(live.isOpen()).toBe(true);
    await live.close();
  });

  it('a socket watches at most the configured number of courses', async () => {
    const { author } = await authorWithCourse();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await author.api.post('/courses/', { course: { title: `c${i}` } })).body.course.id);
    const live = await connectLive(server.url, author.token);
    for (const courseId of ids.slice(0, 3)) {
      live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
      await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(courseId));
    }
    live.send({ v: 2, type: 'join', room: courseRoom(ids[3]!) });
    expect(await live.waitFor((m) => m.type === 'error' && m.room === courseRoom(ids[3]!))).toMatchObject({
      message: 'At most 3 rooms can be joined at once',
    });
    live.send({ v: 2, type: 'leave', room: courseRoom(ids[0]!) });
    live.send({ v: 2, type: 'join', room: courseRoom(ids[3]!) });
    await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(ids[3]!));
    await live.close();
  });

  it('presence is coalesced: many announcements in a moment reach the others as the first and the latest', async () => {
    const { author, courseId } = await authorWithCourse();
    const [talker, listener] = [
      await connectLive(server.url, author.token),
      await connectLive(server.url, author.token),
    ];
    for (const live of [talker, listener]) {
      live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
      await live.waitFor((m) => m.type === 'joined');
    }
    for (let i = 0; i < 50; i++) talker.send({ v: 2, type: 'presence', room: courseRoom(courseId), focus: `b${i}` });
    await listener.waitFor((m) => m.type === 'presence' && m.focus === 'b49');
    const heard = listener.messages.flatMap((m) => (m.type === 'presence' ? [m.focus] : []));
    expect(heard).toEqual(['b0', 'b49']);
    await talker.close();
    await listener.close();
  });

  it('a frame bigger than any client message closes the socket (1009) instead of being read', async () => {
    const { author } = await authorWithCourse();
    const live = await connectLive(server.url, author.token);
    await live.waitFor((m) => m.type === 'welcome');
    live.sendRaw(JSON.stringify({ v: 1, type: 'watch', courseId: 'x'.repeat(100_000) }));
    expect(await closedWithin(live, 5000)).toMatchObject({ code: 1009 });
  });
});
