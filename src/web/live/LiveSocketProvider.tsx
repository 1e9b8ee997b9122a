import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { sessionStillHolds } from '../api/sessionProbe';
import { liveUrl } from './liveUrl';
import { LiveSocket } from './socket';

const LiveSocketContext = createContext<LiveSocket | null>(null);

/** Holds the tab's one live socket while the signed-in area is shown. */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const [socket] = useState(
    () =>
      new LiveSocket({
        url: liveUrl,
        sessionIsValid: sessionStillHolds,
      }),
  );
  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, [socket]);
  return <LiveSocketContext value={socket}>{children}</LiveSocketContext>;
}

export function useLiveSocket(): LiveSocket {
  const socket = useContext(LiveSocketContext);
  if (!socket) throw new Error('useLiveSocket needs a <LiveSocketProvider> above it');
  return socket;
}
