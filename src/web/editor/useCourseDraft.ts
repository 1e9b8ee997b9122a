import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Content } from '../../modules/courses/content';
import { parseConflicts, saveDraft } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { courseQueries, type CourseDetail } from '../api/courses';
import { isApiError } from '../api/errors';
import type { SaveStatus } from '../machines/saveQueue.machine';
import { useSaveQueue } from '../machines/useSaveQueue';
import { keepMineOf, saveBody, withoutKeys, workingContent, type DraftPatch } from './draftPatch';
import { editConflictOf, withMineNow, type EditConflict } from './editConflicts';
import type { HoldEdit } from '../blocks/HeldEdits';
import { newId } from '../newId';
import { useChangedElsewhere } from './useChangedElsewhere';

export interface CourseDraft {
  /** The course as the author sees it: the server's copy with unsaved changes over it. */
  content: Content;
  /** The revision of the server's copy under it. */
  revision: number;
  status: SaveStatus;
  hasUnsavedChanges: boolean;
  /** `basedOn`: the revision the author's view of what changed came from, when it is not the latest. */
  change: (patch: DraftPatch, basedOn?: number) => void;
  /**
   * A block the author added, duplicated, moved or deleted: a change of its own, saved at once
   * after what came before, so an undo takes back that and not the typing before it.
   */
  changeStructure: (patch: DraftPatch) => void;
  /** Resolves once every change is saved (before undo, redo, publish). */
  flush: () => Promise<void>;
  saveNow: () => void;
  conflicts: EditConflict[];
  /** Blocks with this author's unsaved changes that a co-author changed meanwhile. */
  changedElsewhere: ReadonlySet<string>;
  resolveConflict: (key: string, keep: 'mine' | 'theirs') => void;
  /** For block editors that hold an edit while the author types: reported before every flush and saveNow. */
  hold: HoldEdit;
}

/** Marks a change made while the same key's save runs: its base is the revision that save produces. */
const AFTER_THIS_SAVE = Number.POSITIVE_INFINITY;

/**
 * Autosaves a course (SPEC §4 and §9): each save carries the revision its changes were based on,
 * so the server rebases it onto newer changes, or answers 412 for a block or field someone else
 * changed; then the other changes are saved and the author chooses for that block or field.
 */

export function useCourseDraft(detail: CourseDetail, autosave: boolean): CourseDraft {
  const queryClient = useQueryClient();
  const courseId = detail.course.id;
  const latest = () => queryClient.getQueryData<CourseDetail>(courseQueries.detail(courseId).queryKey) ?? detail;
  /** For each unsaved change: the revision the author's view of it came from (what its save is based on). */
  const bases = useRef(new Map<string, number>());
  /** The save running now: its changes' bases (keyed like the patch) and the patch itself. */
  const inFlight = useRef<{ bases: Map<string, number>; patch: DraftPatch }>({ bases: new Map(), patch: {} });
  const [conflicts, setConflicts] = useState<EditConflict[]>([]);
  /**
   * Keys the author chose "Keep mine" for, until a save of them lands: that save overwrites
   * knowingly. Based on the latest revision alone, it could meet a co-author's newer save of the
   * same block again and again while they type.
   */
  const keepingMine = useRef(new Set<string>());
  /** The author's choices so far, and for each key the number of its last: see `saveOn`. */
  const choices = useRef({ made: 0, lastFor: new Map<string, number>() });
  /** This editor among the author's open editors: its saves form one chain the server rebases, never a conflict. */
  const [editorId] = useState(() => newId(24));
  const editorSeq = useRef(0);

  const queue = useSaveQueue<DraftPatch>(async (patch, signal) => {
    inFlight.current.patch = patch;
    const groups = new Map<number, DraftPatch>();
    for (const [key, value] of Object.entries(patch)) {
      const base = bases.current.get(key) ?? latest().revision;
      bases.current.delete(key);
      inFlight.current.bases.set(key, base);
      groups.set(base, { ...groups.get(base), [key]: value });
    }
    try {
      let revision = latest().revision;
      for (const base of [...groups.keys()].sort((a, b) => a - b))
        revision = await saveOn(base, groups.get(base)!, signal);
      for (const [key, base] of bases.current) if (base === AFTER_THIS_SAVE) bases.current.set(key, revision);
    } catch (error) {
      // Not saved: the changes keep the base they had, older than any made since.
      for (const [key, base] of inFlight.current.bases)
        bases.current.set(key, Math.min(base, bases.current.get(key) ?? base));
      throw error;
    } finally {
      inFlight.current = { bases: new Map(), patch: {} };
    }
  }, autosave);

  /** Saves a patch based on a revision; answers the revision after it. */
  async function saveOn(base: number, patch: DraftPatch, signal: AbortSignal): Promise<number> {
    const server = latest();
    const choicesBefore = choices.current.made;
    try {
      const chosen = Object.keys(patch).filter((key) => keepingMine.current.has(key));
      const body = {
        ...saveBody(courseId, base, server.course.content, patch),
        ...(chosen.length ? { keepMine: keepMineOf(chosen) } : {}),
        editorId,
        editorSeq: ++editorSeq.current,
      };
      const written = await saveDraft(body, signal);
      for (const key of chosen) keepingMine.current.delete(key);
      rememberCourseWrite(queryClient, written);
      return written.revision;
    } catch (error) {
      const found = isApiError(error, 412) ? parseConflicts(error.details) : null;
      if (!found) throw error;
      const refused = found.conflicts.map((c) => editConflictOf(c, patch));
      const keys = refused.map((c) => c.key);
      // A save sent before the author chose for its key is refused as the choice expected: not asked again.
      const fresh = refused.filter((c) => (choices.current.lastFor.get(c.key) ?? 0) <= choicesBefore);
      const freshKeys = fresh.map((c) => c.key);
      setConflicts((previous) => [...previous.filter((c) => !freshKeys.includes(c.key)), ...fresh]);
      // Typing that went on in a refused block is still based where the refused change was.
      for (const key of keys) if (bases.current.get(key) === AFTER_THIS_SAVE) bases.current.set(key, base);
      await queryClient.refetchQueries({ queryKey: courseQueries.detail(courseId).queryKey, exact: true });
      const rest = withoutKeys(patch, keys);
      return Object.keys(rest).length ? saveOn(base, rest, signal) : latest().revision;
    }
  }

  /** The edits block editors hold now (see HeldEdits): each reports itself into the queue. */
  const held = useRef(new Set<() => void>());
  // Once per burst of typing, not per key: "Saved" must never show while an edit is held.
  const [holding, setHolding] = useState(false);
  const hold = useCallback<HoldEdit>((report) => {
    held.current.add(report);
    setHolding(true);
    return () => {
      held.current.delete(report);
      if (held.current.size === 0) setHolding(false);
    };
  }, []);
  const reportHeld = () => {
    for (const report of [...held.current]) report();
  };
  const { flush: queueFlush, saveNow: queueSaveNow } = queue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reportHeld reads a ref
  const flush = useCallback(() => {
    reportHeld();
    return queueFlush();
  }, [queueFlush]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reportHeld reads a ref
  const saveNow = useCallback(() => {
    reportHeld();
    queueSaveNow();
  }, [queueSaveNow]);

  const { change: queueChange } = queue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: latest reads the query cache, reportHeld a ref; only the queue matters
  const change = useCallback(
    (patch: DraftPatch, basedOn?: number) => {
      for (const key of Object.keys(patch)) {
        if (bases.current.has(key)) continue;
        // A change made while this key's save runs goes on from the author's own value: that save's result.
        bases.current.set(key, inFlight.current.bases.has(key) ? AFTER_THIS_SAVE : (basedOn ?? latest().revision));
      }
      queueChange(patch);
    },
    [queueChange],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reportHeld reads a ref
  const changeStructure = useCallback(
    (patch: DraftPatch) => {
      reportHeld();
      void queueFlush();
      change(patch);
      void queueFlush();
    },
    [change, queueFlush],
  );

  const resolveConflict = (key: string, keep: 'mine' | 'theirs') => {
    const conflict = conflicts.find((c) => c.key === key);
    setConflicts((previous) => previous.filter((c) => c.key !== key));
    if (!conflict) return;
    choices.current.lastFor.set(key, ++choices.current.made);
    if (keep === 'theirs') {
      // What the author typed there after the refusal goes with their version.
      queue.discard([key]);
      bases.current.delete(key);
      keepingMine.current.delete(key);
      return;
    }
    // "Mine" replaces theirs knowingly: as the author has it now, with what they typed after the
    // refusal (still unsaved), not as it was refused.
    bases.current.set(key, latest().revision);
    keepingMine.current.add(key);
    queueChange({ [key]: key in queue.unsaved ? queue.unsaved[key] : conflict.mine });
  };

  // The cache, read now: a save's result is there before the query's own (deferred) notice of it, and
  // the unsaved changes the save settles must never be dropped over an older copy, even for a render.
  const server = latest();
  const content = useMemo(
    () => workingContent(server.course.content, queue.unsaved),
    [server.course.content, queue.unsaved],
  );
  const changedElsewhere = useChangedElsewhere(server.course.content, queue.unsaved, () => inFlight.current.patch);
  return {
    content,
    revision: server.revision,
    changedElsewhere,
    // A version waiting for the author's choice is not saved either.
    status: (holding || conflicts.length > 0) && queue.status === 'saved' ? 'unsaved' : queue.status,
    hasUnsavedChanges: queue.hasUnsavedChanges || holding,
    change,
    changeStructure,
    flush,
    saveNow,
    conflicts: conflicts.map((conflict) => withMineNow(conflict, queue.unsaved)),
    resolveConflict,
    hold,
  };
}
