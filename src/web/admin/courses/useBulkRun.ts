import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCourse } from '../../api/adminCourses';
import { describeError } from '../../api/errors';
import { refreshLibrary } from '../../api/libraryCache';
import { notePosition } from '../../api/writePosition';
import type { BulkAction } from './bulkActions';

export type ItemProgress =
  | { state: 'waiting' }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'failed'; reason: string };
export type BulkRun = {
  phase: 'ready' | 'running' | 'finished';
  progress: Record<string, ItemProgress>;
  start: (newOwnerId: string) => Promise<void>;
};

/**
 * Runs one action over the modules one after the other (a failure stops nothing), keeping each
 * module's progress; once all are done, the lists are read again, after the last write.
 */
export function useBulkRun(action: BulkAction, courses: AdminCourse[]): BulkRun {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<BulkRun['phase']>('ready');
  const [progress, setProgress] = useState<Record<string, ItemProgress>>(() =>
    Object.fromEntries(courses.map((c) => [c.id, { state: 'waiting' }])),
  );
  const mark = (id: string, item: ItemProgress) => setProgress((all) => ({ ...all, [id]: item }));

  const start = async (newOwnerId: string) => {
    setPhase('running');
    for (const course of courses) {
      mark(course.id, { state: 'working' });
      try {
        const { position } = await action.run(course, newOwnerId);
        if (position) notePosition(position);
        mark(course.id, { state: 'done' });
      } catch (error) {
        mark(course.id, { state: 'failed', reason: describeError(error) });
      }
    }
    await refreshLibrary(queryClient);
    setPhase('finished');
  };

  return { phase, progress, start };
}
