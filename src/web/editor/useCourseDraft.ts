import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Content } from '../../modules/courses/content';
import { parseConflicts, saveDraft } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { courseQueries, type CourseDetail } from '../api/courses';
import { isApiError } from '../api/errors';
import type { SaveStatus } from '../machines/saveQueue.machine';
import { useSaveQueue } from '../machines/useSaveQueue';
import { saveBody, withoutKeys, workingContent, type DraftPatch } from './draftPatch';
import { editConflictOf, type EditConflict } from './editConflicts';

export interface CourseDraft {
  /** The course as the author sees it: the server's copy with unsaved changes over it. */
  content: Content;
  status: SaveStatus;
  hasUnsavedChanges: boolean;
  change: (patch: DraftPatch) => void;
  /** Resolves once every change is saved (before undo, redo, publish). */
  flush: () => Promise<void>;
  saveNow: () => void;
  conflicts: EditConflict[];
  resolveConflict: (key: string, keep: 'mine' | 'theirs') => void;
}

/**
 * Autosaves a course (SPEC §4 and §9): each save carries the revision its changes were based on,
 * so the server rebases it onto newer changes, or answers 412 for a block or field someone else
 * changed; then the other changes are saved and the author chooses for that block or field.
 */
export function useCourseDraft(detail: CourseDetail, autosave: boolean): CourseDraft {
  const queryClient = useQueryClient();
  const courseId = detail.course.id;
  const latest = () => queryClient.getQueryData<CourseDetail>(courseQueries.detail(courseId).queryKey) ?? detail;
  /** The revision the oldest unsaved change was made on. */
  const batchBase = useRef<number | null>(null);
  const [conflicts, setConflicts] = useState<EditConflict[]>([]);

  const queue = useSaveQueue<DraftPatch>(async (patch, signal) => {
    const base = batchBase.current ?? latest().revision;
    batchBase.current = null;
    try {
      await saveOn(base, patch, signal);
    } catch (error) {
      batchBase.current = Math.min(batchBase.current ?? base, base);
      throw error;
    }
  }, autosave);

  async function saveOn(base: number, patch: DraftPatch, signal: AbortSignal): Promise<void> {
    const server = latest();
    try {
      rememberCourseWrite(queryClient, await saveDraft(saveBody(courseId, base, server.course.content, patch), signal));
    } catch (error) {
      const found = isApiError(error, 412) ? parseConflicts(error.details) : null;
      if (!found) throw error;
      const fresh = found.conflicts.map((c) => editConflictOf(c, patch));
      const keys = fresh.map((c) => c.key);
      setConflicts((previous) => [...previous.filter((c) => !keys.includes(c.key)), ...fresh]);
      await queryClient.refetchQueries({ queryKey: courseQueries.detail(courseId).queryKey, exact: true });
      const rest = withoutKeys(patch, keys);
      if (Object.keys(rest).length) await saveOn(base, rest, signal);
    }
  }

  const { change: queueChange } = queue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: latest reads a ref; only the queue's change matters
  const change = useCallback(
    (patch: DraftPatch) => {
      batchBase.current ??= latest().revision;
      queueChange(patch);
    },
    [queueChange],
  );

  const resolveConflict = (key: string, keep: 'mine' | 'theirs') => {
    const conflict = conflicts.find((c) => c.key === key);
    setConflicts((previous) => previous.filter((c) => c.key !== key));
    if (keep === 'theirs' || !conflict) return;
    // Saved on the current revision, "mine" replaces theirs knowingly.
    batchBase.current = latest().revision;
    queueChange({ [key]: conflict.mine });
  };

  const content = useMemo(
    () => workingContent(detail.course.content, queue.unsaved),
    [detail.course.content, queue.unsaved],
  );
  return {
    content,
    status: queue.status,
    hasUnsavedChanges: queue.hasUnsavedChanges,
    change,
    flush: queue.flush,
    saveNow: queue.saveNow,
    conflicts,
    resolveConflict,
  };
}
