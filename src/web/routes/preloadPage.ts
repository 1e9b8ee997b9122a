import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type MaybePreloadable = { preload?: () => Promise<void> };

/**
 * Brings the code of the pages that `pathname` shows (lazyPage.tsx), so the first render mounts
 * them at once instead of showing "Loading…" and then waiting out React's 300 ms reveal throttle.
 * Never fails: a page whose code could not come loads again when shown, and says so there.
 */
export async function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    ((route.element as ReactElement | undefined)?.type as MaybePreloadable | undefined)?.preload?.(),
  );
  await Promise.all(preloads).catch(() => undefined);
}
