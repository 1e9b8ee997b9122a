import type { RecordedEvent } from '../../platform/eventstore/types';
import { CONTENT_EVENT_TYPES } from './content/content-events';

type ChangeKind = 'create' | 'edit' | 'undo' | 'redo' | 'restore' | 'publish' | 'unpublish' | 'other';

/** One change: the events one command wrote (they share a changeId). */
export type Change = {
  changeId: string;
  userId: string;
  recordedAt: string;
  firstRevision: number;
  lastRevision: number;
  kind: ChangeKind;
  eventTypes: string[];
  /** The change an undo or redo is about, or the revision a restore went back to. */
  ref: string | null;
};

const metaOf = (e: RecordedEvent) => e.metadata as { changeId?: string; userId?: string };

function kindOf(types: string[]): ChangeKind {
  if (types.includes('CourseCreated')) return 'create';
  if (types.includes('ChangeUndone')) return 'undo';
  if (types.includes('ChangeRedone')) return 'redo';
  if (types.includes('RevisionRestored')) return 'restore';
  if (types.includes('CoursePublished')) return 'publish';
  if (types.includes('CourseUnpublished')) return 'unpublish';
  return types.some((t) => CONTENT_EVENT_TYPES.has(t)) ? 'edit' : 'other';
}

function refOf(events: RecordedEvent[]): string | null {
  for (const e of events) {
    const d = e.data as { changeId?: string; revision?: number };
    if (e.type === 'ChangeUndone' || e.type === 'ChangeRedone') return d.changeId ?? null;
    if (e.type === 'RevisionRestored') return String(d.revision);
  }
  return null;
}

/** A course's history as changes, oldest first. */
export function changesOf(events: RecordedEvent[]): Change[] {
  const groups: RecordedEvent[][] = [];
  for (const e of events) {
    const last = groups[groups.length - 1];
    if (last && metaOf(last[0]!).changeId === metaOf(e).changeId) last.push(e);
    else groups.push([e]);
  }
  return groups.map((group) => {
    const first = group[0]!;
    const types = group.map((e) => e.type);
    return {
      changeId: metaOf(first).changeId ?? first.id,
      userId: metaOf(first).userId ?? '',
      recordedAt: first.recordedAt.toISOString(),
      firstRevision: first.version,
      lastRevision: group[group.length - 1]!.version,
      kind: kindOf(types),
      eventTypes: types,
      ref: refOf(group),
    };
  });
}

/**
 * What this user can undo and redo: their own edits, newest last. An undo moves the change to the
 * redo stack; a redo moves it back; a new edit empties the redo stack.
 */
export function undoStacks(changes: Change[], userId: string): { undo: Change[]; redo: Change[] } {
  const undo: Change[] = [];
  let redo: Change[] = [];
  const byId = new Map(changes.map((c) => [c.changeId, c]));
  for (const change of changes) {
    if (change.userId !== userId) continue;
    if (change.kind === 'edit' || change.kind === 'restore') {
      undo.push(change);
      redo = [];
    } else if (change.kind === 'undo' || change.kind === 'redo') {
      const target = byId.get(change.ref ?? '');
      if (!target) continue;
      const [from, to] = change.kind === 'undo' ? [undo, redo] : [redo, undo];
      const at = from.lastIndexOf(target);
      if (at >= 0) from.splice(at, 1);
      to.push(target);
    }
  }
  return { undo, redo };
}
