import { describe, expect, it } from 'vitest';
import { connectLive } from '../../support/live-client';
import { registerUser } from '../../support/server';
import { servicesShared, useTwoInstances } from '../../support/two-instances';
import { courseRoom } from '../../../src/modules/courses/live-rooms';

if (!servicesShared)
  console.log('DATABASE_URL and NATS_URL are not both set: the two-instance test is skipped (PGlite is one process).');

describe.skipIf(!servicesShared)('two server instances sharing PostgreSQL and NATS', () => {
  const servers = useTwoInstances();

  it('an event written through instance A reaches a socket on instance B', async () => {
    const author = await registerUser(servers.a.url);
    const course = (await author.api.post('/courses/', { course: { title: 'Across' } })).body.course;
    const onB = await connectLive(servers.b.url, author.token);
    onB.send({ v: 2, type: 'join', room: courseRoom(course.id) });
    await onB.waitFor((m) => m.type === 'joined');
    await author.api.put(`/courses/${course.id}`, { course: { title: 'Across instances' } });
    // The creation may be relayed after the join on a loaded machine: B must get the rename.
    const got = await onB.waitFor((m) => m.type === 'event' && m.event.type === 'CourseRenamed');
    expect(got).toMatchObject({ event: { type: 'CourseRenamed', data: { title: 'Across instances' } } });
    await onB.close();
  });

  it('runs each projection and the relay in one instance only', async () => {
    const statuses = [
      (await fetch(`${servers.a.url}/api/ready`).then((r) => r.json())).checks.projections.course_list,
      (await fetch(`${servers.b.url}/api/ready`).then((r) => r.json())).checks.projections.course_list,
    ];
    expect(statuses.sort()).toEqual(['running', 'standby']);
  });

  it('both instances name the one holding each lease', async () => {
    const leasesOf = async (url: string) =>
      (await fetch(`${url}/api/ready`).then((r) => r.json())).checks.leases as Record<
        string,
        { holder: string | null }
      >;
    const holders = (leases: Record<string, { holder: string | null }>) =>
      Object.fromEntries(Object.entries(leases).map(([lease, { holder }]) => [lease, holder]));
    const [onA, onB] = [holders(await leasesOf(servers.a.url)), holders(await leasesOf(servers.b.url))];
    expect(onA).toEqual(onB);
    expect(onA).toMatchObject({ relay: expect.stringMatching(/:\d+$/), 'projection:course_list': expect.any(String) });
  });
});
