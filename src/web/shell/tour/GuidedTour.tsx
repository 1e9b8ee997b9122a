import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { TourProgress } from '../../api/tourProgress';
import { appRoutes } from '../../routes/AppRoutes';
import { matchedPattern } from '../../routes/matchedPattern';
import { isNewModuleVisit } from '../../pages/newModuleVisit';
import { tourMachine } from './tour.machine';
import { TOURS } from './tours';
import { TourStepView } from './TourStepView';
import './tour.css';

interface GuidedTourProps {
  /** Whether a tour is being looked for, due or running. */
  onBusyChange: (busy: boolean) => void;
  /** The user's tour progress, once it is known. */
  onProgress: (progress: TourProgress) => void;
}

/** The guided tour overlay (SPEC §2 app root) for a signed-in author. */
export function GuidedTour({ onBusyChange, onProgress }: GuidedTourProps) {
  const { pathname, state } = useLocation();
  const pattern = matchedPattern(appRoutes, pathname);
  const newModule = isNewModuleVisit(state);
  const route = useMemo(() => ({ pattern, newModule }), [pattern, newModule]);
  const [snapshot, send] = useMachine(tourMachine, { input: { tours: TOURS, route } });
  useEffect(() => send({ type: 'ROUTE', route }), [send, route]);

  const running = snapshot.matches('running');
  const busy = !snapshot.matches('idle');
  useEffect(() => onBusyChange(busy), [onBusyChange, busy]);
  const loaded = !snapshot.matches('loading');
  const { progress } = snapshot.context;
  useEffect(() => {
    if (loaded) onProgress(progress);
  }, [onProgress, loaded, progress]);
  const focusBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!running) return;
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // Back to where the author was, unless they have moved on to something else meanwhile.
      const popupHadFocus = document.activeElement === document.body || document.activeElement === null;
      if (popupHadFocus && focusBefore.current?.isConnected) focusBefore.current.focus();
    };
  }, [running]);

  const { tour, step, shown } = snapshot.context;
  if (!tour || !snapshot.matches({ running: 'showing' })) return null;
  return (
    <TourStepView
      key={`${tour.id}:${step}`}
      step={tour.steps[step]!}
      number={step + 1}
      count={tour.steps.length}
      canGoBack={shown.length > 1}
      onNext={() => send({ type: 'NEXT' })}
      onBack={() => send({ type: 'BACK' })}
      onSkip={() => send({ type: 'SKIP' })}
    />
  );
}
