import type { Content } from '../../modules/courses/content';
import { translateContent } from '../../modules/courses/translation/shared';
import type { TranslationWorkspace } from '../api/translation';

const CURRENT = new Set(['machine', 'memory', 'human', 'import']);

/** The draft in one of its languages, as learners will get it at the next publish: missing or outdated fields keep the source. */
export function draftInLanguage(content: Content, workspace: TranslationWorkspace): Content {
  const texts = new Map(workspace.segments.filter((s) => CURRENT.has(s.state)).map((s) => [s.id, s.text]));
  return translateContent(content, (id) => texts.get(id));
}
