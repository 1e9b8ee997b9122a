import { badRequest } from '../../platform/errors';
import { undoStacks } from './changes';
import { type ChangedParts, changedParts } from './content/carry';
import type { Content } from './content/content';
import type { ContentChange } from './decide-authoring';
import type { CourseHistory } from './history';
import { proposalFrom } from './proposal';
import type { SaveDraftInput } from './requests';

/** What an author means by a save, an undo, a redo, a restore or a block call. */
export type DraftIntent =
  | { kind: 'save'; input: SaveDraftInput }
  | { kind: 'undo'; userId: string }
  | { kind: 'redo'; userId: string }
  | { kind: 'restore'; revision: number }
  /** A change made on the course as it is now (the block calls): `edit` returns the new content. */
  | { kind: 'edit'; edit: (content: Content) => Content };

/** The change an intent makes on the course's history: pure, so its tests need no store. */
export function changeFor(intent: DraftIntent, history: CourseHistory): ContentChange {
  switch (intent.kind) {
    case 'save':
      return saveChange(history, intent.input);
    case 'undo':
    case 'redo':
      return undoOrRedoChange(history, intent.kind, intent.userId);
    case 'restore':
      return {
        kind: 'restore',
        revision: intent.revision,
        from: history.contentAt(history.head),
        to: history.contentAt(intent.revision),
      };
    case 'edit': {
      const from = history.contentAt(history.head);
      return { kind: 'save', from, to: intent.edit(from) };
    }
  }
}

/**
 * The author's version, from the revision they started on, to be rebased onto whatever others saved
 * since. What the same editor saved since that revision is already in its copy (its earlier saves,
 * still on their way or retried when this one was sent): the save goes on from the last of them,
 * so an editor never meets its own changes as someone else's. A save that arrives after a later
 * save of its editor (one it gave up waiting for, whose changes that later save carried again)
 * changes nothing: it would put back older typing.
 */
function saveChange(history: CourseHistory, input: SaveDraftInput): ContentChange {
  if (input.revision !== undefined && input.revision > history.head)
    throw badRequest(`Invalid revision: ${input.revision} is beyond the latest revision, ${history.head}`);
  let base = input.revision ?? history.head;
  if (overtaken(history, base, input)) {
    const latest = history.contentAt(history.head);
    return { kind: 'save', from: latest, to: latest };
  }
  if (input.editorId !== undefined)
    while (base < history.head && history.editorAt(base + 1)?.editorId === input.editorId) base++;
  const from = history.contentAt(base);
  const to = proposalFrom(from, input);
  const own = changedOnlyBy(history, base, input.editorId);
  const overwrite = {
    blockIds: [...(input.keepMine?.blockIds ?? []), ...own.blockIds],
    fields: [...(input.keepMine?.fields ?? []), ...own.fields],
  };
  return overwrite.blockIds.length || overwrite.fields.length
    ? { kind: 'save', from, to, overwrite }
    : { kind: 'save', from, to };
}

/**
 * What only this editor changed since `base`, its earlier saves landing around someone else's: its
 * copy has them, so its newer version of them is no conflict. (A base can stay behind them when
 * the editor's copy was read before them, or a save was retried.)
 */
function changedOnlyBy(history: CourseHistory, base: number, editorId: string | undefined): ChangedParts {
  if (editorId === undefined || base === history.head) return { blockIds: [], fields: [] };
  const byOthers = new Set<string>();
  for (let revision = base + 1; revision <= history.head; revision++) {
    if (history.editorAt(revision)?.editorId === editorId) continue;
    const parts = changedParts(history.contentAt(revision - 1), history.contentAt(revision));
    for (const name of [...parts.blockIds, ...parts.fields]) byOthers.add(name);
  }
  const since = changedParts(history.contentAt(base), history.contentAt(history.head));
  return {
    blockIds: since.blockIds.filter((id) => !byOthers.has(id)),
    fields: since.fields.filter((field) => !byOthers.has(field)),
  };
}

/** Whether the same editor saved, since this save's base, a save it numbered after this one. */
function overtaken(history: CourseHistory, base: number, { editorId, editorSeq }: SaveDraftInput): boolean {
  if (editorId === undefined || editorSeq === undefined) return false;
  for (let revision = history.head; revision > base; revision--) {
    const save = history.editorAt(revision);
    if (save?.editorId === editorId && save.editorSeq !== undefined && save.editorSeq > editorSeq) return true;
  }
  return false;
}

/** An undo takes the caller's last change back (after → before); a redo makes their last undone one again. */
function undoOrRedoChange(history: CourseHistory, kind: 'undo' | 'redo', userId: string): ContentChange {
  const change = undoStacks(history.changes(), userId)[kind].at(-1);
  if (!change) throw badRequest(kind === 'undo' ? 'Nothing to undo' : 'Nothing to redo');
  const before = history.contentAt(change.firstRevision - 1);
  const after = history.contentAt(change.lastRevision);
  return kind === 'undo'
    ? { kind, changeId: change.changeId, from: after, to: before }
    : { kind, changeId: change.changeId, from: before, to: after };
}
