import type { Block } from '../content/blocks';
import type { Content } from '../content/content';

/** The audio an author added for `language` ("es" serves "es-MX" too), or undefined. */
function audioFor(audio: Record<string, string>, language: string): string | undefined {
  return audio[language] ?? audio[language.split('-')[0]!];
}

function withAudioIn(block: Block, language: string): Block {
  if (block.type !== 'AudioBlockComponent') return block;
  const url = audioFor(block.data.audio, language);
  // The uploaded file's facts (its id, its length) are the source language's: the learner's file has its own.
  return url ? { ...block, data: { ...block.data, url, media: undefined } } : block;
}

/** SPEC §3 media `audio` keyed by language: an audio block plays the learner's language where the author added it. */
export function audioIn(content: Content, language: string): Content {
  const blocks = Object.fromEntries(Object.entries(content.blocks).map(([id, b]) => [id, withAudioIn(b, language)]));
  return { ...content, blocks };
}
