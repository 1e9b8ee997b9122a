import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import type { GeneratedQuestion } from '../../src/modules/ai/outputs';

/**
 * How good the offline assistant's questions are, measured apart from how they are made: its own
 * segmenter and kinds are not used here, so a fault in them shows.
 */

const FIXTURES = new URL('../bench/fixtures/ai/', import.meta.url);

export type SourceText = { name: string; text: string };

/** The training texts the quality benchmark and its tests read: a title line, headings, a URL, hard-wrapped lines. */
export const qualityFixtures = (): SourceText[] =>
  readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(FIXTURES.pathname, name), 'utf8') }));

const ADDRESS =
  /\b(?:https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?)/gi;
const STEM = /^Complete the sentence: /;
const BLANK = '____';
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/** A line that is no sentence: the title or a heading (short, capitalised, no final punctuation, after a blank line). */
function titleLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  return lines.filter(
    (line, i) =>
      (i === 0 || lines[i - 1] === '') &&
      /^\p{Lu}/u.test(line) &&
      !/[.!?:;,]$/.test(line) &&
      line.split(' ').length <= 6,
  );
}

/** The source's sentences: paragraphs (blank lines, bullets, headings apart) with their lines joined, cut after . ! ? */
function sourceSentences(text: string): string[] {
  const titles = new Set(titleLines(text));
  const units: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) units.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || titles.has(line) || line.startsWith('- ')) {
      flush();
      if (line !== '') units.push(line.replace(/^- /, ''));
      continue;
    }
    paragraph.push(line);
  }
  flush();
  // A full stop inside an address ("acme.example") ends nothing.
  return units.flatMap((unit) => unit.split(/(?<=[.!?])\s+(?=[A-Z])/));
}

const stemOf = (question: GeneratedQuestion): string => question.title.replace(STEM, '');
const answerOf = (question: GeneratedQuestion): string => question.options.find((option) => option.correct)!.value;

/** The answer and every other word of the stem are in one sentence of the source. */
export function answerableFromOneSentence(question: GeneratedQuestion, source: string): boolean {
  const cues = wordsOf(stemOf(question).replace(BLANK, ' '));
  const answer = wordsOf(answerOf(question));
  return sourceSentences(source).some((sentence) => {
    const words = new Set(wordsOf(sentence));
    return [...cues, ...answer].every((word) => words.has(word));
  });
}

const nlp = winkNLP(model);

/** What wink makes of a word where the source uses it: its most common tag there, a number and its form. */
function kindsOf(source: string): (word: string) => string {
  const doc = nlp.readDoc(source);
  const values = doc.tokens().out(nlp.its.value) as string[];
  const tags = doc.tokens().out(nlp.its.pos) as string[];
  const tagCounts = new Map<string, Map<string, number>>();
  values.forEach((value, i) => {
    const counts = tagCounts.get(value.toLowerCase()) ?? new Map<string, number>();
    counts.set(tags[i]!, (counts.get(tags[i]!) ?? 0) + 1);
    tagCounts.set(value.toLowerCase(), counts);
  });
  const tagOf = (word: string) =>
    [...(tagCounts.get(word.toLowerCase()) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (word) => {
    if (/^\d[\d,.]*$/.test(word)) return 'number';
    const tag = tagOf(word) === 'PROPN' || /^\p{Lu}/u.test(word) ? 'name' : (tagOf(word) ?? 'unknown');
    const form = /ing$/i.test(word) ? 'ing' : /[^siu]s$/i.test(word) ? 'plural' : 'base';
    return tag === 'name' ? tag : `${tag}:${form}`;
  };
}

/** Every distractor is of the answer's kind: a number for a number, a name for a name, a noun of the same form for a noun. */
export function distractorsOfAnswerKind(question: GeneratedQuestion, source: string): boolean {
  const kindOf = kindsOf(source);
  const answer = kindOf(answerOf(question));
  return question.options.filter((option) => !option.correct).every((option) => kindOf(option.value) === answer);
}

/**
 * The question asks for a word of the title (the first line) or a whole heading, has a title or
 * heading glued to its stem, has its blank inside a web or e-mail address, or its answer in one.
 */
export function quizzesTitleOrUrl(question: GeneratedQuestion, source: string): boolean {
  const answer = answerOf(question).toLowerCase();
  const [title, ...headings] = titleLines(source).map((line) => line.toLowerCase());
  const addresses = (source.match(ADDRESS) ?? []).map((address) => address.toLowerCase());
  const stem = stemOf(question).toLowerCase();
  const blanked = stem.match(/\S*____\S*/)?.[0].replace(/[.,;:!?)]+$/, '') ?? '';
  return (
    wordsOf(title ?? '').includes(answer) ||
    [title, ...headings].some((line) => line === answer || stem.startsWith(`${line} `)) ||
    addresses.some((address) => stem.includes(address) && wordsOf(address).includes(answer)) ||
    /[./@:]/.test(blanked.replace('____', ''))
  );
}
