import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COURSE_LIST_ROOM } from '../../modules/courses/live-rooms';
import { refreshLibrary } from '../api/libraryCache';
import { notePosition } from '../api/writePosition';
import { useLiveSocket } from './LiveSocketProvider';
import { throttle } from './throttle';

const REFRESH_INTERVAL_MS = 500;

/** Keeps the dashboard's lists current: any change to the organisation's modules refetches them, at most twice a second. */
export function useCourseListLive(): void {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = throttle(() => void refreshLibrary(queryClient), REFRESH_INTERVAL_MS);
    const stop = socket.join(COURSE_LIST_ROOM, {
      onChanged: ({ position }) => {
        // The message comes from the bus, not the read model: the refetch must wait for the list to include it.
        notePosition(position);
        refresh();
      },
      onSynced: refresh,
    });
    return () => {
      stop();
      refresh.cancel();
    };
  }, [socket, queryClient]);
}
