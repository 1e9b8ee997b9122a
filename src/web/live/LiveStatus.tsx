import { useSocketState } from './useSocketState';

export function LiveStatus() {
  const state = useSocketState();
  return (
    <span
      className={`live-status live-status--${state}`}
      title={state === 'connected' ? 'Live updates on' : 'Live updates paused; reconnecting'}
    >
      {state === 'connected' ? 'Live' : 'Offline'}
    </span>
  );
}
