import type { Cue } from '../speech/vtt';

/** The script's sentences (long ones cut at commas or every ~12 words), each one caption. */
function scriptLines(script: string): string[] {
  const sentences = script
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .filter(Boolean);
  return sentences.flatMap((sentence) => {
    const words = sentence.split(' ');
    if (words.length <= 14) return [sentence];
    const parts: string[] = [];
    for (let i = 0; i < words.length; i += 12) parts.push(words.slice(i, i + 12).join(' '));
    return parts;
  });
}

/** Captions for a spoken script: each line is on screen for its share of the speech, by its length. */
export function scriptCaptions(script: string, seconds: number): Cue[] {
  const lines = scriptLines(script);
  const total = lines.reduce((sum, line) => sum + line.length, 0) || 1;
  let start = 0;
  return lines.map((text) => {
    const end = start + (seconds * text.length) / total;
    const cue = { start, end, text };
    start = end;
    return cue;
  });
}
