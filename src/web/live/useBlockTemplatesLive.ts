import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BLOCK_TEMPLATES_ROOM } from '../../modules/courses/live-rooms';
import { blockTemplateQueries, mayUseBlockTemplates } from '../api/blockTemplates';
import { notePosition } from '../api/writePosition';
import { useLiveSocket } from './LiveSocketProvider';

/** Keeps the block library's templates current: one saved, renamed or deleted by any author of the organisation refetches them. */
export function useBlockTemplatesLive(): void {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!mayUseBlockTemplates()) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: blockTemplateQueries.all() });
    return socket.join(BLOCK_TEMPLATES_ROOM, {
      onChanged: ({ position }) => {
        notePosition(position);
        refresh();
      },
      onSynced: refresh,
    });
  }, [socket, queryClient]);
}
