import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../src/modules/courses/content';
import type { BundledConfig } from '../../../src/modules/delivery/shared';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock, republish } from './fixture';
import { dispatchConfigOf, openSession } from './dispatch-client';
import { unzipPackage } from './scorm-files';
import { chooseLanguages, translateBySource } from './translations';

type Block = { id: string; type: string; data: Record<string, unknown> & { answerHashes?: string[] } };
type Module = { language: string; languages: unknown; title: string; blocks: Block[] };

const SPANISH = {
  'Fire safety: the basics': 'Seguridad contra incendios: lo básico',
  'Before you start': 'Antes de empezar',
  '<p>Welcome to <strong>fire safety</strong>.</p>':
    '<p>Bienvenido a la <strong>seguridad contra incendios</strong>.</p>',
  'Type the emergency number': 'Escribe el número de emergencias',
  '112': 'ciento doce',
};
const ARABIC = { 'Fire safety: the basics': 'السلامة من الحرائق: الأساسيات' };

const freeText = (module: Module) =>
  module.blocks.find((b) => b.type === 'QuestionBlockComponent' && b.data.type === 'free text')!;
const heading = (module: Module) => module.blocks.find((b) => b.type === 'HeadingBlockComponent')!;
const textBlock = (module: Module) => module.blocks.find((b) => b.type === 'TextBlockComponent')!;

describe('delivery: a published module in its languages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  async function translatedModule() {
    const { api, token } = await registerUser(server.url);
    const { courseId } = await publishEveryBlock(api);
    await chooseLanguages(api, courseId, ['en', 'es', 'ar']);
    await translateBySource(api, courseId, 'es', SPANISH);
    const revision = await translateBySource(api, courseId, 'ar', ARABIC);
    return { api, token, ...(await republish(api, courseId, revision, {})) };
  }

  const moduleIn = async (courseId: string, lang?: string) =>
    (await apiClient(server.url).get(`/delivery/modules/${courseId}${lang ? `?lang=${lang}` : ''}`)).body as Module;

  it('?lang=es serves Spanish words and Spanish answer hashes; languages name en, es and ar (right to left)', async () => {
    const { courseId } = await translatedModule();
    const es = await moduleIn(courseId, 'es');
    expect(es.language).toBe('es');
    expect(es.languages).toEqual([
      { code: 'en', dir: 'ltr' },
      { code: 'es', dir: 'ltr' },
      { code: 'ar', dir: 'rtl' },
    ]);
    expect(es.title).toBe('Seguridad contra incendios: lo básico');
    expect(heading(es).data.text).toBe('Antes de empezar');
    expect(textBlock(es).data.html).toBe(SPANISH['<p>Welcome to <strong>fire safety</strong>.</p>']);
    const question = freeText(es);
    expect(question.data.title).toBe('Escribe el número de emergencias');
    expect(await checkAnswer(question.id, 'ciento doce', question.data.answerHashes!, false)).toBe(true);
    expect(await checkAnswer(question.id, '112', question.data.answerHashes!, false)).toBe(false);

    const en = await moduleIn(courseId);
    expect(en.language).toBe('en');
    expect(en.title).toBe('Fire safety: the basics');
    expect(await checkAnswer(freeText(en).id, '112', freeText(en).data.answerHashes!, false)).toBe(true);
    expect(await checkAnswer(freeText(en).id, 'ciento doce', freeText(en).data.answerHashes!, false)).toBe(false);

    // Arabic has only its title: every other field shows its source.
    const ar = await moduleIn(courseId, 'ar');
    expect(ar.title).toBe(ARABIC['Fire safety: the basics']);
    expect(heading(ar).data.text).toBe('Before you start');
    // The same blocks in every language: progress is kept by their ids.
    expect(ar.blocks.map((b) => b.id)).toEqual(en.blocks.map((b) => b.id));
    expect(es.blocks.map((b) => b.id)).toEqual(en.blocks.map((b) => b.id));
  });

  it('one block in a language; a language not offered serves the module’s own and says so', async () => {
    const { courseId } = await translatedModule();
    const block = heading(await moduleIn(courseId));
    const one = await apiClient(server.url).get(`/delivery/blocks/${block.id}?lang=es`);
    expect(one.body).toMatchObject({ language: 'es', blocks: [{ id: block.id, data: { text: 'Antes de empezar' } }] });
    const german = await moduleIn(courseId, 'de');
    expect(german.language).toBe('en');
    expect(german.title).toBe('Fire safety: the basics');
    // A region finds its language.
    expect((await moduleIn(courseId, 'es-MX')).language).toBe('es');
  });

  it('an ETag per revision and language; 304 only for the same language', async () => {
    const { courseId, revision } = await translatedModule();
    const get = (lang: string, etag?: string) =>
      fetch(`${server.url}/api/delivery/modules/${courseId}?lang=${lang}`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const es = (await get('es')).headers.get('etag')!;
    const ar = (await get('ar')).headers.get('etag')!;
    expect(es).toMatch(new RegExp(`^"${courseId}-${revision}-es-[A-Za-z0-9_-]{12}"$`));
    expect(ar).toMatch(new RegExp(`^"${courseId}-${revision}-ar-[A-Za-z0-9_-]{12}"$`));
    expect((await get('es', es)).status).toBe(304);
    expect((await get('ar', es)).status).toBe(200);
  });

  it('an invalid language code is 400', async () => {
    const { courseId } = await translatedModule();
    for (const path of [`/api/delivery/modules/${courseId}?lang=%%`, `/api/delivery/modules/${courseId}?lang=ES_es`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect((await res.json()).message, path).toMatch(/^Invalid lang: /);
    }
  });

  it('an outdated translation shows the source; a later translation waits for the next publish', async () => {
    const { api, courseId, course } = await translatedModule();
    const headingBlock = (course.blocks as Block[]).find((b) => b.type === 'HeadingBlockComponent')!;
    const edited = await api.put(`/courses/${courseId}`, {
      course: {
        revision: (await api.get(`/courses/${courseId}`)).body.revision,
        blocks: [{ ...headingBlock, data: { ...headingBlock.data, text: 'Before we begin' } }],
        updatedBlocks: [headingBlock.id],
      },
    });
    expect(edited.status).toBe(200);
    const published = await republish(api, courseId, edited.body.revision, {});
    const es = await moduleIn(courseId, 'es');
    expect(es.title).toBe('Seguridad contra incendios: lo básico');
    // 'Antes de empezar' translated 'Before you start': the learner reads the new source instead.
    expect(heading(es).data.text).toBe('Before we begin');

    const later = await translateBySource(api, courseId, 'ar', { 'Before we begin': 'قبل أن نبدأ' });
    expect(heading(await moduleIn(courseId, 'ar')).data.text).toBe('Before we begin');
    await republish(api, courseId, later, {});
    const ar = await moduleIn(courseId, 'ar');
    expect(heading(ar).data.text).toBe('قبل أن نبدأ');
    expect(published.revision).toBeLessThan(later);
  });

  it('a bundled package carries the module in every language, each with its own answer hashes and the media once', async () => {
    const { api, courseId } = await translatedModule();
    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' });
    expect(generated.body).toMatchObject({ success: true });
    const zip = await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer();
    const dir = unzipPackage(Buffer.from(zip));
    const script = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    const config = JSON.parse(/^window\.TESSERA_PACKAGE = (.*);\n$/s.exec(script)![1]!) as BundledConfig;
    const modules = [config.module, ...config.otherLanguages] as unknown as Module[];
    expect(modules.map((m) => m.language)).toEqual(['en', 'es', 'ar']);
    expect(modules.map((m) => m.title)).toEqual([
      'Fire safety: the basics',
      SPANISH['Fire safety: the basics'],
      ARABIC['Fire safety: the basics'],
    ]);
    const [en, es] = modules as [Module, Module];
    expect(await checkAnswer(freeText(es).id, 'ciento doce', freeText(es).data.answerHashes!, false)).toBe(true);
    expect(await checkAnswer(freeText(en).id, '112', freeText(en).data.answerHashes!, false)).toBe(true);
    // Every language plays the package's own copy of the same media.
    const image = (m: Module) => m.blocks.find((b) => b.type === 'ImageBlockComponent')!.data.url;
    expect(image(es)).toMatch(/^media\//);
    expect(modules.map(image)).toEqual([image(en), image(en), image(en)]);
  });

  it('a dispatch session fetches the module in the language it asks for', async () => {
    const { api, courseId, token } = await translatedModule();
    const created = await api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm2004' });
    const { dispatchId } = created.body;
    const { secret } = await dispatchConfigOf(server.url, token, dispatchId);
    const session = await openSession(server.url, dispatchId, { secret, learnerId: 'l1' }, 'https://lms.example.com');
    const fetchIn = async (lang: string) =>
      (await (
        await fetch(`${server.url}/api/dispatch/${dispatchId}/module?lang=${lang}`, {
          headers: { 'x-dispatch-session': session.body.token },
        })
      ).json()) as Module;
    expect(await fetchIn('ar')).toMatchObject({ language: 'ar', title: ARABIC['Fire safety: the basics'] });
    expect(await fetchIn('es')).toMatchObject({ language: 'es', title: SPANISH['Fire safety: the basics'] });
  });
});
