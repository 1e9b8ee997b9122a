import { type RewriteKind, rewriteSchema } from '../outputs';
import { AiUnsupported } from '../provider';
import { blocksOf } from './blocks';
import { keySentences } from './key-sentences';
import { capitalise, contentWeights } from './keywords';
import { readSentences, type Sentence } from './nlp';
import { paragraphsOf, paragraphsToHtml, plainText } from './text';

type Paragraph = string[];

const MAX_RESULT_CHARS = 20_000;
const LONG_SENTENCE_WORDS = 15;
const SHORTEST_CLAUSE_WORDS = 4;
const CLAUSE_BREAK = /,\s+(and|but|so|yet|or)\s+/gi;
const PARENTHETICAL = /\s*\([^()]*\)/g;
const DOUBLED_WORD = /\b(\p{L}+)\s+\1\b/giu;
/** Doubled on purpose in good English ("she had had enough", "he said that that was all"). */
const FINE_DOUBLED = new Set(['had', 'that']);
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A clause as a sentence: a capital at the start and a full stop at the end if it had none. */
function asSentence(clause: string): string {
  const text = capitalise(clause.trim().replace(/[,;:]+$/, ''));
  return SENTENCE_END.test(text) ? text : `${text}.`;
}

/** Splits a long clause before its first coordinating conjunction that leaves two real clauses; "and" is dropped. */
function splitLong(clause: string): string[] {
  if (wordCount(clause) <= LONG_SENTENCE_WORDS) return [clause];
  for (const match of clause.matchAll(CLAUSE_BREAK)) {
    const left = clause.slice(0, match.index);
    const rest = clause.slice(match.index + match[0].length);
    if (wordCount(left) < SHORTEST_CLAUSE_WORDS || wordCount(rest) < SHORTEST_CLAUSE_WORDS) continue;
    const right = match[1]!.toLowerCase() === 'and' ? rest : `${match[1]} ${rest}`;
    return [...splitLong(left), ...splitLong(right)];
  }
  return [clause];
}

const simplify = (sentence: Sentence): string[] =>
  sentence.text
    .replace(PARENTHETICAL, '')
    .split(/\s*;\s*/)
    .flatMap(splitLong)
    .map(asSentence);

function shorten(paragraphs: Sentence[][]): Paragraph[] {
  const all = paragraphs.flat();
  const kept = new Set(keySentences(all, Math.ceil(all.length / 2), contentWeights(all)));
  return paragraphs.map((sentences) => sentences.filter((sentence) => kept.has(sentence)).map((s) => s.text));
}

/** Spacing, doubled words, capitals at sentence starts and a final full stop. */
function correct(paragraph: string): Paragraph {
  const spaced = paragraph
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:!?])(?=\p{L})/gu, '$1 ')
    .replace(/(\p{Ll}{2}[.!?])(?=\p{Lu})/gu, '$1 ')
    .replace(DOUBLED_WORD, (whole, word: string) => (FINE_DOUBLED.has(word.toLowerCase()) ? whole : word));
  const sentences = readSentences(spaced).map((sentence) => capitalise(sentence.text));
  const last = sentences.length - 1;
  return sentences.map((sentence, i) => (i === last && !SENTENCE_END.test(sentence) ? `${sentence}.` : sentence));
}

type Part = { text: string; heading: boolean };

/** The content's paragraphs; a heading is a paragraph of its own that no rewrite touches. */
const partsOf = (content: string): Part[] =>
  blocksOf(plainText(content)).flatMap((block) => [
    ...(block.heading === undefined ? [] : [{ text: block.heading, heading: true }]),
    ...paragraphsOf(block.body.join('\n')).map((text) => ({ text, heading: false })),
  ]);

function rewriteParts(kind: 'shorten' | 'simplify' | 'grammar', parts: Part[]): Paragraph[] {
  if (kind === 'grammar') return parts.map((part) => (part.heading ? [part.text] : correct(part.text)));
  const sentences = parts.map((part) => (part.heading ? [] : readSentences(part.text)));
  const rewritten = kind === 'shorten' ? shorten(sentences) : sentences.map((paragraph) => paragraph.flatMap(simplify));
  return rewritten.map((paragraph, i) => (parts[i]!.heading ? [parts[i]!.text] : paragraph));
}

/**
 * The rewrites an honest offline method can do: keep the key half, split and trim sentences, or
 * fix the mechanics. Expanding or changing the tone needs a model that writes new text.
 */
export function rewriteOf(kind: RewriteKind, content: string): string {
  if (kind === 'expand' || kind === 'tone') {
    throw new AiUnsupported(
      'The offline assistant cannot expand text or change its tone: connect an OpenAI-compatible server (OPENAI_BASE_URL).',
    );
  }
  const parts = partsOf(content);
  if (parts.length === 0) throw new AiUnsupported('The offline assistant needs some text to rewrite.');
  const result = rewriteParts(kind, parts)
    .map((paragraph) => paragraph.join(' '))
    .filter((paragraph) => paragraph !== '');
  const text = content.trimStart().startsWith('<') ? paragraphsToHtml(result) : result.join('\n\n');
  if (text.length > MAX_RESULT_CHARS) {
    throw new AiUnsupported('The rewritten text would pass 20,000 characters: rewrite a shorter part at a time.');
  }
  return rewriteSchema.parse({ content: text }).content;
}
