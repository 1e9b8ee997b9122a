import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { COURSE_LIST_ROOM } from '../../../src/modules/courses/live-rooms';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
const titles = (body: { courses: Array<{ title: string }> }) => body.courses.map((c) => c.title);

async function create(api: Api, title: string, extra: { description?: string; tags?: string[] } = {}) {
  const res = await api.post('/courses/', { course: { title, description: extra.description ?? '' } });
  let position = res.body.position as string;
  if (extra.tags)
    position = (await api.put(`/course-tag/${res.body.course.id}`, { tags: extra.tags, replace: true })).body.position;
  return { id: res.body.course.id as string, position };
}

describe('content library', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let orgId: string;
  let member: Awaited<ReturnType<typeof addMember>>;
  let fire: { id: string; position: string };
  let ladder: { id: string; position: string };
  let last: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server.url, 'Admin');
    orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
    member = await addMember(server, orgId, 'Member');
    fire = await create(admin.api, 'Fire safety', { description: 'Alarms and exits', tags: ['Safety', 'Onboarding'] });
    ladder = await create(member.api, 'Ladder use', { tags: ['Safety'] });
    last = (await create(admin.api, 'Welcome to the team', { tags: ['Onboarding', 'HR'] })).position;
  });
  afterAll(async () => server.close());

  it('lists the organisation’s modules with labels, owner name and favourite flag', async () => {
    const { body } = await admin.api.get(`/courses/list?after=${last}`);
    expect(body.total).toBe(3);
    expect(titles(body)).toEqual(['Welcome to the team', 'Ladder use', 'Fire safety']);
    expect(body.courses[1]).toMatchObject({
      tags: ['Safety'],
      createdByName: 'Member Member',
      isFavourite: false,
      deletedAt: null,
    });
  });

  it('filters my content, shared content, by creator, and by labels (all of them)', async () => {
    expect(titles((await admin.api.get(`/courses/list?filter=my-content&after=${last}`)).body)).toEqual([
      'Welcome to the team',
      'Fire safety',
    ]);
    expect(titles((await admin.api.get(`/courses/list?filter=shared&after=${last}`)).body)).toEqual(['Ladder use']);
    expect(titles((await admin.api.get(`/courses/list?userId=${member.userId}`)).body)).toEqual(['Ladder use']);
    expect(titles((await admin.api.get('/courses/list?tags=Safety')).body)).toEqual(['Ladder use', 'Fire safety']);
    expect(titles((await admin.api.get('/courses/list?tags=Safety,Onboarding')).body)).toEqual(['Fire safety']);
    expect((await admin.api.get('/courses/list?filter=drafts')).body.courses).toEqual([]);
  });

  it('searches title, description and labels, and forgives a typo', async () => {
    expect(titles((await admin.api.get('/courses/list?searchTerm=Fier')).body)).toEqual(['Fire safety']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=alarms')).body)).toEqual(['Fire safety']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=HR')).body)).toEqual(['Welcome to the team']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=ladder&tags=Onboarding')).body)).toEqual([]);
    expect((await admin.api.get('/courses/list?searchTerm=zzzzqqq')).body).toMatchObject({
      courses: [],
      total: 0,
      totalCapped: false,
    });
    // Words are prefixes as you type, all of them must match, and one may be misspelt.
    expect(titles((await admin.api.get('/courses/list?searchTerm=lad')).body)).toEqual(['Ladder use']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=fire%20exits')).body)).toEqual(['Fire safety']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=alarms%20fier')).body)).toEqual(['Fire safety']);
    expect(titles((await admin.api.get('/courses/list?searchTerm=ladder%20alarms')).body)).toEqual([]);
    expect((await admin.api.get(`/courses/list?searchTerm=${encodeURIComponent("'):*|!")}`)).status).toBe(200);
  });

  it('sorts by title, by creation and by last save, and pages', async () => {
    expect(titles((await admin.api.get('/courses/list?sortBy=title')).body)).toEqual([
      'Fire safety',
      'Ladder use',
      'Welcome to the team',
    ]);
    expect(titles((await admin.api.get('/courses/list?sortBy=createdAt')).body)).toEqual([
      'Welcome to the team',
      'Ladder use',
      'Fire safety',
    ]);
    const renamed = await admin.api.put(`/courses/${fire.id}`, { course: { title: 'Fire safety basics' } });
    const bySave = await admin.api.get(`/courses/list?sortBy=savedAt&after=${renamed.body.position}`);
    expect(titles(bySave.body)[0]).toBe('Fire safety basics');
    const page = await admin.api.get('/courses/list?sortBy=title&pageSize=2&pageNum=2');
    expect(page.body).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(titles(page.body)).toEqual(['Welcome to the team']);
  });

  it('counts labels in use and suggests labels, most used first', async () => {
    const filters = await admin.api.get(`/course-tag/courseFilters`);
    expect(filters.body.tags).toEqual([
      { tag: 'HR', count: 1 },
      { tag: 'Onboarding', count: 2 },
      { tag: 'Safety', count: 2 },
    ]);
    const suggestions = await admin.api.get('/course-tag?tagStr=o&limit=1');
    expect(suggestions.body).toEqual({ tags: [{ tag: 'Onboarding', count: 2 }], hasMore: false });
    const all = await admin.api.get('/course-tag?limit=2');
    expect(all.body.hasMore).toBe(true);
    expect((await admin.api.get('/course-tag?published=true')).body).toEqual({ tags: [], hasMore: false });
  });

  it('adds, replaces and removes labels', async () => {
    const added = await admin.api.put(`/course-tag/${ladder.id}`, { tags: ['Tools'], replace: false });
    expect(added.body.tags).toEqual(['Safety', 'Tools']);
    const removed = await admin.api.delete(`/course-tag/${ladder.id}?tag=safety`);
    expect(removed.body.tags).toEqual(['Tools']);
    const replaced = await admin.api.put(`/course-tag/${ladder.id}`, { tags: ['Safety'], replace: true });
    expect(replaced.body.tags).toEqual(['Safety']);
    expect((await admin.api.put(`/course-tag/${ladder.id}`, { tags: [''], replace: true })).status).toBe(400);
  });

  it('favourites: toggle, check, list, and the flag in every list', async () => {
    const on = await admin.api.post('/courses/favourite', { courseId: ladder.id });
    expect(on.body).toMatchObject({ courseId: ladder.id, favourite: true });
    expect((await admin.api.get(`/courses/favourite/check/${ladder.id}`)).body).toEqual({ favourite: true });
    expect((await admin.api.get('/courses/favourite')).body).toEqual({ courseIds: [ladder.id] });
    const favs = await admin.api.get(`/courses/favourite/courses?after=${on.body.position}`);
    expect(titles(favs.body)).toEqual(['Ladder use']);
    expect(favs.body.courses[0].isFavourite).toBe(true);
    // Favourites are per user.
    expect((await member.api.get('/courses/favourite')).body).toEqual({ courseIds: [] });
    const off = await admin.api.post('/courses/favourite', { courseId: ladder.id });
    expect(off.body.favourite).toBe(false);
    expect((await admin.api.get(`/courses/favourite/courses?after=${off.body.position}`)).body.courses).toEqual([]);
  });

  it('duplicates a module with its labels and thumbnail', async () => {
    const { body: thumb } = await admin.api.get('/courses/random-thumbnail');
    const src = await admin.api.post('/courses/', { course: { title: 'Original', thumbnail: thumb.thumbnail } });
    await admin.api.put(`/course-tag/${src.body.course.id}`, { tags: ['Safety'], replace: true });
    const copy = await admin.api.post(`/courses/duplicate-course/${src.body.course.id}`, {
      courseTitle: 'Original (copy)',
    });
    expect(copy.status).toBe(201);
    expect(copy.body.course).toMatchObject({
      title: 'Original (copy)',
      tags: ['Safety'],
      thumbnail: thumb.thumbnail,
      hasThumbnail: true,
    });
    expect(copy.body.course.id).not.toBe(src.body.course.id);
  });

  it('random thumbnails: images and videos, never the same twice in a row, and the files exist', async () => {
    const picks: string[] = [];
    for (let i = 0; i < 30; i++) picks.push((await admin.api.get('/courses/random-thumbnail')).body.thumbnail.url);
    for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
    expect(new Set(picks).size).toBeGreaterThan(3);
    expect(picks.some((u) => u.endsWith('.svg')) && picks.some((u) => u.endsWith('.webm'))).toBe(true);
    // Shipped with the web app, so nothing is fetched from elsewhere.
    for (const url of new Set(picks)) expect(statSync(join('src/web/public', url)).size).toBeGreaterThan(200);
  });

  it('deletes (owner or admin), hides, lists under Recently deleted, and restores', async () => {
    const doomed = await create(member.api, 'Old policy', { tags: ['Legacy'] });
    const outsider = await addMember(server, orgId, 'Outsider');
    const refused = await outsider.api.delete(`/courses/${doomed.id}`);
    expect(refused.status).toBe(403);

    const del = await member.api.delete(`/courses/${doomed.id}`);
    const deleted = del.body;
    expect(del.status).toBe(200);
    expect(deleted.deletedAt).toBeTruthy();
    expect((await member.api.get(`/courses/${doomed.id}`)).status).toBe(404);
    const after = `after=${deleted.position}`;
    expect(titles((await member.api.get(`/courses/list?${after}`)).body)).not.toContain('Old policy');
    expect(titles((await member.api.get(`/courses/list?filter=deleted&${after}`)).body)).toEqual(['Old policy']);
    expect(titles((await outsider.api.get(`/courses/list?filter=deleted&${after}`)).body)).toEqual([]);
    expect(titles((await admin.api.get(`/courses/list?filter=deleted&${after}`)).body)).toEqual(['Old policy']);
    expect(
      (await member.api.get('/course-tag/courseFilters')).body.tags.map((t: { tag: string }) => t.tag),
    ).not.toContain('Legacy');

    const restored = await admin.api.post(`/courses/restore/${doomed.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.course).toMatchObject({ title: 'Old policy', deletedAt: null });
    expect(titles((await member.api.get(`/courses/list?after=${restored.body.position}`)).body)).toContain(
      'Old policy',
    );
    expect((await member.api.get('/course-tag/courseFilters')).body.tags).toContainEqual({ tag: 'Legacy', count: 1 });
  });

  it('an admin transfers a module to another member; nobody else may', async () => {
    const mine = await create(member.api, 'Handover');
    expect((await member.api.put(`/courses/${mine.id}/owner`, { userId: member.userId })).status).toBe(403);
    const { body: me } = await admin.api.get('/users/user-info');
    expect((await admin.api.put(`/courses/${mine.id}/owner`, { userId: 'not-a-member' })).status).toBe(400);
    const moved = await admin.api.put(`/courses/${mine.id}/owner`, { userId: me.id });
    expect(moved.body.course.createdBy).toBe(me.id);
    expect(
      titles((await admin.api.get(`/courses/list?filter=my-content&after=${moved.body.position}`)).body),
    ).toContain('Handover');
  });

  it('shows nothing of another organisation anywhere', async () => {
    const other = await registerUser(server.url, 'Other');
    const otherCourse = await create(other.api, 'Other org course', { tags: ['Secret'] });
    expect(
      (await admin.api.get(`/courses/list?after=${otherCourse.position}`)).body.courses.map(
        (c: { id: string }) => c.id,
      ),
    ).not.toContain(otherCourse.id);
    expect((await admin.api.get('/courses/list?searchTerm=Other org')).body.courses).toEqual([]);
    expect((await admin.api.get('/course-tag?tagStr=Secret')).body.tags).toEqual([]);
    expect((await admin.api.get('/course-tag/courseFilters')).body.tags).not.toContainEqual({
      tag: 'Secret',
      count: 1,
    });
    expect((await admin.api.post('/courses/favourite', { courseId: otherCourse.id })).status).toBe(404);
    expect((await admin.api.put(`/course-tag/${otherCourse.id}`, { tags: ['x'] })).status).toBe(404);
    expect((await admin.api.post(`/courses/duplicate-course/${otherCourse.id}`, { courseTitle: 'steal' })).status).toBe(
      404,
    );
    expect((await admin.api.post(`/courses/restore/${otherCourse.id}`)).status).toBe(404);
    const del = await admin.api.delete(`/courses/${otherCourse.id}`);
    expect(del.status).toBe(404);
    expect((await other.api.get('/courses/list')).body.courses.map((c: { title: string }) => c.title)).toEqual([
      'Other org course',
    ]);
  });

  it('tells the organisation’s dashboards live when a module changes', async () => {
    const live = await connectLive(server.url, admin.token);
    live.send({ v: 2, type: 'join', room: COURSE_LIST_ROOM });
    await live.waitFor((m) => m.type === 'joined' && m.room === COURSE_LIST_ROOM);
    const outsider = await registerUser(server.url, 'Elsewhere');
    await create(outsider.api, 'Not ours');
    const created = await create(member.api, 'Brand new');
    const changed = await live.waitFor((m) => m.type === 'changed' && m.about === created.id);
    expect(changed).toMatchObject({ eventType: 'CourseCreated' });
    await member.api.put(`/courses/${created.id}`, { course: { title: 'Brand new!' } });
    await live.waitFor((m) => m.type === 'changed' && m.eventType === 'CourseRenamed');
    expect(
      live.messages.filter((m) => m.type === 'changed').every((m) => m.type === 'changed' && m.about === created.id),
    ).toBe(true);
    await live.close();
  });
});
