import type { Block } from '../../modules/courses/content';
import type { EditConflictDetail } from '../api/authoring';
import { conflictKey, type DraftPatch } from './draftPatch';

/**
 * A block or a field (title, description, one setting) two authors changed at once: the author
 * picks which version stays. `key` is the change's key in the draft patch.
 */
export type EditConflict =
  | { kind: 'block'; key: string; mine: Block | null; theirs: Block | null }
  | { kind: 'field'; key: string; field: string; mine: unknown; theirs: unknown };

/** A conflict a 412 named, with the author's own value from the patch that was refused. */
export function editConflictOf(detail: EditConflictDetail, patch: DraftPatch): EditConflict {
  const key = conflictKey(detail);
  if ('blockId' in detail)
    return { kind: 'block', key, theirs: detail.theirs, mine: (patch[key] as Block | null | undefined) ?? null };
  return { kind: 'field', key, field: detail.field, theirs: detail.theirs, mine: patch[key] };
}

/** The conflict as the author has it now: their version is what they typed since the refusal, if they typed on. */
export function withMineNow(conflict: EditConflict, unsaved: DraftPatch): EditConflict {
  if (!(conflict.key in unsaved)) return conflict;
  const mine = unsaved[conflict.key];
  return conflict.kind === 'block' ? { ...conflict, mine: (mine as Block | null) ?? null } : { ...conflict, mine };
}

const FIELD_LABELS: Record<string, string> = {
  title: 'the module title',
  description: 'the module description',
  'settings.quiz': 'the quiz settings',
  'settings.theme': 'the theme',
};

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** How the editor names a field in a conflict: "the module title", "the setting “show completion status”". */
export const fieldLabel = (field: string): string =>
  FIELD_LABELS[field] ??
  (field.startsWith('settings.') ? `the setting “${words(field.slice('settings.'.length))}”` : field);
