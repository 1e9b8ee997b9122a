import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseRoom } from '../../modules/courses/live-rooms';
import { courseQueries } from '../api/courses';
import { applyCourseEvent } from './applyCourseEvent';
import { useLiveSocket } from './LiveSocketProvider';

/**
 * Keeps the cached course current with other people's (and other tabs') changes. The editor shows
 * its own unsaved values over the cache, so local edits always win over a remote value.
 */
export function useCourseLive(courseId: string): void {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    const { queryKey } = courseQueries.detail(courseId);
    return socket.join(courseRoom(courseId), {
      onEvent: (event) => {
        queryClient.setQueryData(queryKey, (cached) => (cached ? applyCourseEvent(cached, event) : cached));
      },
      onSynced: () => void queryClient.invalidateQueries({ queryKey }),
    });
  }, [socket, queryClient, courseId]);
}
