import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

describe('courses: create, rename, describe, read, list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('creates a course, changes it, and reads it back with revision and position', async () => {
    const { api } = await registerUser(server.url);
    const created = await api.post('/courses/', { course: { title: 'Fire safety' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ course: { title: 'Fire safety', description: '', status: 'IN_PROGRESS' } });
    const start = created.body.revision;
    expect(created.body.position).toMatch(/^\d+\/\d+$/);
    const id = created.body.course.id;
    expect(id).toMatch(/^[2346789a-km-zA-HJ-NP-RT-Z]{16}$/);
    expect(created.body.course._id).toBe(id);

    const updated = await api.put(`/courses/${id}`, { course: { title: 'Fire safety 101', description: 'Basics' } });
    expect(updated.status).toBe(200);
    // Renamed, described, and the first edit starts the draft.
    expect(updated.body).toMatchObject({
      revision: start + 3,
      course: { title: 'Fire safety 101', description: 'Basics', status: 'DRAFTING' },
    });

    const unchanged = await api.put(`/courses/${id}`, { course: { title: 'Fire safety 101' } });
    expect(unchanged.body.revision).toBe(start + 3);
    expect(unchanged.body.position).toBeUndefined();

    const read = await api.get(`/courses/${id}`);
    expect(read.body).toMatchObject({
      revision: start + 3,
      course: { id, title: 'Fire safety 101', description: 'Basics' },
    });
    expect(Date.parse(read.body.course.savedAt)).toBeGreaterThanOrEqual(Date.parse(read.body.course.createdAt));
  });

  it('lists the organisation’s courses, newest saved first, and a write is visible with `after`', async () => {
    const { api } = await registerUser(server.url);
    const a = await api.post('/courses/', { course: { title: 'Alpha' } });
    const b = await api.post('/courses/', { course: { title: 'Beta' } });
    const renamed = await api.put(`/courses/${a.body.course.id}`, { course: { title: 'Alpha prime' } });
    const list = await api.get(`/courses/list?after=${renamed.body.position}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(list.body.courses.map((c: { title: string }) => c.title)).toEqual(['Alpha prime', 'Beta']);
    const page2 = await api.get(`/courses/list?pageSize=1&pageNum=2&after=${b.body.position}`);
    expect(page2.body.courses.map((c: { title: string }) => c.title)).toEqual(['Beta']);
    const search = await api.get(`/courses/list?searchTerm=prime&after=${renamed.body.position}`);
    expect(search.body.courses.map((c: { title: string }) => c.title)).toEqual(['Alpha prime']);
  });

  it('never shows another organisation’s course: 404 by id, absent from lists', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const stranger = await registerUser(server.url, 'Stranger');
    const created = await owner.api.post('/courses/', { course: { title: 'Private' } });
    const id = created.body.course.id;
    expect(await stranger.api.get(`/courses/${id}`)).toEqual({ status: 404, body: { message: 'Course not found' } });
    expect((await stranger.api.put(`/courses/${id}`, { course: { title: 'Hijacked' } })).status).toBe(404);
    const list = await stranger.api.get(`/courses/list?after=${created.body.position}`);
    expect(list.body.courses).toEqual([]);
    expect((await owner.api.get(`/courses/${id}`)).body.course.title).toBe('Private');
  });

  it('refuses bad input without writing anything', async () => {
    const { api } = await registerUser(server.url);
    expect((await api.post('/courses/', { course: { title: '' } })).status).toBe(400);
    expect((await api.post('/courses/', { title: 'no wrapper' })).status).toBe(400);
    const created = await api.post('/courses/', { course: { title: 'Keep' } });
    const bad = await api.put(`/courses/${created.body.course.id}`, { course: { title: 'x'.repeat(201) } });
    expect(bad.status).toBe(400);
    expect((await api.get(`/courses/${created.body.course.id}`)).body.revision).toBe(created.body.revision);
  });

  it('concurrent saves of one course all land, in some order, none lost', async () => {
    const { api } = await registerUser(server.url);
    const created = await api.post('/courses/', { course: { title: 'Race' } });
    const id = created.body.course.id;
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.put(`/courses/${id}`, { course: { description: `d${i}` } })),
    );
    expect(saves.every((s) => s.status === 200)).toBe(true);
    const read = await api.get(`/courses/${id}`);
    expect(read.body.revision).toBeGreaterThanOrEqual(1);
    expect(saves.map((s) => s.body.course.description)).toContain(read.body.course.description);
  });
  it('PUT /courses/ saves the module its body names, as PUT /courses/{id}; another organisation’s is not found', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const stranger = await registerUser(server.url, 'Stranger');
    const id = (await owner.api.post('/courses/', { course: { title: 'Before' } })).body.course.id;
    const saved = await owner.api.put('/courses/', { course: { id, title: 'After' } });
    expect(saved.status).toBe(200);
    expect(saved.body.course).toMatchObject({ id, title: 'After', userOrg: { partner: null }, referrer_url: null });
    expect((await owner.api.put('/courses/', { course: { title: 'No id' } })).body).toEqual({
      message: 'course.id is required',
    });
    expect((await stranger.api.put('/courses/', { course: { id, title: 'Hijacked' } })).status).toBe(404);
    expect((await owner.api.get(`/courses/${id}`)).body.course.title).toBe('After');
  });

  it('the course hash is a fingerprint of its content: it changes with the content, and only then', async () => {
    const { api } = await registerUser(server.url);
    const created = await api.post('/courses/', { course: { title: 'Hashed' } });
    const id = created.body.course.id;
    const first = (await api.get(`/courses/${id}`)).body.course.hash;
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(created.body.course.hash).toBe(first);
    expect((await api.put(`/course-tag/${id}`, { tags: ['not content'] })).status).toBe(200);
    expect((await api.get(`/courses/${id}`)).body.course.hash).toBe(first);
    await api.put(`/courses/${id}`, { course: { title: 'Hashed again' } });
    const renamed = (await api.get(`/courses/${id}`)).body.course.hash;
    expect(renamed).not.toBe(first);
    await api.put(`/courses/${id}`, { course: { title: 'Hashed' } });
    expect((await api.get(`/courses/${id}`)).body.course.hash).toBe(first);
  });
});
