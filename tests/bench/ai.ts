/**
 * npm run bench:ai-speed — the offline assistant (no network, no model weights), on the embedded
 * defaults. Prints one JSON document:
 * - questions from a 2,000-word module: POST /api/ai/questions (10 questions), p50/p95 over runs,
 *   and the provider alone;
 * - an outline from a 20-page PDF: upload (text extraction) and POST /api/ai/outlinejson.
 */
import { offlineProvider } from '../../src/modules/ai/offline';
import { FIRE_SAFETY } from '../support/ai-provider-behaviour';
import { makePdf } from '../support/documents';
import { registerUser, startTestServer } from '../support/server';
import { latencySummary, now, progress } from './stats';

const RUNS = 30;
const QUESTIONS = 10;

/** About 2,000 words: the fire-safety passage and its variations, one text block per paragraph. */
const paragraphs = Array.from({ length: 24 }, (_, i) =>
  FIRE_SAFETY.replace(/^#.*$/gm, '')
    .replace(/warehouse/g, ['warehouse', 'office', 'kitchen', 'workshop', 'lab', 'depot', 'store'][i % 7]!)
    .trim(),
);

async function main() {
  const server = await startTestServer({
    env: { AI_DAILY_LIMIT_PER_USER: '100000', AI_DAILY_LIMIT_PER_ORG: '100000' },
  });
  try {
    const { api, token } = await registerUser(server.url, 'Bencher');
    const created = await api.post('/courses/', { course: { title: 'Fire safety everywhere' } });
    const courseId = created.body.course.id as string;
    for (const p of paragraphs)
      await api.post('/blocks/', { courseId, block: { type: 'TextBlockComponent', data: { html: `<p>${p}</p>` } } });
    const words = paragraphs.join(' ').split(/\s+/).length;

    progress(`questions from ${words} words, ${RUNS} runs`);
    const http: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = now();
      const res = await api.post('/ai/questions', { courseId, numberOfQuestions: QUESTIONS });
      if (res.status !== 200) throw new Error(`questions: ${res.status} ${JSON.stringify(res.body)}`);
      http.push(now() - t);
    }
    const provider = offlineProvider();
    const content = paragraphs.join('\n');
    const alone: number[] = [];
    let made = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = now();
      made = (await provider.questions({ prompt: '', content, count: QUESTIONS }, new AbortController().signal)).output
        .length;
      alone.push(now() - t);
    }

    progress('outline from a 20-page PDF');
    const pages = Array.from(
      { length: 20 },
      (_, i) => `${paragraphs[i % paragraphs.length]!.slice(0, 900)} (page ${i + 1})`,
    );
    const pdf = makePdf(pages);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'manual.pdf');
    let t = now();
    const uploaded = await fetch(`${server.url}/api/ai/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const uploadMs = now() - t;
    const { fileId, characters } = (await uploaded.json()) as { fileId: string; characters: number };
    t = now();
    const outline = await api.post('/ai/outlinejson', {
      courseId,
      prompt: 'Fire safety at every site',
      fileIds: [fileId],
    });
    const outlineMs = now() - t;

    console.log(
      JSON.stringify(
        {
          provider: provider.name,
          questions: {
            moduleWords: words,
            asked: QUESTIONS,
            made,
            runs: RUNS,
            http: latencySummary(http),
            providerAlone: latencySummary(alone),
          },
          outlineFromPdf: {
            pages: 20,
            pdfBytes: pdf.length,
            characters,
            uploadAndExtractMs: Math.round(uploadMs),
            outlineMs: Math.round(outlineMs),
            sections: outline.body.outline?.sections?.length ?? 0,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.close();
  }
}

await main();
