import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readSession } from '../../api/session';
import { ACTIVE_TAGS, WHATS_NEW_FEATURES } from './features';
import { forgetResetRequest, hasResetRequest } from './resetRequest';
import { selectShownFeature, whatsNewMachine } from './whatsNew.machine';
import { WhatsNewDialog } from './WhatsNewDialog';

/**
 * SPEC §4 What's New, for a signed-in author only. The session is read again on every route
 * change, since signing in leads to the dashboard without a page load.
 */
export function WhatsNew({ enabled }: { enabled: boolean }) {
  useLocation();
  return readSession().author ? <WhatsNewPopup enabled={enabled} /> : null;
}

function WhatsNewPopup({ enabled }: { enabled: boolean }) {
  const [reset] = useState(hasResetRequest);
  const actor = useActorRef(whatsNewMachine, {
    input: { features: WHATS_NEW_FEATURES, activeTags: ACTIVE_TAGS, reset, enabled },
  });
  useEffect(forgetResetRequest, []);
  useEffect(() => actor.send({ type: 'SET_ENABLED', enabled }), [actor, enabled]);
  const shown = useSelector(actor, selectShownFeature);
  return shown ? <WhatsNewDialog shown={shown} send={actor.send} /> : null;
}
