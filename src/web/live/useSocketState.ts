import { useSyncExternalStore } from 'react';
import type { SocketState } from './socket';
import { useLiveSocket } from './LiveSocketProvider';

export function useSocketState(): SocketState {
  const socket = useLiveSocket();
  return useSyncExternalStore(socket.subscribe, socket.getState);
}
