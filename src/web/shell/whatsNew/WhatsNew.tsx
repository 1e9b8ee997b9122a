import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ACTIVE_TAGS, WHATS_NEW_FEATURES } from './features';
import { forgetResetRequest, hasResetRequest } from './resetRequest';
import { selectShownFeature, whatsNewMachine } from './whatsNew.machine';
import { WhatsNewDialog } from './WhatsNewDialog';

/**
 * SPEC §4 What's New; `enabled` false holds it back (a tour is due or running); a `newcomer` (a
 * first-time user) is not told what is new (see WhatsNewInput).
 */
export function WhatsNew({ enabled, newcomer }: { enabled: boolean; newcomer: boolean }) {
  const [reset] = useState(hasResetRequest);
  const actor = useActorRef(whatsNewMachine, {
    input: { features: WHATS_NEW_FEATURES, activeTags: ACTIVE_TAGS, reset, enabled, newcomer },
  });
  useEffect(forgetResetRequest, []);
  useEffect(() => actor.send({ type: 'SET_ENABLED', enabled }), [actor, enabled]);
  const shown = useSelector(actor, selectShownFeature);
  return shown ? <WhatsNewDialog shown={shown} send={actor.send} /> : null;
}
