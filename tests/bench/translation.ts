/**
 * npm run bench:translation — machine translation and XLIFF on the embedded defaults. Prints one
 * JSON document:
 * - a 2,000-word module (24 rich-text blocks) into Spanish: offline (Apertium), over HTTP and the
 *   engine alone; the same module again, all from the organisation's translation memory; and
 *   through the OpenAI-compatible engine against a local server speaking the OpenAI API (whose
 *   "model" is Apertium, so the figure is the protocol's cost over the offline engine's);
 * - XLIFF for 300 blocks: export (1.2 and 2.0) and import, p50/p95 over runs.
 */
import { apertiumEngine } from '../../src/modules/translation/engines';
import { placeholderRuns, placeholderText } from '../../src/modules/translation/engines/placeholders';
import { htmlToTagged } from '../../src/modules/translation/inline-codes';
import { FIRE_SAFETY } from '../support/ai-provider-behaviour';
import { startFakeOpenAi } from '../support/fake-openai';
import { registerUser, startTestServer } from '../support/server';
import { latencySummary, now, progress, round } from './stats';

const RUNS = 5;
const XLIFF_RUNS = 10;
const XLIFF_BLOCKS = 300;

/** About 2,000 words in 24 paragraphs, each with bold and a link, as authors write them. */
const paragraphs = Array.from({ length: 24 }, (_, i) => {
  const text = FIRE_SAFETY.replace(/^#.*$/gm, '')
    .replace(/warehouse/g, ['warehouse', 'office', 'kitchen', 'workshop', 'lab', 'depot', 'store'][i % 7]!)
    .trim();
  const [first, ...rest] = text.split('. ');
  return `<p><strong>${first}.</strong> ${rest.join('. ')} See <a href="https://example.com/plan">the plan</a>.</p>`;
});

type Api = Awaited<ReturnType<typeof registerUser>>['api'];

async function moduleOf(api: Api, blocks: string[]) {
  const created = await api.post('/courses/', { course: { title: 'Fire safety everywhere' } });
  const courseId = created.body.course.id as string;
  for (const html of blocks)
    await api.post('/blocks/', { courseId, block: { type: 'TextBlockComponent', data: { html } } });
  await api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
  return courseId;
}

async function timedTranslate(api: Api, courseId: string) {
  const t = now();
  const res = await api.post(`/courses/translate/${courseId}`, { languages: ['es'] });
  if (res.status !== 200) throw new Error(`translate: ${res.status} ${JSON.stringify(res.body)}`);
  return { ms: now() - t, result: res.body.results[0] as { fromEngine: number; fromMemory: number } };
}

async function offline() {
  const server = await startTestServer();
  try {
    const { api } = await registerUser(server.url, 'Bencher');
    const words = paragraphs
      .join(' ')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    progress(`offline: ${words} words over HTTP`);
    const first = await timedTranslate(api, await moduleOf(api, paragraphs));
    progress('offline: the engine alone');
    const engine = apertiumEngine();
    const segments = paragraphs.map((p) => htmlToTagged(p).runs);
    const alone: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = now();
      await engine.translate({ from: 'en', to: 'es', segments }, new AbortController().signal);
      alone.push(now() - t);
    }
    progress('offline: the same words again, from the translation memory');
    // The memory is a read model: give its projection a moment to take the first module's translations in.
    await new Promise((r) => setTimeout(r, 1000));
    const remembered = await timedTranslate(api, await moduleOf(api, paragraphs));
    return { words, first, alone, remembered };
  } finally {
    await server.close();
  }
}

async function openAiCompatible() {
  const apertium = apertiumEngine();
  const fake = await startFakeOpenAi(async (_schema, data) => {
    const d = data as { from: string; to: string; segments: string[] };
    const { segments } = await apertium.translate(
      { from: d.from, to: d.to, segments: d.segments.map(placeholderRuns) },
      new AbortController().signal,
    );
    return { segments: segments.map(placeholderText) };
  });
  fake.setMode('answer');
  const server = await startTestServer({ env: { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-bench' } });
  try {
    const { api } = await registerUser(server.url, 'Bencher');
    progress('OpenAI-compatible: the same module');
    const before = fake.requests.length;
    const run = await timedTranslate(api, await moduleOf(api, paragraphs));
    return { ...run, requests: fake.requests.length - before };
  } finally {
    await server.close();
    await fake.close();
  }
}

async function xliff() {
  const server = await startTestServer();
  try {
    const { api, token } = await registerUser(server.url, 'Bencher');
    progress(`XLIFF: a module of ${XLIFF_BLOCKS} blocks`);
    const blocks = Array.from({ length: XLIFF_BLOCKS }, (_, i) =>
      paragraphs[i % paragraphs.length]!.replace('the plan', `plan ${i}`),
    );
    const courseId = await moduleOf(api, blocks);
    const call = async (method: string, path: string, body?: string) => {
      const t = now();
      const res = await fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/xliff+xml' } : {}) },
        body,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { ms: now() - t, text };
    };
    const figures: Record<string, number[]> = { export12: [], export20: [], import20: [] };
    let file = '';
    let bytes = 0;
    for (let i = 0; i < XLIFF_RUNS; i++) {
      figures.export12!.push((await call('GET', `/courses/translate/${courseId}/es/xliff?version=1.2`)).ms);
      const exported = await call('GET', `/courses/translate/${courseId}/es/xliff?version=2.0`);
      figures.export20!.push(exported.ms);
      bytes = exported.text.length;
      // As a CAT tool would hand it back: every unit translated (here the source copied with a mark).
      file = exported.text.replace(
        /<source>([\s\S]*?)<\/source>/g,
        (_, s: string) => `<source>${s}</source><target>[es] ${s}</target>`,
      );
    }
    for (let i = 0; i < XLIFF_RUNS; i++)
      figures.import20!.push((await call('POST', `/courses/translate/${courseId}/es/xliff`, file)).ms);
    return { bytes, figures };
  } finally {
    await server.close();
  }
}

async function main() {
  const off = await offline();
  const ai = await openAiCompatible();
  const x = await xliff();
  console.log(
    JSON.stringify(
      {
        machineTranslation: {
          words: off.words,
          blocks: paragraphs.length,
          offlineHttpMs: round(off.first.ms, 1),
          offlineFromEngine: off.first.result.fromEngine,
          offlineEngineAlone: latencySummary(off.alone),
          fromMemoryHttpMs: round(off.remembered.ms, 1),
          fromMemory: off.remembered.result.fromMemory,
          openAiCompatibleHttpMs: round(ai.ms, 1),
          openAiCompatibleRequests: ai.requests,
        },
        xliff: {
          blocks: XLIFF_BLOCKS,
          fileBytes: x.bytes,
          export12: latencySummary(x.figures.export12!),
          export20: latencySummary(x.figures.export20!),
          import20: latencySummary(x.figures.import20!),
        },
      },
      null,
      2,
    ),
  );
}

await main();
