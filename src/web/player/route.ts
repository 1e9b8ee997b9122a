/** Which learner route the page was opened on (SPEC §2), and its id. */
export type PlayerRoute = {
  kind: 'module' | 'share' | 'mono' | 'block' | 'scorm' | 'dispatch' | 'lti' | 'thumb-grabber';
  id: string;
};

export function playerRoute(pathname: string): PlayerRoute | null {
  const match = /^\/(module|share|mono|block|scorm|dispatch|lti|thumb-grabber)\/([^/]+)\/?$/.exec(pathname);
  return match ? { kind: match[1] as PlayerRoute['kind'], id: decodeURIComponent(match[2]!) } : null;
}

/** How the module is laid out: the whole module, a mono module or one block without the module's frame, a thumbnail. */
export type Layout = 'module' | 'single' | 'thumb';
export const layoutOf = (kind: PlayerRoute['kind']): Layout =>
  kind === 'mono' || kind === 'block' ? 'single' : kind === 'thumb-grabber' ? 'thumb' : 'module';

/** The LMS origin a dispatch page was framed by (given by the dispatch package; the server's frame-ancestors vouch for it). */
export function lmsOriginOf(search: string): string | null {
  const origin = new URLSearchParams(search).get('origin');
  try {
    return origin && new URL(origin).origin === origin ? origin : null;
  } catch {
    return null;
  }
}
