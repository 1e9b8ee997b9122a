/**
 * npm run bench:learner [-- --runs N] — what a learner's browser loads and how soon it can use it, for a
 * published 30-block module in a custom theme with two web fonts, in Chromium with a cold cache, on a
 * desktop link and on a slow phone (see PROFILES). Prints one JSON document, per profile over N visits
 * (median, min, max):
 * - time to first content: first contentful paint, and the first frame with the cover's title
 *   painted in the theme's font;
 * - time to interactive: the Start button is on the page, enabled, and the task that put it there
 *   is over (its click handler is attached in the same render: a click from then on is acted on);
 *   each visit then clicks it and checks that the module's first block took the focus;
 * - long tasks (over 50 ms) before Start was ready and over the whole load;
 * - the requests in series before each milestone (a request is one step after the latest request
 *   that ended before it began), and, for the median visit, the waterfall;
 * - bytes as sent, by kind (JS, CSS, fonts, the module's JSON).
 * The web app must be built first (npm run build).
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { WEB_ROOT } from '../../src/start/web-root';
import { republish } from '../integration/delivery/fixture';
import setupPGliteTemplate from '../support/global-setup';
import { registerUser, startTestServer } from '../support/server';
import { launchChromium } from './chromium';
import { yesNoQuestion } from './blocks';
import { progress, round } from './stats';
import { type Fetched, requestsInSeries, sentBytesByKind } from './waterfall';

const BLOCKS = 30;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;

/** Lighthouse's "slow 4G" phone: a mid-range phone (CPU 4× slower) on 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
const PROFILES = {
  desktop: null,
  slowPhone: { cpuSlowdown: 4, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, roundTripMs: 150 },
} as const;
type Profile = keyof typeof PROFILES;

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
 * In the page, before the player starts: the milestones' times and the long tasks. Plain text, so
 * no helper of the TypeScript build leaks into the page.
 */
const MARK_MILESTONES = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.longTasks.push({ start: t.startTime, duration: t.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.milestones = (() => {
    const everyFrame = (found) => new Promise((resolve) => {
      (function check() {
        if (found()) resolve(performance.now());
        else requestAnimationFrame(check);
      })();
    });
    const fcp = new Promise((resolve) =>
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true }));
    // document.fonts.check() is true too before the theme's faces are added (nothing to load): ask
    // for the face itself, loaded.
    const themedTitle = everyFrame(() => {
      const title = document.querySelector('.player-cover h1');
      if (!title) return false;
      const style = getComputedStyle(title);
      const family = style.fontFamily.split(',')[0].replace(/"/g, '');
      return [...document.fonts].some((face) =>
        face.family.replace(/"/g, '') === family && face.weight === style.fontWeight && face.status === 'loaded');
    }).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))));
    // Once the button is there and enabled, the next task runs when the one in progress is over: a
    // click then is handled then.
    const startReady = everyFrame(() => {
      const start = document.querySelector('.player-cover__start');
      return start && !start.disabled;
    }).then(() => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }));
    return Promise.all([fcp, themedTitle, startReady]).then(([f, t, s]) => ({ fcp: f, themedTitle: t, startReady: s }));
  })();
`;

type Milestones = { fcp: number; themedTitle: number; startReady: number };
type Visit = Milestones & {
  longTasksBeforeStartMs: number;
  longTasksMs: number;
  longTasks: number;
  inSeries: { fcp: number; themedTitle: number; startReady: number };
  fetched: Fetched[];
};

/** What the browser fetched, from Resource Timing (the same clock as the milestones). */
const FETCHED = () =>
  [
    ...performance.getEntriesByType('navigation'),
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
  ].map((e) => {
    const r = e as PerformanceResourceTiming;
    return {
      url: new URL(r.name).pathname + new URL(r.name).search,
      initiator: r.initiatorType,
      start: r.startTime,
      end: r.responseEnd,
      sentBytes: r.encodedBodySize,
      bytes: r.decodedBodySize,
    };
  });

/**
 * Once the fonts are in and no request has ended for a second: the whole load. (Playwright's
 * networkidle comes once, and on a slow phone it can come before the player asks for the fonts.)
 */
const SETTLED = `
  new Promise((resolve) => {
    let ended = -1;
    const check = () => {
      const now = performance.getEntriesByType('resource').length;
      if (now === ended) resolve();
      else {
        ended = now;
        setTimeout(check, 1000);
      }
    };
    document.fonts.ready.then(check);
  })
`;

async function throttle(page: Page, profile: Profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const slow = PROFILES[profile];
  if (!slow) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow.roundTripMs,
    downloadThroughput: slow.downBitsPerSecond / 8,
    uploadThroughput: slow.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuSlowdown });
}

async function visit(browser: Browser, url: string, profile: Profile): Promise<Visit> {
  const context = await browser.newContext(profile === 'slowPhone' ? { viewport: { width: 375, height: 740 } } : {});
  try {
    await context.addInitScript({ content: MARK_MILESTONES });
    const page = await context.newPage();
    await throttle(page, profile);
    await page.goto(url);
    const times = await page.evaluate(() => (window as unknown as { milestones: Promise<Milestones> }).milestones);
    await page.evaluate(SETTLED);
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    );
    const fetched = await page.evaluate(FETCHED);
    // The Start button works: it takes the learner to the first block.
    await page.locator('.player-cover__start').click();
    await page.waitForFunction(() => document.activeElement?.closest('[data-block-id]'), null, { timeout: 10_000 });
    const sum = (tasks: typeof longTasks) => tasks.reduce((total, t) => total + t.duration, 0);
    return {
      ...times,
      longTasksBeforeStartMs: sum(longTasks.filter((t) => t.start < times.startReady)),
      longTasksMs: sum(longTasks),
      longTasks: longTasks.length,
      inSeries: {
        fcp: requestsInSeries(fetched, times.fcp),
        themedTitle: requestsInSeries(fetched, times.themedTitle),
        startReady: requestsInSeries(fetched, times.startReady),
      },
      fetched,
    };
  } finally {
    await context.close();
  }
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: round(sorted[Math.floor((sorted.length - 1) / 2)]!, 0),
    min: round(sorted[0]!, 0),
    max: round(sorted.at(-1)!, 0),
  };
};

function summary(visits: Visit[]) {
  const of = (pick: (v: Visit) => number) => spread(visits.map(pick));
  const medianVisit = [...visits].sort((a, b) => a.themedTitle - b.themedTitle)[Math.floor((visits.length - 1) / 2)]!;
  return {
    runs: visits.length,
    timeToFirstContentMs: {
      firstContentfulPaint: of((v) => v.fcp),
      coverTitleInThemeFont: of((v) => v.themedTitle),
    },
    timeToInteractiveMs: { startButtonActsOnClick: of((v) => v.startReady) },
    longTasksMs: { beforeStartReady: of((v) => v.longTasksBeforeStartMs), wholeLoad: of((v) => v.longTasksMs) },
    longTaskCount: of((v) => v.longTasks),
    requestsInSeriesBefore: {
      firstContentfulPaint: of((v) => v.inSeries.fcp),
      coverTitleInThemeFont: of((v) => v.inSeries.themedTitle),
      startReady: of((v) => v.inSeries.startReady),
    },
    sentBytes: sentBytesByKind(medianVisit.fetched),
    waterfallOfMedianVisit: medianVisit.fetched.map((f) => ({
      url: f.url,
      startMs: round(f.start, 0),
      endMs: round(f.end, 0),
      sentBytes: f.sentBytes,
    })),
  };
}

async function main() {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error('Build the web app first: npm run build');
  await setupPGliteTemplate();
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
    const profiles: Partial<Record<Profile, ReturnType<typeof summary>>> = {};
    for (const profile of Object.keys(PROFILES) as Profile[]) {
      progress(`${RUNS} cold visits, ${profile}`);
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, url, profile));
      profiles[profile] = summary(visits);
    }
    const [load1, load5] = (await import('node:os')).loadavg();
    console.log(
      JSON.stringify(
        {
          module: { blocks: BLOCKS, theme: 'custom: Playfair Display + Lora' },
          throttledProfile: PROFILES.slowPhone,
          loadAverage: { oneMinute: round(load1!), fiveMinutes: round(load5!) },
          ...profiles,
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
