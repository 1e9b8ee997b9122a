import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseRoom } from '../../modules/courses/live-rooms';
import { courseQueries } from '../api/courses';
import { thumbnailQueries } from '../api/thumbnails';
import { translationQueries } from '../api/translation';
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
        // Someone's thumbnail, an upload's new sizes, a transcription's progress: what shows them is read again.
        if (event.name === 'thumbnailChanged')
          void queryClient.invalidateQueries({ queryKey: thumbnailQueries.check(courseId).queryKey });
        if (event.name === 'mediaChanged' || event.name === 'mediaJobChanged')
          void queryClient.invalidateQueries({ queryKey: ['media'] });
        // A translation, or a source edit that may make one outdated: the languages' status is read again.
        void queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) });
      },
      onSynced: () => void queryClient.invalidateQueries({ queryKey }),
    });
  }, [socket, queryClient, courseId]);
}
