/**
 * The author's editor on a big module, in Debian Chromium: a module of mixed blocks (text,
 * heading, image, question) made through the API, then opened at /edit/{id}.
 *
 * - Time to interactive, from navigation start, measured in the page (never by polling from the
 *   test driver): `editable` is the first frame painted once every block's card is on the page and
 *   the first text block's rich-text field is editable (its engine started); `firstKeyShown` is when
 *   a key the driver types into that field right after shows in it (so it also holds the driver's
 *   round trip, a millisecond or two: an upper bound of "the editor accepts input").
 * - Typing latency in a text block in the middle of the module, per key: `keyHandled`, the key's
 *   `keydown` timestamp until the work it caused has run (what the editor costs a key), and
 *   `keyToPaint`, until the frame after it has been painted (a task queued from that frame's
 *   requestAnimationFrame runs after the paint), which adds the wait for the next frame. The Event
 *   Timing API counts the keys whose event took 16 ms or more (it reports nothing shorter). The
 *   same keys typed into a bare contenteditable are the baseline: the browser's own floor.
 *
 * The web app must be built first (npm run build). Figures only: nothing here asserts a time.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { WEB_ROOT } from '../../src/start/web-root';
import { registerUser, startTestServer } from '../support/server';
import { yesNoQuestion } from './blocks';
import { launchChromium, UNTHROTTLED_FRAMES } from './chromium';
import { baselineDrift, latencySummary, percentile, progress, round, spread } from './stats';

const TEXT_FIELD = 'section.block-card[data-block-type="TextBlockComponent"] [contenteditable="true"]';
const SENTENCE = 'Fire needs heat, fuel and oxygen; take one away and it goes out. ';

function blockOf(i: number) {
  const id = `benchblock${String(i).padStart(6, '0')}`;
  switch (i % 4) {
    case 0:
      return {
        id,
        type: 'TextBlockComponent',
        title: 'Text',
        data: { html: `<p>Paragraph ${i}: ${'Authors write this at their own pace. '.repeat(4)}</p>` },
      };
    case 1:
      return { id, type: 'HeadingBlockComponent', title: 'Heading', data: { text: `Heading ${i}`, level: 2 } };
    case 2:
      return {
        id,
        type: 'ImageBlockComponent',
        title: 'Image',
        data: { url: `/thumbnails/placeholder-${(i % 4) + 1}.svg`, alt: `Picture ${i}` },
      };
    default:
      return { id, title: 'Question', ...yesNoQuestion(`Question ${i}?`) };
  }
}

/** A module of exactly `count` blocks (the new module's starter blocks stay first), one section each. */
async function bigModule(serverUrl: string, count: number) {
  const author = await registerUser(serverUrl, 'Editor');
  const { course, revision } = (await author.api.post('/courses/', { course: { title: 'A big module' } })).body;
  const blocks = Array.from({ length: count - course.blocks.length }, (_, i) => blockOf(i));
  const sections = blocks.map((b) => ({ id: `s-${b.id}`, sizes: 'co-12', blocks: [b.id] }));
  const page = course.pages[0];
  const filled = await author.api.put('/drafts/', {
    course: {
      id: course.id,
      revision,
      blocks,
      newBlocks: blocks.map((b) => b.id),
      structure: {
        pages: [{ id: page.id, sections: [...page.sections, ...sections.map((s) => s.id)] }],
        sections: [...course.sections, ...sections],
      },
    },
  });
  if (filled.body?.course?.blocks?.length !== count)
    throw new Error(`expected a ${count}-block module: ${filled.status} ${JSON.stringify(filled.body).slice(0, 300)}`);
  return { token: author.token, courseId: course.id as string };
}

/** In the page, before the app starts (see the file's comment for what `editable` means). */
function markEditable([blocks, field]: [number, string]) {
  const w = window as unknown as { editable?: Promise<number>; firstKeyShown?: Promise<number> };
  w.editable = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('section.block-card').length < blocks || !document.querySelector(field)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  w.firstKeyShown = w.editable.then(
    () =>
      new Promise((resolve) => {
        const first = document.querySelector(field) as HTMLElement;
        const observer = new MutationObserver(() => {
          if (!first.textContent?.includes('§')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(first, { characterData: true, childList: true, subtree: true });
      }),
  );
}

async function openOnce(browser: Browser, url: string, token: string, blocks: number) {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: 'tessera_token', value: token, url }]);
    await context.addInitScript(markEditable, [blocks, TEXT_FIELD] as [number, string]);
    const page = await context.newPage();
    await page.goto(url);
    const editable = await page.evaluate(() => (window as unknown as { editable: Promise<number> }).editable);
    await page.locator(TEXT_FIELD).first().click();
    await page.keyboard.type('§');
    const firstKeyShown = await page.evaluate(
      () => (window as unknown as { firstKeyShown: Promise<number> }).firstKeyShown,
    );
    return { editable, firstKeyShown };
  } finally {
    await context.close();
  }
}

type KeyTimes = { keyToPaint: number[]; keyHandled: number[]; slowKeys: number };

/**
 * Per key: keydown until the frame after it is painted; keydown until the work it caused has run
 * (a message posted from its `input` event arrives after the handlers, the editor's transaction
 * and React's render, and after any task they queued); and how many keys Event Timing saw take
 * ≥ 16 ms.
 */
function watchKeys() {
  const w = window as unknown as KeyTimes & { lastKeyDown: number };
  w.keyToPaint = [];
  w.keyHandled = [];
  w.slowKeys = 0;
  const afterHandlers = new MessageChannel();
  afterHandlers.port1.onmessage = (message) => w.keyHandled.push(performance.now() - (message.data as number));
  document.addEventListener(
    'keydown',
    (event) => {
      w.lastKeyDown = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.keyToPaint.push(performance.now() - event.timeStamp)));
    },
    true,
  );
  document.addEventListener('input', () => afterHandlers.port2.postMessage(w.lastKeyDown));
  new PerformanceObserver((list) => {
    w.slowKeys += list.getEntries().filter((e) => e.name === 'keydown').length;
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/** Types `keys` characters, as an author at about 30 keys a second, into the focused field of `page`. */
async function typeKeys(page: Page, keys: number): Promise<KeyTimes> {
  await page.evaluate(watchKeys);
  await page.keyboard.type(SENTENCE.repeat(Math.ceil(keys / SENTENCE.length)).slice(0, keys), { delay: 30 });
  await page.waitForTimeout(300);
  return await page.evaluate(() => {
    const { keyToPaint, keyHandled, slowKeys } = window as unknown as KeyTimes;
    return { keyToPaint, keyHandled, slowKeys };
  });
}

async function typeInTheMiddle(browser: Browser, url: string, token: string, keys: number) {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: 'tessera_token', value: token, url }]);
    const page = await context.newPage();
    await page.goto(url);
    const cards = page.locator('section.block-card[data-block-type="TextBlockComponent"]');
    await cards.first().waitFor();
    const card = cards.nth(Math.floor((await cards.count()) / 2));
    // As an author would: scroll to the block (its editor starts as it comes near), then click in it.
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('textbox', { name: 'Text' }).click();
    return await typeKeys(page, keys);
  } finally {
    await context.close();
  }
}

/**
 * The baseline: the same keys into a bare contenteditable, nothing else on the page, in the same
 * browser. Its key-to-paint is what the browser's own frame pipeline costs (a key waits for the
 * next frame, up to 16.7 ms at 60 Hz), which no editor can beat.
 */
async function typeInABareField(browser: Browser, keys: number) {
  const page = await browser.newPage();
  try {
    await page.setContent('<div contenteditable="true" role="textbox" aria-label="Text"><p>Start</p></div>');
    await page.getByRole('textbox', { name: 'Text' }).click();
    return await typeKeys(page, keys);
  } finally {
    await page.close();
  }
}

/** One round: the same keys in the editor, then in a bare field, in one browser; key → paint p95 of each and their ratio. */
async function typingRound(browser: Browser, url: string, token: string, keys: number) {
  const typed = await typeInTheMiddle(browser, url, token, keys);
  const bare = await typeInABareField(browser, keys);
  const ours = percentile(typed.keyToPaint, 95);
  const field = percentile(bare.keyToPaint, 95);
  return { typed, bare, p95: { ours, bare: field, ratio: ours / field } };
}

type Round = Awaited<ReturnType<typeof typingRound>>;

/** Median, min and max over the rounds of one p95 figure: what one round says, and how far rounds differ. */
const overRounds = (rounds: Round[], pick: (round: Round) => number) => spread(rounds.map(pick));

/** Key → paint p95 of the editor and of a bare field, round by round and over the rounds. */
function typingFigures(rounds: Round[]) {
  return {
    p95OursMs: overRounds(rounds, (r) => r.p95.ours),
    p95BareFieldMs: overRounds(rounds, (r) => r.p95.bare),
    ratio: overRounds(rounds, (r) => r.p95.ratio),
    // The bare field's first and last rounds: a machine that changed meanwhile makes the ratio suspect.
    bareFieldDrift: baselineDrift(rounds[0]!.p95.bare, rounds[rounds.length - 1]!.p95.bare),
    rounds: rounds.map((r) => ({ ours: round(r.p95.ours), bare: round(r.p95.bare), ratio: round(r.p95.ratio) })),
  };
}

/**
 * Typing rounds in a browser that draws a frame as soon as a key changed the page: what the
 * editor's work per key costs, without the display's refresh wait (see UNTHROTTLED_FRAMES).
 */
async function typeWithUnthrottledFrames(url: string, token: string, keys: number, rounds: number) {
  const browser = await launchChromium(UNTHROTTLED_FRAMES);
  try {
    const done: Round[] = [];
    for (let i = 0; i < rounds; i++) done.push(await typingRound(browser, url, token, keys));
    return typingFigures(done);
  } finally {
    await browser.close();
  }
}

export async function benchEditorInteractive({ smoke = false }: { smoke?: boolean } = {}) {
  if (!existsSync(`${WEB_ROOT}/index.html`)) return { error: 'no web build: npm run build' };
  const blocks = smoke ? 20 : 300;
  const openings = smoke ? 1 : 7;
  const keys = smoke ? 20 : 200;
  const rounds = smoke ? 1 : 3;
  const server = await startTestServer();
  const browser = await launchChromium();
  try {
    progress(`editor: a ${blocks}-block module, ${openings} cold openings, ${rounds} rounds of ${keys} keys typed`);
    const { token, courseId } = await bigModule(server.url, blocks);
    const url = `${server.url}/edit/${courseId}`;
    const opened = [];
    for (let i = 0; i < openings; i++) opened.push(await openOnce(browser, url, token, blocks));
    const typingRounds: Round[] = [];
    for (let i = 0; i < rounds; i++) typingRounds.push(await typingRound(browser, url, token, keys));
    const { typed, bare } = typingRounds[0]!;
    const unthrottled = await typeWithUnthrottledFrames(url, token, keys, rounds);
    return {
      blocks,
      openings,
      timeToInteractive: {
        editable: {
          ...latencySummary(opened.map((o) => o.editable)),
          minMs: round(Math.min(...opened.map((o) => o.editable))),
        },
        firstKeyShown: {
          ...latencySummary(opened.map((o) => o.firstKeyShown)),
          minMs: round(Math.min(...opened.map((o) => o.firstKeyShown))),
        },
      },
      typing: typingFigures(typingRounds),
      typingKeyToPaint: { keys: typed.keyToPaint.length, ...latencySummary(typed.keyToPaint) },
      typingKeyHandled: { keys: typed.keyHandled.length, ...latencySummary(typed.keyHandled) },
      keysOf16MsOrMore: typed.slowKeys,
      bareFieldBaseline: {
        keyToPaint: { keys: bare.keyToPaint.length, ...latencySummary(bare.keyToPaint) },
        keyHandled: { keys: bare.keyHandled.length, ...latencySummary(bare.keyHandled) },
        keysOf16MsOrMore: bare.slowKeys,
      },
      typingWithoutFrameClock: unthrottled,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
