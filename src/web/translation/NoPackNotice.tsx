import { en } from '../blocks/words/en';
import { packOf } from '../blocks/words/all-packs';
import { languageName } from './languages';

/** Says so when the player has no words in a language: learners read them in English unless the author writes them. */
export function NoPackNotice({ language }: { language: string }) {
  if (packOf(language)) return null;
  const name = languageName(language);
  return (
    <p className="translation-language__note player-words__no-pack" role="note">
      The player has no words of its own in {name} yet: its buttons and messages ({en['cover.start']},{' '}
      {en['question.check']}…) show in English. You can write them in {name} under Player words.
    </p>
  );
}
