import type { Block } from './blocks';
import { kindTexts } from './kinds';

const READING_WORDS_PER_MINUTE = 200;
const SPEAKING_WORDS_PER_MINUTE = 150;
/** Guesses where the content says nothing of its length. */
const SECONDS = { question: 30, game: 60, image: 10, unknownMedia: 60, embed: 60 } as const;

const wordsIn = (text: string) => text.match(/\S+/g)?.length ?? 0;
const htmlWords = (html: string) => wordsIn(html.replace(/<[^>]*>/g, ' '));
const reading = (words: number) => (words * 60) / READING_WORDS_PER_MINUTE;
const mediaSeconds = (media: { durationSeconds?: number } | undefined) =>
  media?.durationSeconds ?? SECONDS.unknownMedia;

function secondsOf(block: Block): number {
  switch (block.type) {
    case 'TextBlockComponent':
      return reading(htmlWords(block.data.html));
    case 'HeadingBlockComponent':
    case 'InbetweenBlockComponent':
      return reading(wordsIn(block.data.text));
    case 'ImageBlockComponent':
      return SECONDS.image + reading(wordsIn(block.data.caption));
    case 'VideoBlockComponent':
    case 'AudioBlockComponent':
      return mediaSeconds(block.data.media);
    case 'AvatarBlockComponent':
      return block.data.script ? (wordsIn(block.data.script) * 60) / SPEAKING_WORDS_PER_MINUTE : SECONDS.unknownMedia;
    case 'QuestionBlockComponent':
      return SECONDS.question;
    case 'CVRBlockComponent':
      return SECONDS.game;
    case 'EmbedBlockComponent':
      return SECONDS.embed;
    case 'QuizResultsBlockComponent':
      return 0;
    default:
      return reading(
        kindTexts(block).reduce((words, t) => words + (t.kind === 'html' ? htmlWords(t.source) : wordsIn(t.source)), 0),
      );
  }
}

/** How long the module takes, in whole minutes (at least one): reading, watching, answering and playing. */
export const estimatedMinutes = (blocks: Block[]) =>
  Math.max(1, Math.round(blocks.reduce((sum, block) => sum + secondsOf(block), 0) / 60));
