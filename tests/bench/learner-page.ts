/**
 * npm run bench:learner — what a learner's browser loads and how soon it shows something, for a
 * published 30-block module in a custom theme with two web fonts. Prints one JSON document:
 * - page weight: every file the player page fetched, by kind (JS, CSS, fonts, the module's JSON),
 *   bytes as sent and gzip-compressed (what a CDN or LMS would serve);
 * - time to first content in Chromium, cold cache: first contentful paint, and the first frame
 *   with the cover's title painted in the theme's font, on a desktop link and on a slow phone
 *   (1.6 Mbit/s down, 150 ms round trip, CPU slowed 4×).
 * The web app must be built first (npm run build).
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { WEB_ROOT } from '../../src/start/web-root';
import { republish } from '../integration/delivery/fixture';
import { registerUser, startTestServer } from '../support/server';
import { launchChromium } from './chromium';
import { yesNoQuestion } from './blocks';
import { latencySummary, progress, round } from './stats';

const BLOCKS = 30;
const RUNS = 5;

function blockOf(i: number) {
  switch (i % 6) {
    case 0:
      return { type: 'HeadingBlockComponent', data: { text: `Part ${i / 6 + 1}`, level: 1 } };
    case 1:
      return {
        type: 'TextBlockComponent',
        data: { html: `<p>${'Learners read this at their own pace. '.repeat(12)}</p>` },
      };
    case 2:
      return {
        type: 'ImageBlockComponent',
        data: { url: `/thumbnails/placeholder-${(i % 4) + 1}.svg`, alt: `Picture ${i}` },
      };
    case 3:
      return yesNoQuestion(`Question ${i}`);
    case 4:
      return {
        type: 'CVRBlockComponent',
        data: {
          game: 'memory',
          pairs: [
            { left: 'Fire', right: 'Alarm' },
            { left: 'Exit', right: 'Door' },
          ],
        },
      };
    default:
      return { type: 'InbetweenBlockComponent', data: { text: 'Take a breath.' } };
  }
}

/**
 * In the page, before the player starts: first contentful paint, and the first frame with the
 * cover title in its theme font. Plain text, so no helper of the TypeScript build leaks into the page.
 */
const MARK_FIRST_CONTENT = `
  window.firstContent = (() => {
    const fcp = new Promise((resolve) =>
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true }));
    const themedTitle = new Promise((resolve) => {
      (function check() {
        const title = document.querySelector('.player-cover h1');
        const family = title && getComputedStyle(title).fontFamily.split(',')[0].replace(/"/g, '');
        if (!title || !document.fonts.check('700 16px "' + family + '"')) return requestAnimationFrame(check);
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      })();
    });
    return Promise.all([fcp, themedTitle]).then(([f, t]) => ({ fcp: f, themedTitle: t }));
  })();
`;

type Fetched = { url: string; kind: string; bytes: number; gzipBytes: number };
const kindOf = (url: string, type: string) =>
  url.endsWith('.woff2')
    ? 'fonts'
    : /javascript/.test(type)
      ? 'js'
      : /css/.test(type)
        ? 'css'
        : /json/.test(type)
          ? 'moduleJson'
          : 'other';

async function visit(context: BrowserContext, url: string, slowPhone: boolean) {
  const page = await context.newPage();
  const fetched: Promise<Fetched>[] = [];
  page.on('response', (r) => {
    fetched.push(
      r.body().then(
        (body) => ({
          url: new URL(r.url()).pathname,
          kind: kindOf(r.url(), r.headers()['content-type'] ?? ''),
          bytes: body.length,
          gzipBytes: r.url().endsWith('.woff2') ? body.length : gzipSync(body, { level: 9 }).length,
        }),
        () => ({ url: r.url(), kind: 'other', bytes: 0, gzipBytes: 0 }),
      ),
    );
  });
  if (slowPhone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(url);
  const times = await page.evaluate(
    () => (window as unknown as { firstContent: Promise<{ fcp: number; themedTitle: number }> }).firstContent,
  );
  await page.waitForLoadState('networkidle');
  return { times, fetched: await Promise.all(fetched) };
}

function weight(fetched: Fetched[]) {
  const byKind: Record<string, { files: number; bytes: number; gzipBytes: number }> = {};
  for (const f of fetched) {
    byKind[f.kind] ??= { files: 0, bytes: 0, gzipBytes: 0 };
    const k = byKind[f.kind]!;
    k.files++;
    k.bytes += f.bytes;
    k.gzipBytes += f.gzipBytes;
  }
  const counted = ['js', 'css', 'fonts'].map((k) => byKind[k]?.gzipBytes ?? 0);
  return { byKind, jsCssFontsGzipBytes: counted.reduce((a, b) => a + b, 0) };
}

async function main() {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error('Build the web app first: npm run build');
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    progress(`a ${BLOCKS}-block module in a custom theme`);
    const { api } = await registerUser(server.url, 'Bencher');
    const created = await api.post('/courses/', { course: { title: 'Working safely on the harbour' } });
    const courseId = created.body.course.id as string;
    const starters = (created.body.course.blocks as { id: string }[]).map((b) => b.id);
    let revision = created.body.revision as number;
    for (let i = 0; i < BLOCKS; i++)
      revision = (await api.post('/blocks/', { courseId, block: blockOf(i) })).body.revision;
    const theme = await api.post('/themes', {
      name: 'Harbour brand',
      from: 'warm',
      headingFont: 'playfair-display',
      subHeadingFont: 'playfair-display',
      descriptionFont: 'lora',
      paragraphFont: 'lora',
    });
    await republish(api, courseId, revision, { deletedBlocks: starters, settings: { theme: theme.body.theme.id } });

    const url = `${server.url}/module/${courseId}`;
    const results: Record<string, { fcp: number[]; themedTitle: number[] }> = {};
    let fetched: Fetched[] = [];
    for (const profile of ['desktop', 'slowPhone'] as const) {
      progress(`${RUNS} cold visits, ${profile}`);
      const samples = { fcp: [] as number[], themedTitle: [] as number[] };
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(
          profile === 'slowPhone' ? { viewport: { width: 375, height: 740 } } : {},
        );
        await context.addInitScript({ content: MARK_FIRST_CONTENT });
        const visited = await visit(context, url, profile === 'slowPhone');
        samples.fcp.push(visited.times.fcp);
        samples.themedTitle.push(visited.times.themedTitle);
        if (profile === 'desktop') fetched = visited.fetched;
        await context.close();
      }
      results[profile] = samples;
    }

    console.log(
      JSON.stringify(
        {
          module: { blocks: BLOCKS, theme: 'custom: Playfair Display + Lora' },
          pageWeight: weight(fetched),
          files: fetched,
          timeToFirstContent: Object.fromEntries(
            Object.entries(results).map(([profile, s]) => [
              profile,
              {
                runs: RUNS,
                firstContentfulPaint: latencySummary(s.fcp.map((v) => round(v))),
                coverTitleInThemeFont: latencySummary(s.themedTitle.map((v) => round(v))),
              },
            ]),
          ),
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
