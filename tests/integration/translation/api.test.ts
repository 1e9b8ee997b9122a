import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_CHANGED } from '../../../src/modules/translation/api';
import { eventually } from '../../support/eventually';
import { type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

type User = Awaited<ReturnType<typeof registerUser>>;
type Api = User['api'];

async function moduleToTranslate(api: Api) {
  const created = await api.post('/courses/', { course: { title: 'Fire safety', description: 'What to do' } });
  const courseId = created.body.course.id as string;
  const text = await api.post('/blocks/', {
    courseId,
    block: {
      type: 'TextBlockComponent',
      data: {
        html: '<p>The <strong>red</strong> door is the exit. Read <a href="https://example.com/plan">the plan</a>.</p>',
      },
    },
  });
  const question = await api.post('/blocks/', {
    courseId,
    block: {
      type: 'QuestionBlockComponent',
      data: {
        title: 'What is the colour of the exit door?',
        type: 'free text',
        options: [],
        answer: ['red'],
      },
    },
  });
  return { courseId, textId: text.body.block.id as string, questionId: question.body.block.id as string };
}

const statusOf = (body: LooseJson, lang: string) =>
  (body.translationStatus as LooseJson[]).find((s: LooseJson) => s.lang === lang);

describe('translation over HTTP (offline: Apertium)', () => {
  let server: TestServer;
  let ada: User;
  let course: Awaited<ReturnType<typeof moduleToTranslate>>;

  beforeAll(async () => {
    server = await startTestServer();
    ada = await registerUser(server.url, 'Ada');
    course = await moduleToTranslate(ada.api);
  });
  afterAll(async () => server.close());

  it('chooses the languages: the module answers translatedLanguages and a status per language', async () => {
    const res = await ada.api.post(`/courses/selectedLanguages/${course.courseId}`, {
      languages: ['en', 'es', 'ca'],
      isDraft: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.translatedLanguages).toEqual(['en', 'es', 'ca']);
    expect(statusOf(res.body, 'es')).toMatchObject({ state: 'not_started', translated: 0 });
    const read = (await ada.api.get(`/courses/${course.courseId}`)).body.course;
    expect(read.translatedLanguages).toEqual(['en', 'es', 'ca']);
    expect(read.title_es).toBe('');
  });

  it('says which pairs this server translates offline', async () => {
    const res = await ada.api.get(`/courses/translate/${course.courseId}`);
    expect(res.status).toBe(200);
    expect(res.body.machineTranslation.engine).toBe('apertium');
    expect(res.body.machineTranslation.pairs).toEqual(expect.arrayContaining([{ from: 'en', to: 'es' }]));
  });

  it('machine-translates a language, keeping the rich text’s own tags and link', async () => {
    const res = await ada.api.post(`/courses/translate/${course.courseId}`, { languages: ['es'] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ language: 'es', fromMemory: 0, fromEngine: 5 }]);
    expect(statusOf(res.body, 'es')).toMatchObject({ state: 'machine_translated', translated: 5, total: 5 });
    expect(res.body.title_es).toMatch(/seguridad/i);
    const workspace = (await ada.api.get(`/courses/translate/${course.courseId}/es`)).body;
    const html = workspace.segments.find((s: LooseJson) => s.id === `${course.textId}.html`);
    expect(html.state).toBe('machine');
    expect(html.text).toContain('<a href="https://example.com/plan" target="_blank" rel="noopener noreferrer">');
    expect(html.text).toMatch(/<strong>[^<]*roj[oa][^<]*<\/strong>/);
  });

  it('keeps a person’s edit, and refuses one made against a source that changed since', async () => {
    const workspace = (await ada.api.get(`/courses/translate/${course.courseId}/es`)).body;
    const question = workspace.segments.find((s: LooseJson) => s.id === `${course.questionId}.question`);
    const saved = await ada.api.put(`/courses/translate/${course.courseId}/es`, {
      segments: [{ id: question.id, text: '¿De qué color es la puerta de salida?', sourceHash: question.sourceHash }],
    });
    expect(saved.status).toBe(200);
    expect(statusOf(saved.body, 'es')).toMatchObject({ state: 'in_review', human: 1 });
    const stale = await ada.api.put(`/courses/translate/${course.courseId}/es`, {
      segments: [{ id: question.id, text: 'x', sourceHash: 'not-the-hash' }],
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(SOURCE_CHANGED);
  });

  it('marks a field outdated when its source changes, and partial-translate brings only that one up to date', async () => {
    const block = (await ada.api.get(`/blocks/${course.textId}`)).body.block;
    const changed = await ada.api.put(`/blocks/${course.textId}`, {
      courseId: course.courseId,
      block: { ...block, data: { ...block.data, html: '<p>The <strong>green</strong> door is the exit.</p>' } },
    });
    expect(changed.status).toBe(200);
    const after = (await ada.api.get(`/courses/${course.courseId}`)).body.course;
    expect(statusOf(after, 'es')).toMatchObject({ state: 'outdated', outdated: 1 });
    const partial = await ada.api.post('/courses/partial-translate', {
      id: course.courseId,
      blocks: [course.textId],
      language: 'es',
    });
    expect(partial.status).toBe(200);
    expect(partial.body.results).toEqual([{ language: 'es', fromMemory: 0, fromEngine: 1 }]);
    expect(statusOf(partial.body, 'es')).toMatchObject({ state: 'in_review', outdated: 0, translated: 5 });
    const workspace = (await ada.api.get(`/courses/translate/${course.courseId}/es`)).body;
    const question = workspace.segments.find((s: LooseJson) => s.id === `${course.questionId}.question`);
    expect(question).toMatchObject({ state: 'human', text: '¿De qué color es la puerta de salida?' });
  });

  it('offers the organisation’s memory: a source translated once is translated the same way again', async () => {
    const other = await ada.api.post('/courses/', { course: { title: 'Fire safety', description: 'What to do' } });
    const id = other.body.course.id as string;
    await ada.api.post(`/courses/selectedLanguages/${id}`, { languages: ['en', 'es'] });
    // The memory is a read model: it follows the first module's translation a moment later.
    const titleOf = async () =>
      (await ada.api.get(`/courses/translate/${id}/es`)).body.segments.find((s: LooseJson) => s.id === 'title');
    const title = await eventually(titleOf, (t) => t.memory !== undefined);
    expect(title.memory).toMatch(/seguridad/i);
    const res = await ada.api.post(`/courses/translate/${id}`, { languages: ['es'], method: 'memory' });
    expect(res.body.results[0]).toMatchObject({ language: 'es', fromEngine: 0 });
    expect(res.body.results[0].fromMemory).toBeGreaterThanOrEqual(2);
  });

  it('refuses a pair the server cannot translate offline, naming it', async () => {
    await ada.api.post(`/courses/selectedLanguages/${course.courseId}`, { languages: ['en', 'es', 'ca', 'de'] });
    const res = await ada.api.post(`/courses/translatenow/${course.courseId}`, { languages: ['de'] });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/German/);
  });

  it('reviews a complete language, refuses to review an incomplete one', async () => {
    const incomplete = await ada.api.post(`/courses/translate/${course.courseId}/ca/review`, { reviewed: true });
    expect(incomplete.status).toBe(400);
    await ada.api.post(`/courses/translate/${course.courseId}`, { languages: ['ca'] });
    const reviewed = await ada.api.post(`/courses/translate/${course.courseId}/ca/review`, { reviewed: true });
    expect(reviewed.status).toBe(200);
    expect(statusOf(reviewed.body, 'ca')).toMatchObject({ state: 'translated' });
  });

  it('removes a language and its translations', async () => {
    const res = await ada.api.delete(`/courses/translate/${course.courseId}/de`);
    expect(res.status).toBe(200);
    expect(res.body.translatedLanguages).toEqual(['en', 'es', 'ca']);
    expect((await ada.api.delete(`/courses/translate/${course.courseId}/de`)).status).toBe(400);
  });

  it('answers organisation-wide stats, and metrics to admins only', async () => {
    const stats = await eventually(
      () => ada.api.get('/courses/translation-stats'),
      (r) => r.body.languages?.some((l: LooseJson) => l.lang === 'ca' && l.states.translated === 1),
    );
    expect(stats.status).toBe(200);
    expect(stats.body.languages.find((l: LooseJson) => l.lang === 'ca').states).toEqual({ translated: 1 });
    expect(stats.body.languages.map((l: LooseJson) => l.lang)).toEqual(expect.arrayContaining(['es', 'ca']));
    const metrics = await ada.api.get('/courses/translation-metrics?pageNum=1&pageSize=2');
    expect(metrics.status).toBe(200);
    expect(metrics.body.data).toHaveLength(2);
    expect(metrics.body.total).toBeGreaterThanOrEqual(3);
    expect(metrics.body.data[0]).toMatchObject({ title: 'Fire safety' });
  });

  it('a copy keeps the translations, on its own blocks; only its new title is still to translate', async () => {
    const original = (await ada.api.get(`/courses/${course.courseId}`)).body.course;
    const copy = await ada.api.post(`/courses/duplicate-course/${course.courseId}`, {
      courseTitle: 'Fire safety (copy)',
    });
    expect(copy.status).toBe(201);
    const copied = copy.body.course;
    expect(copied.translatedLanguages).toEqual(original.translatedLanguages);
    const es = statusOf(copied, 'es');
    const before = statusOf(original, 'es');
    expect(es).toMatchObject({ translated: before.translated - 1, outdated: before.outdated + 1 });
    expect(statusOf(copied, 'ca')).toMatchObject({ state: 'outdated', outdated: 1 });
    const copiedText = copied.blocks.filter((b: LooseJson) => b.type === 'TextBlockComponent').at(-1);
    const workspace = (await ada.api.get(`/courses/translate/${copied.id}/es`)).body;
    expect(workspace.segments.find((s: LooseJson) => s.id === `${copiedText.id}.html`)).toMatchObject({
      state: 'machine',
      text: expect.stringMatching(/verde/),
    });
  });

  it('starts an author’s new modules in their usual languages once they ask for it', async () => {
    const bea = await registerUser(server.url, 'Bea');
    await bea.api.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: ['en', 'es', 'ar'] } });
    const before = await bea.api.post('/courses/', { course: { title: 'Plain' } });
    expect(before.body.course.translatedLanguages).toEqual(['en']);
    await bea.api.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true });
    const after = await bea.api.post('/courses/', { course: { title: 'Translated from the start' } });
    expect(after.body.course.translatedLanguages).toEqual(['en', 'es', 'ar']);
    expect(statusOf(after.body.course, 'ar')).toMatchObject({ state: 'not_started' });
  });

  it('keeps another organisation out of every translation call', async () => {
    const eve = await registerUser(server.url, 'Eve');
    const id = course.courseId;
    const calls = [
      eve.api.get(`/courses/translate/${id}`),
      eve.api.get(`/courses/translate/${id}/es`),
      eve.api.post(`/courses/selectedLanguages/${id}`, { languages: ['en', 'fr'] }),
      eve.api.post(`/courses/translate/${id}`, { allLanguages: true }),
      eve.api.post(`/courses/translatenow/${id}`, {}),
      eve.api.post('/courses/partial-translate', { id, blocks: [], language: 'es' }),
      eve.api.delete(`/courses/translate/${id}/es`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const stats = await eve.api.get('/courses/translation-stats');
    expect(stats.body.languages).toEqual([]);
  });
});
