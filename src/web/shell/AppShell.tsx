import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { readSession } from '../api/session';
import { GuidedTour } from './tour/GuidedTour';

/**
 * SPEC §2 app root: the pages, with the guided tour overlay, the What's New popup and the
 * blocked-cookies banner over them.
 */
export function AppShell({ children }: { children: ReactNode }) {
  // Read at every navigation: signing in or out moves to another page.
  useLocation();
  const { author } = readSession();
  return (
    <>
      {children}
      {author && <GuidedTour />}
    </>
  );
}
