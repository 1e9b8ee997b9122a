import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authoringQueries, redoChange, undoChange } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { useToast } from '../components/ToastProvider';
import { describeError } from '../api/errors';

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * Undo and redo on the server (compensating events), so they work across reloads and devices.
 * Pending edits are saved first. Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) work outside text fields, where
 * the browser's own undo of typing applies.
 */
export function useUndoRedo(
  courseId: string,
  flush: () => Promise<void>,
  revision: number,
  /** Changes not saved yet are the author's latest: Undo takes them back once they are saved. */
  hasUnsavedChanges: boolean,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = useQuery({ ...authoringQueries.undoState(courseId) });
  const { refetch } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new saved revision makes it stale
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);

  const step = useMutation({
    mutationFn: async (direction: 'undo' | 'redo') => {
      await flush();
      return direction === 'undo' ? undoChange(courseId) : redoChange(courseId);
    },
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      void queryClient.invalidateQueries({ queryKey: authoringQueries.history(courseId).queryKey });
    },
    onError: (error) => toast({ message: describeError(error) }),
    onSettled: () => void refetch(),
  });

  const { mutate } = step;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditable(document.activeElement)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        mutate(key === 'y' || event.shiftKey ? 'redo' : 'undo');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mutate]);

  return {
    canUndo: ((state.data?.canUndo ?? false) || hasUnsavedChanges) && !step.isPending,
    canRedo: (state.data?.canRedo ?? false) && !step.isPending,
    undo: () => mutate('undo'),
    redo: () => mutate('redo'),
  };
}
