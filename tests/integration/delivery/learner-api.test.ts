import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { EVERY_BLOCK, publishEveryBlock, republish } from './fixture';
import { chooseLanguages, translateBySource } from './translations';

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

  it("a published module's page hints what its cover needs: the module at the player's address, its cover's faces (latin), its language's words", async () => {
    const { api } = await registerUser(server.url);
    const { courseId, course } = await publishEveryBlock(api);
    await chooseLanguages(api, courseId, ['en', 'es']);
    const translated = await translateBySource(api, courseId, 'es', { 'Fire safety: the basics': 'Seguridad' });
    await republish(api, courseId, translated, {});
    const links = async (path: string) =>
      (await (await fetch(`${server.url}${path}`)).text()).match(/<link [^>]*>/g) ?? [];

    const spanish = await links(`/share/${courseId}?lang=es`);
    expect(spanish).toContain(
      `<link rel="preload" href="/api/delivery/modules/${courseId}?lang=es" as="fetch" crossorigin>`,
    );
    expect(spanish.filter((l) => l.includes('rel="modulepreload" href="/assets/es-'))).toHaveLength(1);
    const fonts = spanish.filter((l) => l.includes('as="font"'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font).toMatch(
        /href="\/api\/fonts\/[a-z-]+-latin-\d{3}-normal\.woff2" as="font" type="font\/woff2" crossorigin/,
      );

    const english = await links(`/block/${course.blocks[0].id}`);
    expect(english).toContain(
      `<link rel="preload" href="/api/delivery/blocks/${course.blocks[0].id}" as="fetch" crossorigin>`,
    );
    expect(english.filter((l) => /\/assets\/(es|ca|fr|de|pt|it|nl|ar)-/.test(l))).toEqual([]);
    // Nothing to hint for a module that is not there: the player says so.
    expect((await links('/module/nope')).filter((l) => l.includes('rel="preload"'))).toEqual([]);
  });
});
