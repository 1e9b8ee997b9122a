import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { trackPageExperienced } from '../api/insights';
import { matchedPattern } from './matchedPattern';
import { pageName } from './pageName';

/** Time a location must stay put to count as a page: redirects (/ → /author/home, guards) are not pages. */
const SETTLE_MS = 250;

/** SPEC §2: one page-experienced event per route change (not on single sign-on). */
export function PageTracker({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const pattern = matchedPattern(routes, pathname);
    const name = pattern === null ? null : pageName(pattern);
    if (name === null) return;
    // The cleanup also cancels StrictMode's first effect run, so a change is tracked once.
    const timer = setTimeout(() => trackPageExperienced(name), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [routes, pathname]);
  return null;
}
