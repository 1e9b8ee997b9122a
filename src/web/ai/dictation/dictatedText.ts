/**
 * Dictated words as they go in after `before` (the text just before the caret, in its paragraph):
 * a space from the word before, a capital where a sentence starts (offline recognisers write lowercase).
 */
export function dictatedText(words: string, before: string): string {
  const startsSentence = !before.trim() || /[.!?]\s*$/.test(before);
  const text = startsSentence ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  return before && !/\s$/.test(before) ? ` ${text}` : text;
}
