import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../../src/modules/translation/engines';
import { placeholderRuns, placeholderText } from '../../../src/modules/translation/engines/placeholders';
import { startFakeOpenAi } from '../../support/fake-openai';
import { type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

/**
 * The same calls with an OpenAI-compatible server configured: any language pair. The fake model
 * speaks the OpenAI API over HTTP; it "translates" into Spanish with Apertium and into Arabic with
 * a word list, keeping the placeholders it is given.
 */
const apertium = apertiumEngine();
const ARABIC: Record<string, string> = { 'Fire safety': 'السلامة من الحرائق', exit: 'مخرج' };
type Data = { from: string; to: string; segments: string[] };

async function fakeTranslation(data: Data) {
  if (data.to === 'es') {
    const { segments } = await apertium.translate(
      { from: data.from, to: data.to, segments: data.segments.map(placeholderRuns) },
      new AbortController().signal,
    );
    return { segments: segments.map(placeholderText) };
  }
  return { segments: data.segments.map((s) => s.replace(/Fire safety|exit/g, (w) => ARABIC[w]!)) };
}

describe('translation over HTTP with an OpenAI-compatible server', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: TestServer;
  let ada: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;
  let textId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi(async (_schema, data) => fakeTranslation(data as Data));
    fake.setMode('answer');
    server = await startTestServer({ env: { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test' } });
    ada = await registerUser(server.url, 'Ada');
    courseId = (await ada.api.post('/courses/', { course: { title: 'Fire safety' } })).body.course.id;
    const text = await ada.api.post('/blocks/', {
      courseId,
      block: { type: 'TextBlockComponent', data: { html: '<p>The <strong>red</strong> door is the exit.</p>' } },
    });
    textId = text.body.block.id;
    await ada.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es', 'ar'] });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('offers every pair, and translates every language at once with the codes kept', async () => {
    const overview = await ada.api.get(`/courses/translate/${courseId}`);
    expect(overview.body.machineTranslation).toEqual({ engine: 'openai', pairs: 'any', problem: null });
    const res = await ada.api.post(`/courses/translatenow/${courseId}`, {});
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { language: 'es', fromMemory: 0, fromEngine: 2 },
      { language: 'ar', fromMemory: 0, fromEngine: 2 },
    ]);
    expect(res.body.title_ar).toBe('السلامة من الحرائق');
    const arabic = (await ada.api.get(`/courses/translate/${courseId}/ar`)).body.segments.find(
      (s: LooseJson) => s.id === `${textId}.html`,
    );
    expect(arabic).toMatchObject({ state: 'machine', text: '<p>The <strong>red</strong> door is the مخرج.</p>' });
    // The model saw placeholders, never the tags.
    const sent = JSON.stringify(fake.requests.map((r) => r.body.messages));
    expect(sent).toContain('<g1>');
    expect(sent).not.toContain('strong');
  });

  it('translates only the changed block, as partial-translate asks', async () => {
    const block = (await ada.api.get(`/blocks/${textId}`)).body.block;
    await ada.api.put(`/blocks/${textId}`, {
      courseId,
      block: { ...block, data: { html: '<p>The <strong>green</strong> door is the exit.</p>' } },
    });
    const before = fake.requests.length;
    const res = await ada.api.post('/courses/partial-translate', { id: courseId, blocks: [textId], language: 'es' });
    expect(res.body.results).toEqual([{ language: 'es', fromMemory: 0, fromEngine: 1 }]);
    expect(fake.requests.length - before).toBe(1);
    expect(res.body.translationStatus.find((s: LooseJson) => s.lang === 'es')).toMatchObject({ outdated: 0 });
    expect(res.body.translationStatus.find((s: LooseJson) => s.lang === 'ar')).toMatchObject({ state: 'outdated' });
  });

  it('sends the glossary’s terms that occur in the segments as required term pairs', async () => {
    await ada.api.post('/translation/glossary', {
      term: 'exit',
      language: 'en',
      keep: false,
      translations: { es: 'salida' },
    });
    await ada.api.post('/translation/glossary', { term: 'Fire', language: 'en', keep: true, translations: {} });
    await ada.api.post('/translation/glossary', {
      term: 'Ladder',
      language: 'en',
      keep: false,
      translations: { es: 'Escalera' },
    });
    await ada.api.post('/blocks/', {
      courseId,
      block: { type: 'TextBlockComponent', data: { html: '<p>Fire doors lead to the exit.</p>' } },
    });
    const before = fake.requests.length;
    const res = await ada.api.post(`/courses/translate/${courseId}`, { languages: ['es'] });
    expect(res.body.results).toEqual([{ language: 'es', fromMemory: 0, fromEngine: 1 }]);
    const messages = fake.requests[before]!.body.messages as { role: string; content: string }[];
    const user = JSON.parse(messages.find((m) => m.role === 'user')!.content);
    expect(user.data.glossary).toEqual([
      { source: 'exit', target: 'salida' },
      { source: 'Fire', target: 'Fire' },
    ]);
    expect(messages[0]!.content).toContain('`data.glossary` lists required terms');
  });
});
