import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { EVERY_BLOCK, publishEveryBlock } from './fixture';

describe('delivery: the published module for learners', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('anyone gets a published module, answers hashed, with an ETag; unchanged → 304', async () => {
    const { api } = await registerUser(server.url);
    const { courseId, revision } = await publishEveryBlock(api);
    const res = await fetch(`${server.url}/api/delivery/modules/${courseId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.get('etag')!;
    // The revision, the language (the module's own) and a hash of the theme the module is shown in.
    expect(etag).toMatch(new RegExp(`^"${courseId}-${revision}-en-[A-Za-z0-9_-]{12}"$`));
    const module = await res.json();
    expect(module.blocks.map((b: { type: string }) => b.type)).toEqual(EVERY_BLOCK.map((b) => b.type));
    const question = module.blocks.find((b: { type: string }) => b.type === 'QuestionBlockComponent');
    expect(question.data.answer).toEqual([]);
    expect(question.data.answerHashes).toHaveLength(1);
    expect(JSON.stringify(module)).not.toContain('co2xx"]');
    const game = module.blocks.find((b: { type: string }) => b.type === 'CVRBlockComponent');
    expect(game.data.pairs).toEqual([]);
    expect(game.data.left).toEqual([{ id: expect.any(String), text: 'Fire' }]);
    expect(game.data.right).toEqual([{ id: expect.any(String), text: 'Extinguisher' }]);
    expect(game.data.pairHashes).toHaveLength(1);
    const again = await fetch(`${server.url}/api/delivery/modules/${courseId}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('one block of a published module by its id; unknown or unpublished → 404', async () => {
    const { api } = await registerUser(server.url);
    const { courseId, course } = await publishEveryBlock(api);
    const heading = course.blocks[0];
    const one = await apiClient(server.url).get(`/delivery/blocks/${heading.id}`);
    expect(one.body.blocks).toEqual([expect.objectContaining({ id: heading.id, type: 'HeadingBlockComponent' })]);
    expect((await apiClient(server.url).get('/delivery/blocks/nope')).status).toBe(404);
    await api.post(`/courses/${courseId}/unpublish`);
    await expect.poll(async () => (await apiClient(server.url).get(`/delivery/modules/${courseId}`)).status).toBe(404);
    const draft = await api.post('/courses/', { course: { title: 'Never published' } });
    expect((await apiClient(server.url).get(`/delivery/modules/${draft.body.course.id}`)).body).toEqual({
      message: 'This module is not published',
    });
  });

  it("learner reads, answered ahead of the API's router, carry every response header; their neighbours still reach the API", async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishEveryBlock(api);
    const read = await fetch(`${server.url}/api/delivery/modules/${courseId}`, {
      headers: { 'x-request-id': 'lane-1' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-request-id')).toBe('lane-1');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(read.headers.get('content-security-policy')).toContain("default-src 'none'");
    const head = await fetch(`${server.url}/api/delivery/modules/${courseId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(read.headers.get('etag'));
    // Not a learner read: the API answers it, and asks who is asking first.
    const deeper = await fetch(`${server.url}/api/delivery/modules/${courseId}/more`);
    expect(deeper.status).toBe(401);
    const unsafe = await fetch(`${server.url}/api/delivery/modules/a%00b`);
    expect(unsafe.status).toBe(400);
  });

  it('learner routes serve the player page', async () => {
    for (const path of ['/module/x', '/share/x', '/mono/x', '/block/x', '/scorm/x', '/thumb-grabber/x']) {
      const res = await fetch(`${server.url}${path}`);
      expect.soft(res.status, path).toBe(200);
      expect.soft(await res.text(), path).toContain('/assets/player-');
    }
  });
});
