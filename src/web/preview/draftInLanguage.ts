import type { Content } from '../../modules/courses/content';
import { needsTranslation, translateContent } from '../../modules/courses/translation/shared';
import type { TranslationWorkspace } from '../api/translation';

/**
 * The draft in one of its languages, as learners will get it at the next publish: missing or
 * outdated fields keep the source, and the blocks with not one word translated are named.
 */
export function draftInLanguage(content: Content, workspace: TranslationWorkspace) {
  const current = workspace.segments.filter((s) => !needsTranslation(s.state));
  const texts = new Map(current.map((s) => [s.id, s.text]));
  const translated = new Set(current.map((s) => s.blockId));
  const worded = new Set(workspace.segments.flatMap((s) => (s.blockId ? [s.blockId] : [])));
  return {
    content: translateContent(content, (id) => texts.get(id)),
    untranslated: [...worded].filter((id) => !translated.has(id)),
  };
}
