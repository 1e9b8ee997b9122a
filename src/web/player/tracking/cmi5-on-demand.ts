import type { LmsLink } from './link';

/**
 * The link to a cmi5 LMS, fetched only when a cmi5 package launches: cmi5-link and @xapi/cmi5 are a
 * chunk of their own. The classic player (vite.classic-player.config.ts), one script that cannot
 * load code later, has no-cmi5.ts in this module's place, so it holds no dynamic import at all.
 */
export async function cmi5Link(win: Window): Promise<LmsLink> {
  const { cmi5Link: link } = await import('./cmi5-link');
  return link(win);
}
