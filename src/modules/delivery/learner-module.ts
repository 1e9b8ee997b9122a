import {
  learnerView,
  type Content,
  type LearnerLanguage,
  type LearnerView,
  type PlayerWordOverrides,
} from '../courses';
import type { Theme } from '../themes';

/**
 * A published module as a learner's player receives it, in one of its languages and its theme;
 * the same shape goes into SCORM packages and to dispatches. `language` is the one it is in,
 * `languages` those the learner may choose (the module's own first).
 */
export type LearnerModule = LearnerView & {
  id: string;
  revision: number;
  publishedAt: string;
  language: string;
  languages: LearnerLanguage[];
  /** Blocks shown in the module's own language (`languages[0]`): none of their words is translated yet. */
  untranslated: string[];
  /** The author's own words for the player in this language, by key (the pack says the others). */
  playerWords?: PlayerWordOverrides[string];
  look: Theme;
};

export async function toLearnerModule(
  id: string,
  revision: number,
  publishedAt: Date,
  content: Content,
  language: Pick<LearnerModule, 'language' | 'languages' | 'untranslated' | 'playerWords'>,
): Promise<Omit<LearnerModule, 'look'>> {
  return { id, revision, publishedAt: publishedAt.toISOString(), ...language, ...(await learnerView(content)) };
}
