import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readSession } from '../api/session';
import type { TourProgress } from '../api/tourProgress';
import { appRoutes } from '../routes/AppRoutes';
import { ruleFor } from '../routes/guard';
import { lazyPage } from '../components/lazyPage';
import { matchedPattern } from '../routes/matchedPattern';

// The overlays load after the page: until the tour has loaded it counts as busy, so What's New waits.
const CookieBanner = lazyPage(() => import('./cookies/CookieBanner'), 'CookieBanner');
const GuidedTour = lazyPage(() => import('./tour/GuidedTour'), 'GuidedTour');
const WhatsNew = lazyPage(() => import('./whatsNew/WhatsNew'), 'WhatsNew');

/** Pages that need to know who is there; learner, preview and sign-up pages do not. */
const needsIdentity = (pathname: string) => {
  const rule = ruleFor(matchedPattern(appRoutes, pathname) ?? '*');
  return rule !== 'public' && rule !== 'delivery';
};

/**
 * SPEC §2 app root: the pages, with the guided tour overlay, the What's New popup and the
 * blocked-cookies banner over them. What's New waits while a tour is due or running, so the two
 * never cover each other.
 */
export function AppShell({ children }: { children: ReactNode }) {
  // Read at every navigation: signing in or out moves to another page.
  const { pathname } = useLocation();
  const { author, embedded } = readSession();
  const [tourBusy, setTourBusy] = useState(true);
  // Fixed by the progress first loaded: finishing the first tour must not bring What's New right after it.
  const [newcomer, setNewcomer] = useState<boolean | null>(null);
  const noteProgress = useCallback(
    (progress: TourProgress) => setNewcomer((known) => known ?? progress.isFirstTimeUser),
    [],
  );
  // Decided by the page the app was opened on: a guard's redirect to an error page must not hide it.
  const [watchCookies] = useState(() => needsIdentity(pathname));
  const touring = author || embedded;
  // Signing out (or in as someone else) asks the next user's progress afresh.
  useEffect(() => {
    if (!touring) setNewcomer(null);
  }, [touring]);
  return (
    <>
      {children}
      {/* One boundary each: an overlay still loading hides none of the others. */}
      <Suspense fallback={null}>
        {touring && <GuidedTour onBusyChange={setTourBusy} onProgress={noteProgress} />}
      </Suspense>
      <Suspense fallback={null}>
        {author && newcomer !== null && <WhatsNew enabled={!tourBusy} newcomer={newcomer} />}
      </Suspense>
      <Suspense fallback={null}>{watchCookies && <CookieBanner />}</Suspense>
    </>
  );
}
