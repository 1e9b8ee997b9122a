import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERM_NOT_FOUND, termTaken } from '../../../src/modules/translation/glossary/decider';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { addMember } from '../../support/members';
import { apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = ReturnType<typeof apiClient>;

const check = { term: 'Check', language: 'en', keep: false, translations: { es: 'Comprobar' } };
const brand = { term: 'Tessera', language: 'en', keep: true, translations: {} };

describe('the organisation’s glossary over HTTP', () => {
  let server: TestServer;
  let ada: Api;
  let uma: Api;
  let other: Api;

  beforeAll(async () => {
    server = await startTestServer();
    ada = (await registerUser(server.url, 'Ada')).api;
    const orgId = (await ada.get('/users/user-info')).body.currentOrg as string;
    uma = (await addMember(server, orgId, 'Uma')).api;
    other = (await registerUser(server.url, 'Otto')).api;
  });
  afterAll(async () => server.close());

  it('lets the organisation’s admins and authors add, read, change and remove terms', async () => {
    const added = await ada.post('/translation/glossary', check);
    expect(added.status).toBe(201);
    expect(added.body.term).toMatchObject({ ...check, termId: expect.any(String) });
    expect((await uma.post('/translation/glossary', brand)).status).toBe(201);
    const read = await uma.get('/translation/glossary');
    expect(read.body.terms.map((t: LooseJson) => t.term)).toEqual(['Check', 'Tessera']);
    const termId = added.body.term.termId as string;
    const changed = await uma.put(`/translation/glossary/${termId}`, {
      ...check,
      translations: { es: 'Comprobar', ca: 'Comprovar' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.terms[0].translations).toEqual({ es: 'Comprobar', ca: 'Comprovar' });
    const removed = await ada.delete(`/translation/glossary/${termId}`);
    expect(removed.body.terms.map((t: LooseJson) => t.term)).toEqual(['Tessera']);
    expect((await ada.post('/translation/glossary', check)).status).toBe(201);
  });

  it('never shows or changes another organisation’s terms', async () => {
    const ours = (await ada.get('/translation/glossary')).body.terms as LooseJson[];
    expect((await other.get('/translation/glossary')).body.terms).toEqual([]);
    const termId = ours[0].termId as string;
    const put = await other.put(`/translation/glossary/${termId}`, check);
    expect(put).toMatchObject({ status: 404, body: { message: TERM_NOT_FOUND } });
    expect((await other.delete(`/translation/glossary/${termId}`)).status).toBe(404);
    expect((await ada.get('/translation/glossary')).body.terms).toEqual(ours);
  });

  it('is closed to people without an account of the organisation and to Collaborators', async () => {
    expect((await apiClient(server.url).get('/translation/glossary')).status).toBe(401);
    const guest = await collaboratorOf(server.url, ada, await createCourse(ada));
    expect((await guest.api.get('/translation/glossary')).status).toBe(403);
    expect((await guest.api.post('/translation/glossary', brand)).status).toBe(403);
  });

  it('refuses a term it has, an empty or too long term, a bad language and a term with no translation', async () => {
    expect(await ada.post('/translation/glossary', { ...check, term: 'check' })).toMatchObject({
      status: 400,
      body: { message: termTaken('check') },
    });
    for (const bad of [
      { ...check, term: '  ' },
      { ...check, term: 'x'.repeat(101) },
      { ...check, translations: { es: 'y'.repeat(101) } },
      { ...check, language: 'English' },
      { ...check, translations: { 'not a language': 'x' } },
      { ...check, term: 'Door', translations: {} },
      { ...check, term: 'Door', keep: 'yes' },
    ])
      expect((await ada.post('/translation/glossary', bad)).status).toBe(400);
    expect((await ada.get('/translation/glossary')).body.terms).toHaveLength(2);
  });
});

describe('machine translation with the memory and the glossary (Apertium, en → es)', () => {
  let server: TestServer;
  let ada: Api;

  beforeAll(async () => {
    server = await startTestServer();
    ada = (await registerUser(server.url, 'Ada')).api;
  });
  afterAll(async () => server.close());

  async function moduleWith(title: string, html: string) {
    const courseId = (await ada.post('/courses/', { course: { title } })).body.course.id as string;
    const block = await ada.post('/blocks/', { courseId, block: { type: 'TextBlockComponent', data: { html } } });
    await ada.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
    return { courseId, htmlId: `${block.body.block.id}.html` };
  }
  const spanish = async (courseId: string) =>
    new Map(
      ((await ada.get(`/courses/translate/${courseId}/es`)).body.segments as LooseJson[]).map((s) => [
        s.id,
        { text: s.text as string, state: s.state as string },
      ]),
    );

  it('translates glossary terms as the glossary says and keeps names never translated, after the memory', async () => {
    const plain = await moduleWith('Check the door', '<p>Tessera protects your head. Check the <b>door</b>.</p>');
    await ada.post(`/courses/translate/${plain.courseId}`, { languages: ['es'] });
    const without = await spanish(plain.courseId);
    expect(without.get(plain.htmlId)!.text).toMatch(/Tessera Protege/);
    expect(without.get('title')!.text).not.toContain('Comprobar');

    await ada.post('/translation/glossary', check);
    await ada.post('/translation/glossary', brand);
    const course = await moduleWith('Check the door', '<p>Tessera protects your head. Check the <b>exit</b>.</p>');
    const res = await ada.post(`/courses/translate/${course.courseId}`, { languages: ['es'] });
    expect(res.body.results).toEqual([{ language: 'es', fromMemory: 1, fromEngine: 1 }]);
    const translated = await spanish(course.courseId);
    // The memory answers first: the same title, translated before the glossary, comes back as it was.
    expect(translated.get('title')).toEqual({ text: without.get('title')!.text, state: 'memory' });
    expect(translated.get(course.htmlId)).toEqual({
      text: '<p>Tessera protege vuestra jefa. Comprobar la <strong>salida</strong>.</p>',
      state: 'machine',
    });
  });

  it('prefers a person’s translation in the memory over the glossary and the engine', async () => {
    const first = await moduleWith('Safety', '<p>Check the ladder before you climb.</p>');
    await ada.put(`/courses/translate/${first.courseId}/es`, {
      segments: [{ id: 'title', text: 'Seguridad ante todo', sourceHash: await sourceHashOf(first.courseId) }],
    });
    const second = await moduleWith('Safety', '<p>Check the ladder before you climb.</p>');
    await ada.post(`/courses/translate/${second.courseId}`, { languages: ['es'] });
    const translated = await spanish(second.courseId);
    expect(translated.get('title')).toEqual({ text: 'Seguridad ante todo', state: 'memory' });
    expect(translated.get(second.htmlId)!.text).toMatch(/^<p>Comprobar /);
    expect(translated.get(second.htmlId)!.state).toBe('machine');
  });

  const sourceHashOf = async (courseId: string) =>
    ((await ada.get(`/courses/translate/${courseId}/es`)).body.segments as LooseJson[]).find((s) => s.id === 'title')
      .sourceHash as string;
});
