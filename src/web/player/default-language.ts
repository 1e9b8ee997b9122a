import { matchLanguage } from '../../modules/delivery/shared';

/**
 * What a learner might want, most telling first: the link's `?lang=`, their last choice in this
 * module, the LMS's language for them, their browser's languages.
 */
export type LanguageWishes = {
  link: string | null;
  lastChoice: string | null;
  lms: string | null;
  browser: readonly string[];
};

/** The language a learner starts in: the first wish the module offers (es-MX finds es), else the module's own (`offered[0]`). */
export function defaultLanguage(
  offered: readonly string[],
  { link, lastChoice, lms, browser }: LanguageWishes,
): string {
  for (const wish of [link, lastChoice, lms, ...browser]) {
    const found = wish ? matchLanguage(offered, wish) : null;
    if (found) return found;
  }
  return offered[0]!;
}
