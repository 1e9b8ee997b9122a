import { type Outline, outlineSchema } from '../outputs';
import { AiUnsupported, type SourceText } from '../provider';
import { keySentences, rankSentences } from './key-sentences';
import { capitalise, contentWeights, nounPhrases, titleCase, topKeywords } from './keywords';
import { readSentences, type Sentence } from './nlp';
import { type Block, blocksOf, bodyTextOf, foldToFit } from './blocks';
import { cut, plainText } from './text';

type Section = Outline['sections'][number];

const MAX_SECTIONS = 12;
const POINTS_PER_SECTION = 4;

const pointsOf = (sentences: Sentence[], weights: Map<string, number>): string[] =>
  keySentences(sentences, POINTS_PER_SECTION, weights).map((sentence) => cut(sentence.text, 600));

/** "Extinguisher and Alarm": the part's two most used nouns, preferring ones no earlier heading used. */
function keywordHeading(sentences: Sentence[], used: Set<string>): string | undefined {
  const keywords = topKeywords(sentences, 20);
  const fresh = keywords.filter((keyword) => !used.has(keyword.lemma));
  const chosen = (fresh.length > 0 ? fresh : keywords).slice(0, 2);
  for (const keyword of chosen) used.add(keyword.lemma);
  return chosen.length > 0 ? cut(chosen.map((keyword) => titleCase(keyword.written)).join(' and '), 200) : undefined;
}

function sectionsFromHeadings(blocks: Block[], signal: AbortSignal): Section[] {
  const fitted = foldToFit(blocks, MAX_SECTIONS).map((block) => ({
    heading: block.heading ?? 'Introduction',
    sentences: readSentences(block.body.join('\n')),
  }));
  signal.throwIfAborted();
  const weights = contentWeights(fitted.flatMap((block) => block.sentences));
  return fitted.map((block) => ({ heading: cut(block.heading, 200), points: pointsOf(block.sentences, weights) }));
}

/** Text without headings: 3 to 6 runs of consecutive sentences, each named by its own keywords. */
function sectionsFromParts(sentences: Sentence[]): Section[] {
  const weights = contentWeights(sentences);
  const parts = Math.min(sentences.length, Math.max(3, Math.min(6, Math.round(sentences.length / 6))));
  const used = new Set<string>();
  return Array.from({ length: parts }, (_, i) => {
    const part = sentences.slice(
      Math.floor((i * sentences.length) / parts),
      Math.floor(((i + 1) * sentences.length) / parts),
    );
    return { heading: keywordHeading(part, used) ?? `Part ${i + 1}`, points: pointsOf(part, weights) };
  });
}

/** With nothing to draw on, a frame for the author to fill: it restates the prompt (on one line), it invents nothing. */
function templateOutline(prompt: string): Outline {
  const sentences = readSentences(prompt);
  const first = sentences[0];
  if (!first) throw new AiUnsupported('The offline assistant needs a prompt or a source to make an outline from.');
  const phrases = nounPhrases(sentences).slice(0, 4);
  const topic = phrases[0] ?? 'the topic';
  const brief = cut(prompt, 580);
  return {
    title: cut(first.text, 200),
    description: cut(prompt, 1000),
    sections: [
      {
        heading: cut(`Introduction to ${topic}`, 200),
        points: [cut(`What ${topic} is about and why it matters`, 600), `The brief: ${brief}`],
      },
      { heading: 'Key ideas', points: (phrases.length > 0 ? phrases : [topic]).map((p) => cut(capitalise(p), 600)) },
      {
        heading: 'Putting it into practice',
        points: [
          cut(`Apply ${topic} to a situation from your own work`, 600),
          cut(`Check your understanding of ${topic}`, 600),
        ],
      },
      { heading: 'Summary', points: [cut(`A recap of ${phrases.length > 0 ? phrases.join(', ') : topic}`, 600)] },
    ],
  };
}

/** An outline from the author's sources: their headings, or parts of the text; a template when there are none. */
export function outlineOf(prompt: string, sources: SourceText[], signal: AbortSignal): Outline {
  const text = sources
    .map((source) => plainText(source.text))
    .filter((sourceText) => sourceText !== '')
    .join('\n\n');
  const brief = plainText(prompt).replace(/\s+/g, ' ');
  if (text === '') return outlineSchema.parse(templateOutline(brief));

  const blocks = blocksOf(text);
  const firstHeading = blocks.find((block) => block.heading !== undefined)?.heading;
  const sentences = readSentences(bodyTextOf(blocks));
  signal.throwIfAborted();
  const sections = (
    firstHeading === undefined ? sectionsFromParts(sentences) : sectionsFromHeadings(blocks, signal)
  ).filter((section) => section.points.length > 0);
  if (sections.length === 0) return outlineSchema.parse(templateOutline(brief || (firstHeading ?? '')));

  const topSentence = rankSentences(sentences)[0]?.text ?? '';
  const promptTopic = brief === '' ? undefined : readSentences(brief)[0]?.text;
  return outlineSchema.parse({
    title: cut(promptTopic ?? firstHeading ?? keywordHeading(sentences, new Set()) ?? 'Outline', 200),
    description: cut(brief || topSentence, 1000),
    sections,
  });
}
