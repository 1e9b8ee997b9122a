import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authoringQueries, redoChange, undoChange } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { useToast } from '../components/ToastProvider';
import { describeError } from '../api/errors';
import type { UndoRedo } from './editorActions';

/**
 * Undo and redo on the server (compensating events), so they work across reloads and devices.
 * Pending edits are saved first. The editor's actions (editorActions.ts) give them their buttons
 * and keys.
 */
export function useUndoRedo(
  courseId: string,
  flush: () => Promise<void>,
  revision: number,
  /** Changes not saved yet are the author's latest: Undo takes them back once they are saved. */
  hasUnsavedChanges: boolean,
): UndoRedo {
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
  return {
    canUndo: ((state.data?.canUndo ?? false) || hasUnsavedChanges) && !step.isPending,
    canRedo: (state.data?.canRedo ?? false) && !step.isPending,
    undo: () => mutate('undo'),
    redo: () => mutate('redo'),
  };
}
