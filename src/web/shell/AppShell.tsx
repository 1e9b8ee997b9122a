import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { readSession } from '../api/session';
import { appRoutes } from '../routes/AppRoutes';
import { ruleFor } from '../routes/guard';
import { matchedPattern } from '../routes/matchedPattern';
import { CookieBanner } from './cookies/CookieBanner';
import { GuidedTour } from './tour/GuidedTour';
import { WhatsNew } from './whatsNew/WhatsNew';

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
  // Decided by the page the app was opened on: a guard's redirect to an error page must not hide it.
  const [watchCookies] = useState(() => needsIdentity(pathname));
  const touring = author || embedded;
  return (
    <>
      {children}
      {touring && <GuidedTour onBusyChange={setTourBusy} />}
      {author && <WhatsNew enabled={!tourBusy} />}
      {watchCookies && <CookieBanner />}
    </>
  );
}
