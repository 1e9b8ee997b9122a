import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ACCESS_DENIED, AI_TIMED_OUT } from '../../../src/modules/ai/assistant';
import { AI_NOTICE_HTML } from '../../../src/modules/courses/content/ai-notice';
import { FIRE_SAFETY } from '../../support/ai-provider-behaviour';
import { SLOW_MS, startFakeOpenAi } from '../../support/fake-openai';
import { sendRaw } from '../../support/raw-http';
import { makeDocx, makePdf } from '../../support/documents';
import { PROMPT_MAX } from '../../../src/modules/ai/limits';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];

/** A module whose text is the fire-safety passage, one paragraph per text block. */
async function moduleWithText(api: Api) {
  const created = await api.post('/courses/', { course: { title: 'Fire safety' } });
  const courseId = created.body.course.id as string;
  for (const paragraph of FIRE_SAFETY.split('\n').filter((l) => !l.startsWith('#')))
    await api.post('/blocks/', {
      courseId,
      block: { type: 'TextBlockComponent', data: { html: `<p>${paragraph}</p>` } },
    });
  return courseId;
}

const notices = (course: { blocks: { data: { html?: string; aiNoticeBlock?: boolean } }[] }) =>
  course.blocks.filter((b) => b.data.aiNoticeBlock === true);

describe('the assistant over HTTP (offline provider)', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { AI_DAILY_LIMIT_PER_USER: '12' } });
    admin = await registerUser(server.url, 'Ada');
    courseId = await moduleWithText(admin.api);
  });
  afterAll(async () => server.close());

  it('says it is on, which provider answers and the daily limits', async () => {
    expect((await admin.api.get('/ai/status')).body).toEqual({
      enabled: true,
      limitReached: null,
      provider: 'offline',
      dailyLimits: { perUser: 12, perOrg: 2000 },
    });
  });

  it('writes questions from the module as a suggestion: the module is not touched', async () => {
    const before = (await admin.api.get(`/courses/${courseId}`)).body;
    const res = await admin.api.post('/ai/questions', { courseId, prompt: '', content: '', numberOfQuestions: 3 });
    expect(res.status).toBe(200);
    expect(res.body.questions.length).toBeGreaterThan(0);
    expect(res.body.questions.length).toBeLessThanOrEqual(3);
    const after = (await admin.api.get(`/courses/${courseId}`)).body;
    expect(after.revision).toBe(before.revision);
    expect(after.course.isAiUsed).toBe(false);
    expect(notices(after.course)).toHaveLength(0);
  });

  it("keeps a module marked as made with AI: no save or undo drops the flag (the disclaimer is the author's to reword)", async () => {
    const own = await moduleWithText(admin.api);
    const save = async (settings: Record<string, unknown>) => {
      const { revision } = (await admin.api.get(`/courses/${own}`)).body;
      const res = await admin.api.put('/drafts/', { course: { id: own, revision, settings, blocks: [] } });
      expect(res.status).toBe(200);
      return (await admin.api.get(`/courses/${own}`)).body.course;
    };
    expect((await save({ isAiUsed: true })).isAiUsed).toBe(true);
    expect((await save({ isAiUsed: false })).isAiUsed).toBe(true);
    expect((await admin.api.post(`/courses/${own}/undo`)).status).toBe(200);
    expect((await admin.api.get(`/courses/${own}`)).body.course.isAiUsed).toBe(true);
    expect(AI_NOTICE_HTML).toMatch(/^<p>The author generated this course, in part, using AI/);
  });

  it('suggests a rewrite without touching the module, as clean HTML; says when it cannot', async () => {
    const before = (await admin.api.get(`/courses/${courseId}`)).body.revision;
    const res = await admin.api.post('/ai/fine-tune', {
      courseId,
      type: 'grammar',
      content: '<p>the the alarm rings  loudly</p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatch(/^<p>The alarm rings loudly\.<\/p>/);
    expect(res.body.content).not.toContain('<script');
    expect((await admin.api.get(`/courses/${courseId}`)).body.revision).toBe(before);
    const expand = await admin.api.post('/ai/fine-tune', { courseId, type: 'expand', content: '<p>Short.</p>' });
    expect(expand.status).toBe(400);
    expect(expand.body.message).toContain('OPENAI_BASE_URL');
  });

  it('suggests labels, result texts and feedback for each option of a question', async () => {
    const { tags } = (await admin.api.get(`/ai/generate-tags?courseId=${courseId}`)).body as { tags: string[] };
    expect(tags.length).toBeGreaterThan(0);
    // A label the module carries (in any case) is not suggested again.
    const labelled = await moduleWithText(admin.api);
    await admin.api.put(`/course-tag/${labelled}`, { tags: [tags[0]!.toUpperCase()] });
    const fresh = (await admin.api.get(`/ai/generate-tags?courseId=${labelled}`)).body.tags as string[];
    expect(fresh.map((t) => t.toLowerCase())).not.toContain(tags[0]!.toLowerCase());
    const result = await admin.api.post('/ai/generate-feedback-by-result', { courseId, result: {} });
    expect(result.body).toMatchObject({ applausePassText: expect.any(String), applauseFailText: expect.any(String) });
    const added = await admin.api.post('/blocks/', {
      courseId,
      block: {
        type: 'QuestionBlockComponent',
        data: {
          title: 'Which extinguisher for electrical fires?',
          type: 'single choice',
          options: [
            { id: 'co2xx', value: 'CO2' },
            { id: 'water', value: 'Water' },
          ],
          answer: ['co2xx'],
        },
      },
    });
    const blockId = added.body.block?.id ?? added.body.blockId;
    const feedback = await admin.api.post('/ai/generate-feedback-by-choices', { courseId, result: { blockId } });
    expect(Object.keys(feedback.body.feedbackByChoices).sort()).toEqual(['co2xx', 'water']);
  });

  it('answers bad input with a clear 4xx', async () => {
    const cases: [string, unknown][] = [
      ['/ai/trivia', { courseId, prompt: '   ' }],
      ['/ai/questions', { courseId, numberOfQuestions: 0 }],
      ['/ai/questions', { courseId, numberOfQuestions: 500 }],
      ['/ai/outlinejson', { courseId, prompt: '' }],
      ['/ai/fine-tune', { courseId, type: 'shorten', content: '' }],
    ];
    for (const [path, body] of cases) {
      const res = await admin.api.post(path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.message).toMatch(/^Invalid [\w.]+: [^✖\n]+$/);
    }
    // A plain sentence naming the field, never zod's own words or a dump.
    const said = async (body: Record<string, unknown>) => (await admin.api.post('/ai/questions', body)).body.message;
    expect(await said({ courseId, numberOfQuestions: 500 })).toBe('Invalid numberOfQuestions: must be at most 20');
    expect(await said({ courseId, numberOfQuestions: 2.5 })).toBe('Invalid numberOfQuestions: must be a whole number');
    expect(await said({ numberOfQuestions: 2 })).toBe('Invalid courseId: is required');
    const long = await admin.api.post('/ai/trivia', { courseId, prompt: 'x'.repeat(PROMPT_MAX + 1) });
    expect([long.status, long.body.message]).toEqual([400, `Invalid prompt: at most ${PROMPT_MAX} characters`]);
    const body = JSON.stringify({ courseId, prompt: 'x'.repeat(2 * 1024 * 1024) });
    const huge = await sendRaw(server.url, 'POST', '/ai/trivia', body, { token: admin.token });
    expect(huge.status).toBe(413);
    const other = await registerUser(server.url, 'Other');
    expect((await other.api.post('/ai/questions', { courseId, numberOfQuestions: 2 })).status).toBe(404);
  });

  it('refuses with AI_ACCESS_DENIED when an admin turns AI off, and again when it is back on past the daily limit', async () => {
    expect((await admin.api.put('/organization/ai', { enabled: false })).body).toEqual({ enabled: false });
    const denied = await admin.api.post('/ai/questions', { courseId, numberOfQuestions: 1 });
    expect([denied.status, denied.body.message]).toEqual([403, AI_ACCESS_DENIED]);
    expect((await admin.api.get('/ai/status')).body.enabled).toBe(false);
    await admin.api.put('/organization/ai', { enabled: true });
    let last = 200;
    for (let i = 0; i < 15 && last === 200; i++)
      last = (await admin.api.get(`/ai/generate-tags?courseId=${courseId}`)).status;
    expect(last).toBe(403);
  });
});

describe('the assistant over HTTP (an OpenAI-compatible server too slow for AI_TIMEOUT, or answering nonsense)', () => {
  const DEADLINE_MS = 1000;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: TestServer;
  let api: Api;
  let courseId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi(async () => ({}));
    server = await startTestServer({ env: { OPENAI_BASE_URL: fake.url, AI_TIMEOUT: String(DEADLINE_MS / 1000) } });
    ({ api } = await registerUser(server.url, 'Ada'));
    courseId = await moduleWithText(api);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it.each([
    ['hangs', ['hang']],
    ['fails, then answers too late', ['error', 'slow']],
    ['says it is busy for 30 s', ['busy']],
  ] as const)('gives up at the deadline, every retry included, when the server %s', async (_, modes) => {
    fake.setMode(modes[0], ...modes.slice(1));
    const before = fake.requests.length;
    const sent = Date.now();
    const res = await api.post('/ai/questions', { courseId, numberOfQuestions: 2 });
    const answered = Date.now();
    expect([res.status, res.body.message]).toEqual([503, AI_TIMED_OUT]);
    expect(answered - sent).toBeLessThan(2 * DEADLINE_MS);
    // No retry starts once the deadline has passed, not even one the client was sleeping towards.
    const asked = fake.requests.length - before;
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    expect(fake.requests.length - before).toBe(asked);
    expect(fake.requests.slice(before).every((r) => r.at < answered)).toBe(true);
    expect((await api.get(`/courses/${courseId}`)).body.course.isAiUsed).toBe(false);
  });

  it('says in plain words when an answer does not fit, even when told what was wrong', async () => {
    fake.setMode('garbage');
    const res = await api.get(`/ai/generate-tags?courseId=${courseId}`);
    expect([res.status, res.body.message]).toEqual([
      503,
      "The assistant's answer did not fit what was asked (labels: is required). Please try again.",
    ]);
  });

  it('names the OpenAI-compatible provider', async () => {
    expect((await api.get('/ai/status')).body.provider).toBe('openai-compatible: gpt-4o-mini');
  });
});

describe("the assistant reads the author's documents", () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url, 'Doc');
    courseId = await moduleWithText(author.api);
  });
  afterAll(async () => server.close());

  const upload = async (name: string, type: string, bytes: Buffer, token = author.token) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${server.url}/api/ai/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('reads PDF, Word and text documents, outlines a module from them, and forgets one when asked', async () => {
    const pdf = await upload(
      'fire.pdf',
      'application/pdf',
      makePdf(['Extinguishers', 'A CO2 extinguisher is used for electrical fires.']),
    );
    expect(pdf).toMatchObject({ status: 201, body: { name: 'fire.pdf', pages: 2 } });
    const docx = await upload('evacuation.docx', 'application/octet-stream', await makeDocx(FIRE_SAFETY.split('\n')));
    expect(docx.status).toBe(201);
    const text = await upload('notes.txt', 'text/plain', Buffer.from(FIRE_SAFETY));
    expect(text.body).not.toHaveProperty('text');

    const outline = await author.api.post('/ai/outlinejson', {
      courseId,
      prompt: 'Fire safety for new warehouse staff',
      fileIds: [docx.body.fileId, text.body.fileId],
    });
    expect(outline.status).toBe(200);
    expect(outline.body.outline.sections.map((s: { heading: string }) => s.heading)).toEqual(
      expect.arrayContaining(['Extinguishers', 'Evacuation']),
    );

    expect((await author.api.post('/ai/delete', { fileId: text.body.fileId })).status).toBe(200);
    const gone = await author.api.post('/ai/outlinejson', { courseId, prompt: 'Again', fileIds: [text.body.fileId] });
    expect(gone.status).toBe(404);
    const stranger = await registerUser(server.url, 'Stranger');
    expect((await stranger.api.post('/ai/delete', { fileId: pdf.body.fileId })).status).toBe(404);
  });

  it('refuses an image named .pdf, a 100-page PDF and an empty form, saying why', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await upload('photo.pdf', 'application/pdf', png);
    expect([image.status, image.body.message]).toEqual([
      400,
      'photo.pdf is not a PDF, a Word document (.docx) or a text file',
    ]);
    const long = await upload(
      'manual.pdf',
      'application/pdf',
      makePdf(Array.from({ length: 100 }, (_, i) => `Page ${i + 1}`)),
    );
    expect([long.status, long.body.message]).toEqual([
      400,
      'manual.pdf has 100 pages; the assistant reads documents of up to 60 pages',
    ]);
    const res = await fetch(`${server.url}/api/ai/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(res.status).toBe(400);
  });

  it('a damaged PDF or Word document is 400 saying so, never a server error', async () => {
    const whole = makePdf(['Extinguishers', 'A CO2 extinguisher is used for electrical fires.']);
    const cases: Array<[name: string, bytes: Buffer, said: RegExp]> = [
      [
        'truncated.pdf',
        whole.subarray(0, Math.floor(whole.length / 2)),
        /^truncated\.pdf is a damaged PDF: it cannot be read/,
      ],
      [
        'garbage.pdf',
        Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << >>\n%%EOF'),
        /^garbage\.pdf is a damaged PDF/,
      ],
      [
        'entity.docx',
        await makeDocx([], { bodyXml: '<w:p><w:r><w:t>&undefined;</w:t></w:r></w:p>' }),
        /^entity\.docx is a damaged Word document: it cannot be read/,
      ],
    ];
    for (const [name, bytes, said] of cases) {
      const res = await upload(name, 'application/octet-stream', bytes);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.message as string).toMatch(said);
    }
  });
});
