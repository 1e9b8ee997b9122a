import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { THEMES_ROOM } from '../../modules/themes/shared';
import { themeQueries } from '../api/themes';
import { notePosition } from '../api/writePosition';
import { useLiveSocket } from './LiveSocketProvider';

/** Keeps the organisation's themes current: a theme saved, changed or deleted by anyone refetches them. */
export function useThemesLive(): void {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: themeQueries.all() });
    return socket.join(THEMES_ROOM, {
      onChanged: ({ position }) => {
        notePosition(position);
        refresh();
      },
      onSynced: refresh,
    });
  }, [socket, queryClient]);
}
