import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { connectLive } from '../../support/live-client';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { COURSE_LIST_ROOM, courseRoom } from '../../../src/modules/courses/live-rooms';

describe('live socket gateway', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('refuses an upgrade without a valid token', async () => {
    await expect(connectLive(server.url, 'nope')).rejects.toThrow('upgrade refused: 401');
  });

  it('pushes a course’s events to its watchers with version and position', async () => {
    const author = await registerUser(server.url);
    const created = (await author.api.post('/courses/', { course: { title: 'Live' } })).body;
    const course = created.course;
    const live = await connectLive(server.url, author.token);
    await live.waitFor((m) => m.type === 'welcome');
    live.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await live.waitFor((m) => m.type === 'joined' && m.room === courseRoom(course.id));

    await author.api.put(`/courses/${course.id}`, { course: { title: 'Live!' } });
    const message = await live.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed');
    expect(message).toMatchObject({
      room: courseRoom(course.id),
      event: {
        type: 'CourseRenamed',
        version: created.revision + 1,
        position: expect.stringMatching(/^\d+\/\d+$/),
        data: { courseId: course.id, title: 'Live!' },
      },
    });
    await live.close();
  });

  it('a client that reconnects with its last position receives exactly what it missed', async () => {
    const author = await registerUser(server.url);
    const course = (await author.api.post('/courses/', { course: { title: 'v0' } })).body.course;
    const first = await connectLive(server.url, author.token);
    first.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await first.waitFor((m) => m.type === 'joined');
    await author.api.put(`/courses/${course.id}`, { course: { title: 'v1' } });
    // The creation may be relayed after the join on a loaded machine: the position kept is the rename's.
    const seen = await first.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed');
    await first.close();

    for (const title of ['v2', 'v3', 'v4']) await author.api.put(`/courses/${course.id}`, { course: { title } });

    const second = await connectLive(server.url, author.token);
    second.send({
      v: 2,
      type: 'join',
      room: courseRoom(course.id),
      after: (seen as { event: { position: string } }).event.position,
    });
    await second.waitFor((m) => m.type === 'joined');
    await author.api.put(`/courses/${course.id}`, { course: { title: 'v5' } });
    await second.waitFor((m) => m.type === 'event' && (m.event.data as { title: string }).title === 'v5');
    const renames = second.events(courseRoom(course.id)).filter((e) => e.type === 'CourseRenamed');
    expect(renames.map((e) => (e.data as { title: string }).title)).toEqual(['v2', 'v3', 'v4', 'v5']);
    await second.close();
  });

  it('a client that rejoins after a position hears every stream its course room carries: the course’s, its comments’, its media’s and its jobs’, and no other course’s', async () => {
    const author = await registerUser(server.url);
    const created = (await author.api.post('/courses/', { course: { title: 'Away' } })).body;
    const course = created.course;
    const other = (await author.api.post('/courses/', { course: { title: 'Elsewhere' } })).body.course;
    const store = new PostgresEventStore(server.database);
    const away = { position: created.position as string };

    await author.api.put(`/courses/${course.id}`, { course: { title: 'Renamed while away' } });
    await author.api.post('/comments/', { courseId: course.id, blockId: course.blocks[0].id, content: 'noticed' });
    const failed = (courseId: string, mediaId: string) => ({
      type: 'MediaProcessingFailed',
      data: { mediaId, courseId, reason: 'not an image' },
    });
    await store.appendToStream('media-m1', [failed(course.id, 'm1')], { expectedVersion: 'any' });
    await store.appendToStream('media-m2', [failed(other.id, 'm2')], { expectedVersion: 'any' });
    await store.appendToStream(
      'media-job-j1',
      [{ type: 'MediaJobFailed', data: { jobId: 'j1', courseId: course.id, blockId: 'b', reason: 'no engine' } }],
      { expectedVersion: 'any' },
    );
    await store.close();

    const back = await connectLive(server.url, author.token);
    back.send({ v: 2, type: 'join', room: courseRoom(course.id), after: away.position });
    await back.waitFor((m) => m.type === 'joined');
    await back.waitFor((m) => m.type === 'event' && m.event.type === 'MediaJobFailed');
    expect(back.events(courseRoom(course.id)).map((e) => [e.type, e.streamId])).toEqual([
      ['CourseRenamed', `course-${course.id}`],
      ['DraftingStarted', `course-${course.id}`],
      ['CommentAdded', `comments-${course.id}`],
      ['MediaProcessingFailed', 'media-m1'],
      ['MediaJobFailed', 'media-job-j1'],
    ]);
    expect(back.messages.some((m) => m.type === 'resync')).toBe(false);
    await back.close();
  });

  it('never lets a user watch another organisation’s course', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const stranger = await registerUser(server.url, 'Stranger');
    const course = (await owner.api.post('/courses/', { course: { title: 'Secret' } })).body.course;
    const live = await connectLive(server.url, stranger.token);
    live.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    expect(await live.waitFor((m) => m.type === 'error')).toMatchObject({
      message: 'Course not found',
      room: courseRoom(course.id),
    });
    await owner.api.put(`/courses/${course.id}`, { course: { title: 'Secret 2' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(live.events(courseRoom(course.id))).toEqual([]);
    await live.close();
  });

  it('refuses a room of a kind no module contributes, and a list room with a key', async () => {
    const { token } = await registerUser(server.url);
    const live = await connectLive(server.url, token);
    live.send({ v: 2, type: 'join', room: 'secrets:all' });
    expect(await live.waitFor((m) => m.type === 'error' && m.room === 'secrets:all')).toMatchObject({
      message: 'Unknown room',
    });
    live.send({ v: 2, type: 'join', room: `${COURSE_LIST_ROOM}:another-org` });
    expect(await live.waitFor((m) => m.type === 'error' && m.room === `${COURSE_LIST_ROOM}:another-org`)).toMatchObject(
      { message: 'Not allowed to follow the module list' },
    );
    expect(live.messages.some((m) => m.type === 'joined')).toBe(false);
    await live.close();
  });

  it('answers a malformed message with an error and keeps the socket open', async () => {
    const { token } = await registerUser(server.url);
    const live = await connectLive(server.url, token);
    live.send({ v: 2, type: 'watch' } as never);
    expect(await live.waitFor((m) => m.type === 'error')).toMatchObject({ message: 'Invalid message' });
    await live.close();
  });
});

describe('live socket gateway: a client far behind', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('is told to resync instead of replaying thousands of events, and can watch again', async () => {
    const author = await registerUser(server.url);
    const created = await author.api.post('/courses/', { course: { title: 'Busy' } });
    const course = created.body.course;
    const store = new PostgresEventStore(server.database);
    const many = Array.from({ length: 2001 }, (_, i) => ({
      type: 'CourseDescribed',
      data: { courseId: course.id, description: `d${i}` },
    }));
    await store.appendToStream(`course-${course.id}`, many, { expectedVersion: created.body.revision });

    const live = await connectLive(server.url, author.token);
    live.send({ v: 2, type: 'join', room: courseRoom(course.id), after: created.body.position });
    await live.waitFor((m) => m.type === 'resync' && m.room === courseRoom(course.id));
    expect(live.events(courseRoom(course.id))).toEqual([]);
    live.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await live.waitFor((m) => m.type === 'joined');
    await author.api.put(`/courses/${course.id}`, { course: { title: 'Busy again' } });
    expect(await live.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed')).toMatchObject({
      event: { version: created.body.revision + 2002 },
    });
    await live.close();
  });
});

describe('live socket gateway: presence', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('tells the others in the course who is here and which block they edit, and when they leave; never stored', async () => {
    const author = await registerUser(server.url, 'Presence');
    const course = (await author.api.post('/courses/', { course: { title: 'Together' } })).body.course;
    const first = await connectLive(server.url, author.token);
    const second = await connectLive(server.url, author.token);
    for (const live of [first, second]) {
      live.send({ v: 2, type: 'join', room: courseRoom(course.id) });
      await live.waitFor((m) => m.type === 'joined');
    }
    first.send({ v: 2, type: 'presence', room: courseRoom(course.id), focus: 'block-1' });
    expect(await second.waitFor((m) => m.type === 'presence')).toMatchObject({
      room: courseRoom(course.id),
      member: { name: 'Presence Tester' },
      focus: 'block-1',
    });
    await first.close();
    expect(await second.waitFor((m) => m.type === 'presenceLeft')).toMatchObject({ room: courseRoom(course.id) });
    // Presence is not an event of the course: a replay brings none.
    expect(second.events(courseRoom(course.id))).toEqual([]);
    await second.close();
  });

  it('ignores presence in a course the socket does not watch', async () => {
    const author = await registerUser(server.url, 'Elsewhere');
    const course = (await author.api.post('/courses/', { course: { title: 'Watched' } })).body.course;
    const watcher = await connectLive(server.url, author.token);
    watcher.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await watcher.waitFor((m) => m.type === 'joined');
    const outsider = await connectLive(server.url, author.token);
    outsider.send({ v: 2, type: 'presence', room: courseRoom(course.id), focus: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(watcher.messages.filter((m) => m.type === 'presence')).toEqual([]);
    await Promise.all([watcher.close(), outsider.close()]);
  });
});

describe('live socket gateway: heartbeats', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ heartbeat: { everyMs: 100, deadAfterMs: 350 } });
  });
  afterAll(async () => server.close());

  it('closes a socket that stops answering pings, and keeps one that answers', async () => {
    const { token } = await registerUser(server.url);
    const url = `${server.url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;
    const silent = new WebSocket(url);
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    await new Promise((resolve) => silent.once('open', resolve));
    const alive = await connectLive(server.url, token);
    expect(await closed).toBe(4000);
    await new Promise((r) => setTimeout(r, 500));
    expect(alive.messages.filter((m) => m.type === 'ping').length).toBeGreaterThan(3);
    alive.send({ v: 2, type: 'join', room: COURSE_LIST_ROOM });
    await alive.waitFor((m) => m.type === 'joined' && m.room === COURSE_LIST_ROOM);
    await alive.close();
  });
});
