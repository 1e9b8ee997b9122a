/**
 * npm run bench:ai — how good the offline assistant's questions are, on the training texts in
 * fixtures/ai/ (a title, headings, a URL, hard-wrapped lines). Prints one JSON document: per text
 * and over all, the share of questions answerable from one source sentence, the share whose
 * distractors are of the answer's kind, and the share quizzing a title or a URL (meant to be 0).
 * Figures only: nothing is timed, nothing asserted.
 */
import { offlineProvider } from '../../src/modules/ai/offline';
import type { GeneratedQuestion } from '../../src/modules/ai/outputs';
import {
  answerableFromOneSentence,
  distractorsOfAnswerKind,
  qualityFixtures,
  quizzesTitleOrUrl,
} from '../support/question-quality';
import { round } from './stats';

const ASKED = 10;
const never = new AbortController().signal;

type Judged = { answerable: boolean; sameKind: boolean; titleOrUrl: boolean };

const share = (judged: Judged[], key: keyof Judged) =>
  judged.length === 0 ? Number.NaN : round(judged.filter((j) => j[key]).length / judged.length);

const figures = (judged: Judged[]) => ({
  questions: judged.length,
  answerableFromOneSentence: share(judged, 'answerable'),
  distractorsOfAnswerKind: share(judged, 'sameKind'),
  quizzingTitleOrUrl: share(judged, 'titleOrUrl'),
});

const judge = (question: GeneratedQuestion, source: string): Judged => ({
  answerable: answerableFromOneSentence(question, source),
  sameKind: distractorsOfAnswerKind(question, source),
  titleOrUrl: quizzesTitleOrUrl(question, source),
});

async function main() {
  const provider = offlineProvider();
  const perText: Record<string, ReturnType<typeof figures>> = {};
  const all: Judged[] = [];
  for (const { name, text } of qualityFixtures()) {
    const { output } = await provider.questions({ prompt: '', content: text, count: ASKED }, never);
    const judged = output.map((question) => judge(question, text));
    perText[name] = figures(judged);
    all.push(...judged);
    if (process.argv.includes('--show'))
      for (const q of output)
        process.stderr.write(
          `${name}: ${q.title} [${q.options.map((o) => (o.correct ? `*${o.value}` : o.value)).join(' / ')}]\n`,
        );
  }
  console.log(JSON.stringify({ provider: provider.name, asked: ASKED, all: figures(all), perText }, null, 2));
}

await main();
