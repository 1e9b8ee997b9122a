import { useEffect, useMemo, useReducer, useState } from 'react';
import type { Session } from './boot';
import { emptyState, fromSuspendData, learnerReducer, toSuspendData } from '../../modules/delivery/shared';
import { outcomeOf } from '../../modules/delivery/shared';
import type { Progress } from './saved-progress';

/**
 * What the learner brought from an earlier visit: the LMS's suspend data and location, or the
 * browser's copy. A new attempt (entry "ab-initio") starts clean, whatever the LMS still holds.
 */
function savedProgress({ link, store, module }: Session): Progress | null {
  if (!link) return store?.load() ?? null;
  const { suspendData, location, entry } = link.snapshot;
  if (entry === 'ab-initio') return null;
  const blockIds = module.blocks.map((b) => b.id);
  return suspendData || location
    ? { state: suspendData ? fromSuspendData(suspendData, blockIds) : emptyState, location }
    : null;
}

const hasResults = ({ state, location }: Progress) =>
  location !== '' || Object.keys(state.questions).length > 0 || Object.keys(state.games).length > 0;

/**
 * The learner's state in a module, started from what was saved, reported to the LMS when there is
 * one and kept in the browser otherwise; `resumeAt` is where the learner left off last time.
 */
export function useLearnerProgress(session: Session) {
  const { link, store } = session;
  // The LMS's mastery score (from the package manifest) wins over the module's own pass score.
  const module = useMemo(() => {
    const mastery = link?.snapshot.masteryScore;
    const quiz = { ...session.module.settings.quiz, passScore: mastery ?? session.module.settings.quiz.passScore };
    return { ...session.module, settings: { ...session.module.settings, quiz } };
  }, [session.module, link]);
  const [saved] = useState(() => savedProgress(session));
  const [state, dispatch] = useReducer(learnerReducer, saved?.state ?? emptyState);
  const [location, setLocation] = useState(saved?.location ?? '');
  const outcome = useMemo(() => outcomeOf(module, state), [module, state]);

  useEffect(() => {
    link?.report({ ...outcome, location, suspendData: toSuspendData(state, link.suspendLimit) });
  }, [link, state, location, outcome]);

  useEffect(() => {
    store?.save({ state, location });
  }, [store, state, location]);

  useEffect(() => {
    if (!link) return;
    const finish = () => link.finish();
    window.addEventListener('pagehide', finish);
    return () => window.removeEventListener('pagehide', finish);
  }, [link]);

  return {
    module,
    state,
    dispatch,
    location,
    setLocation,
    outcome,
    resuming: !!saved && hasResults(saved),
    resumeAt: saved?.location ?? '',
  };
}
