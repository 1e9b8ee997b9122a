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
    // After giving up on a server that kept refusing, a browser back online or a tab shown again tries anew.
    const retry = () => {
      if (document.visibilityState === 'visible') socket.retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
      socket.stop();
    };
  }, [socket]);
  return <LiveSocketContext value={socket}>{children}</LiveSocketContext>;
}

export function useLiveSocket(): LiveSocket {
  const socket = useContext(LiveSocketContext);
  if (!socket) throw new Error('useLiveSocket needs a <LiveSocketProvider> above it');
  return socket;
}
