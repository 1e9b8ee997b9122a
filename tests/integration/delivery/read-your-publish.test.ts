import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const ROUNDS = 20;

/**
 * Issue 11, item 17: the calls that depend on a publish the caller just made see it at once,
 * whether or not the read models have caught up (no spurious 404 "not published").
 */
describe('right after a publish answered 200', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it(`the learner module, createdispatch and generate find it (${ROUNDS} rounds)`, async () => {
    const { api } = await registerUser(server.url);
    const learner = apiClient(server.url);
    const statuses: number[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const created = await api.post('/courses/', { course: { title: `Published at once ${round}` } });
      const courseId = created.body.course.id as string;
      const text = created.body.course.blocks[0];
      const published = await api.put(`/courses/${courseId}?onPublish=true`, {
        course: {
          revision: created.body.revision,
          blocks: [{ ...text, data: { html: `<p>round ${round}</p>` } }],
          updatedBlocks: [text.id],
        },
      });
      expect(published.status).toBe(200);
      const [module, dispatch, generate] = await Promise.all([
        learner.get(`/delivery/modules/${courseId}`),
        api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' }),
        api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' }),
      ]);
      statuses.push([module.status, dispatch.status, generate.status]);
      expect(module.body).toMatchObject({
        id: courseId,
        revision: published.body.revision,
        blocks: [{ data: { html: `<p>round ${round}</p>` } }, {}, {}],
      });
    }
    expect(statuses).toEqual(Array.from({ length: ROUNDS }, () => [200, 201, 200]));
  });

  it('a block of a module just published is found by its id', async () => {
    const { api } = await registerUser(server.url);
    const created = await api.post('/courses/', { course: { title: 'One block at once' } });
    const courseId = created.body.course.id as string;
    const text = created.body.course.blocks[0];
    const published = await api.put(`/courses/${courseId}?onPublish=true`, {
      course: { revision: created.body.revision },
    });
    expect(published.status).toBe(200);
    const block = await apiClient(server.url).get(`/delivery/blocks/${text.id}`);
    expect(block.status).toBe(200);
    expect(block.body.blocks).toEqual([expect.objectContaining({ id: text.id })]);
  });

  it('a module never published, unpublished, or of another organisation is still 404', async () => {
    const owner = await registerUser(server.url);
    const stranger = await registerUser(server.url, 'Stranger');
    const created = await owner.api.post('/courses/', { course: { title: 'Draft only' } });
    const courseId = created.body.course.id as string;
    expect((await apiClient(server.url).get(`/delivery/modules/${courseId}`)).status).toBe(404);
    expect((await apiClient(server.url).get('/delivery/modules/nothing-here')).status).toBe(404);
    const published = await owner.api.put(`/courses/${courseId}?onPublish=true`, {
      course: { revision: created.body.revision },
    });
    expect(
      (await stranger.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' })).status,
    ).toBe(404);
    expect((await stranger.api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' })).status).toBe(
      404,
    );
    const unpublished = await owner.api.post(`/courses/${courseId}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.revision).toBeGreaterThan(published.body.revision);
    await owner.api.get(`/drafts/${courseId}/latest?after=${unpublished.body.position}`);
    expect((await apiClient(server.url).get(`/delivery/modules/${courseId}`)).status).toBe(404);
    expect(
      (await owner.api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12' })).status,
    ).toBe(404);
  });
});
