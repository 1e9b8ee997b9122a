import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import type { LearnerPage } from './page-hints';
import { playerPolicy } from './player-policy';

/** SPEC §2's learner and delivery routes: each is the player page; the player reads the route. */
const LEARNER_PAGES = ['module', 'share', 'mono', 'block', 'scorm', 'lti', 'thumb-grabber'] as const;

/**
 * The player's page for every learner route, with the hints for what its module needs
 * (page-hints.ts), and for /dispatch/{id} with the dispatch's `Content-Security-Policy:
 * frame-ancestors` (only its LMS origins may frame it).
 */
export function learnerPages(
  webRoot: string,
  frameAncestorsOf: (dispatchId: string) => Promise<string>,
  hintsOf: (page: LearnerPage) => Promise<string[]>,
) {
  let html: Promise<string> | null = null;
  const page = () => (html ??= readFile(join(webRoot, 'player', 'index.html'), 'utf8'));
  const pages = new Hono<AppEnv>();
  for (const kind of LEARNER_PAGES) {
    pages.get(`/${kind}/:id`, async (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', playerPolicy());
      const [body, hints] = await Promise.all([
        page(),
        hintsOf({ kind, id: c.req.param('id'), language: c.req.query('lang') ?? null }),
      ]);
      return c.html(hints.length ? body.replace('</head>', `${hints.join('\n')}\n</head>`) : body);
    });
  }
  pages.get('/dispatch/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', playerPolicy(await frameAncestorsOf(c.req.param('id'))));
    return c.html(await page());
  });
  return pages;
}
