import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import { playerPolicy } from './player-policy';

/** SPEC §2's learner and delivery routes: each is the player page; the player reads the route. */
const LEARNER_PAGES = [
  '/module/:id',
  '/share/:id',
  '/mono/:id',
  '/block/:id',
  '/scorm/:id',
  '/lti/:id',
  '/thumb-grabber/:id',
] as const;

/**
 * The player's page for every learner route, and for /dispatch/{id} with the dispatch's
 * `Content-Security-Policy: frame-ancestors` (only its LMS origins may frame it).
 */
export function learnerPages(webRoot: string, frameAncestorsOf: (dispatchId: string) => Promise<string>) {
  let html: Promise<string> | null = null;
  const page = () => (html ??= readFile(join(webRoot, 'player', 'index.html'), 'utf8'));
  const pages = new Hono<AppEnv>();
  for (const path of LEARNER_PAGES) {
    pages.get(path, async (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', playerPolicy());
      return c.html(await page());
    });
  }
  pages.get('/dispatch/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', playerPolicy(await frameAncestorsOf(c.req.param('id'))));
    return c.html(await page());
  });
  return pages;
}
