import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { appRoutes } from '../../routes/AppRoutes';
import { matchedPattern } from '../../routes/matchedPattern';
import { isNewModuleVisit } from './newModuleVisit';
import { tourMachine } from './tour.machine';
import { TOURS } from './tours';
import { TourStepView } from './TourStepView';
import './tour.css';

/**
 * The guided tour overlay (SPEC §2 app root) for a signed-in author. `onBusyChange` hears whether
 * a tour is being looked for, due or running.
 */
export function GuidedTour({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { pathname, state } = useLocation();
  const pattern = matchedPattern(appRoutes, pathname);
  const newModule = isNewModuleVisit(state);
  const route = useMemo(() => ({ pattern, newModule }), [pattern, newModule]);
  const [snapshot, send] = useMachine(tourMachine, { input: { tours: TOURS, route } });
  useEffect(() => send({ type: 'ROUTE', route }), [send, route]);

  const running = snapshot.matches('running');
  const busy = !snapshot.matches('idle');
  useEffect(() => onBusyChange(busy), [onBusyChange, busy]);
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
