import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/platform/db/postgres';
import { openTestDatabase } from '../../support/database';
import { connectLive } from '../../support/live-client';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { courseRoom } from '../../../src/modules/courses/live-rooms';

const shared = Boolean(process.env.DATABASE_URL && process.env.NATS_URL);
if (!shared)
  console.log('DATABASE_URL and NATS_URL are not both set: the two-instance test is skipped (PGlite is one process).');

describe.skipIf(!shared)('two server instances sharing PostgreSQL and NATS', () => {
  let a: TestServer;
  let b: TestServer;
  const secret = 'a shared secret that is long enough for HS256 signing';
  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await startTestServer({ database, jwtSecret: secret });
    b = await startTestServer({ database: openPostgres((database as { url: string }).url), jwtSecret: secret });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an event written through instance A reaches a socket on instance B', async () => {
    const author = await registerUser(a.url);
    const course = (await author.api.post('/courses/', { course: { title: 'Across' } })).body.course;
    const onB = await connectLive(b.url, author.token);
    onB.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await onB.waitFor((m) => m.type === 'joined');
    await author.api.put(`/courses/${course.id}`, { course: { title: 'Across instances' } });
    const got = await onB.waitFor((m) => m.type === 'event');
    expect(got).toMatchObject({ event: { type: 'CourseRenamed', data: { title: 'Across instances' } } });
    await onB.close();
  });

  it('runs each projection and the relay in one instance only', async () => {
    const statuses = [
      (await fetch(`${a.url}/api/ready`).then((r) => r.json())).checks.projections.course_list,
      (await fetch(`${b.url}/api/ready`).then((r) => r.json())).checks.projections.course_list,
    ];
    expect(statuses.sort()).toEqual(['running', 'standby']);
  });
});
