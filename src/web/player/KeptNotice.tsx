import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { KeptStatusSource } from './lti-progress';
import { Say } from '../blocks/LearnerWords';

const always = { current: () => 'kept' as const, subscribe: () => () => {} };

/**
 * Tells a learner whose progress the server keeps when it is not being kept: while the server is
 * out of reach (it goes once the connection is back), and once their session has ended.
 */
export function KeptNotice({ status = always }: { status?: KeptStatusSource }) {
  const kept = useSyncExternalStore(status.subscribe, status.current);
  return (
    <p role="status" className="player-kept-notice" hidden={kept === 'kept'}>
      {kept !== 'kept' && <CloudOff aria-hidden="true" size={20} className="player-kept-notice__icon" />}
      {kept === 'waiting' && <Say word="kept.waiting" />}
      {kept === 'ended' && <Say word="kept.ended" />}
    </p>
  );
}
