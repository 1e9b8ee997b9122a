import { learnerView, type Content, type LearnerLanguage, type LearnerView } from '../courses';
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
  look: Theme;
};

export async function toLearnerModule(
  id: string,
  revision: number,
  publishedAt: Date,
  content: Content,
  language: { language: string; languages: LearnerLanguage[]; untranslated: string[] },
): Promise<Omit<LearnerModule, 'look'>> {
  return { id, revision, publishedAt: publishedAt.toISOString(), ...language, ...(await learnerView(content)) };
}
