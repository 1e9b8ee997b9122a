import { badRequest } from '../../../platform/errors';
import type { Course } from '../course-state';
import type { CourseEvent } from '../events';
import { notALanguageOf } from './messages';
import { wordProblem } from './player-word-check';
import { MAX_PLAYER_WORD, PLAYER_WORDS, type PlayerWordKey } from './player-words';

const isPlayerWord = (key: string): key is PlayerWordKey => Object.hasOwn(PLAYER_WORDS, key);

/**
 * The author's own words for the player in one of the module's languages, all of them: a key left
 * out (or empty) says its pack's word again. Each key is one of the English pack's, each text a
 * message with none but that word's arguments.
 */
export function setPlayerWords(course: Course, language: string, words: Record<string, string>): CourseEvent[] {
  const { sourceLanguage, languages, playerWords } = course.translations;
  if (language !== sourceLanguage && !languages.includes(language))
    throw badRequest(notALanguageOf(language), { field: 'language' });
  const unknown = Object.keys(words).filter((key) => !isPlayerWord(key));
  if (unknown.length)
    throw badRequest(`Invalid words: ${unknown.slice(0, 5).join(', ')} is not a word of the player`, {
      field: 'words',
    });
  const kept = Object.entries(words)
    .map(([key, text]) => [key as PlayerWordKey, text.trim()] as const)
    .filter(([, text]) => text !== '');
  for (const [key, text] of kept) {
    const problem =
      text.length > MAX_PLAYER_WORD
        ? `is longer than ${MAX_PLAYER_WORD} characters`
        : wordProblem(text, PLAYER_WORDS[key].message);
    // The field names the word, so the author's form can say it beside that word's box.
    if (problem) throw badRequest(`Invalid words: ${key} ${problem}`, { field: `words.${key}`, reason: problem });
  }
  const next = Object.fromEntries(kept);
  const before = playerWords?.[language] ?? {};
  if (JSON.stringify(Object.entries(next).sort()) === JSON.stringify(Object.entries(before).sort())) return [];
  return [{ type: 'PlayerWordsChanged', data: { courseId: course.id, language, words: next } }];
}
