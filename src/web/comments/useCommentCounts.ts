import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { commentQueries } from '../api/comments';
import { useToast } from '../components/ToastProvider';

const NONE: Record<string, number> = {};

/** Each block's open comments as the server counts them; when the call fails the author is told (SPEC §8) and no badge shows. */
export function useCommentCounts(courseId: string): Record<string, number> {
  const counts = useQuery(commentQueries.counts(courseId));
  const toast = useToast();
  const failed = counts.isError;
  useEffect(() => {
    if (failed) toast({ message: 'Failed to load comment counts' });
  }, [failed, toast]);
  return counts.data ?? NONE;
}
