import type { Locator, Page } from '@playwright/test';

/**
 * A slow server for the editor's saves, as the latency browser tests and `bench:authoring` use it:
 * every `PUT /api/drafts/` answered 1–5 s late (part of the wait before the server has the save,
 * the rest before its answer reaches the page), or stalling 30 s now and then.
 */

/** What an author types, a sentence at a time. */
export const SENTENCES = [
  'Fire needs heat, fuel and oxygen.',
  ' Take one away and it goes out.',
  ' Water cools the fuel below its ignition point.',
  ' A blanket keeps the oxygen out.',
  ' Never use water on burning oil or electrics.',
  ' Know where the nearest extinguisher hangs.',
];
export const KEY_DELAY_MS = 35;

/** The same "random" numbers on every run, so a failure can be replayed. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the nth save takes, in ms. */
export type Latency = (save: number) => number;
export const noDelay: Latency = () => 0;
export const oneToFiveSeconds = (seed: number): Latency => {
  const random = seeded(seed);
  return () => 1_000 + Math.round(random() * 4_000);
};
/** The second and every sixth save after it stall for 30 s; the others take 1–5 s. */
export const stallsOf30Seconds = (seed: number): Latency => {
  const usual = oneToFiveSeconds(seed);
  return (save) => (save % 6 === 1 ? 30_000 : usual(save));
};

/**
 * Delays this page's saves by `latency`; records every save's answer status, and counts the saves
 * sent. `lateToServer`: all of the wait is before the server has the save, so it always arrives
 * after whatever others saved meanwhile.
 */
export async function slowSaves(page: Page, latency: Latency, { lateToServer = false } = {}) {
  const random = seeded(7);
  const statuses: number[] = [];
  let saves = 0;
  await page.route('**/api/drafts/', async (route) => {
    const delay = latency(saves++);
    const before = lateToServer ? delay : Math.round(delay * random());
    await sleep(before);
    const response = await route.fetch({ timeout: 0 }).catch(() => null);
    // A save the server could not be asked reaches the page as a network error, as on a real
    // network, rather than waiting for an answer forever (or the page had given the save up).
    if (!response) return route.abort('connectionfailed').catch(() => {});
    statuses.push(response.status());
    await sleep(delay - before);
    await route.fulfill({ response }).catch(() => {});
  });
  return { statuses, sent: () => saves };
}

/**
 * Types whole sentences at the end of the field for `ms`, starting at sentence `offset`; calls
 * `afterEach` after every sentence (a test checks no dialog came up). Answers what was typed.
 */
export async function typeSentences(
  page: Page,
  field: Locator,
  ms: number,
  { offset = 0, afterEach = async () => {} }: { offset?: number; afterEach?: () => Promise<void> } = {},
): Promise<string> {
  await field.click();
  await field.press('ControlOrMeta+End');
  let typed = '';
  const until = Date.now() + ms;
  for (let i = offset; Date.now() < until; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!;
    const text = i === offset ? sentence.trimStart() : sentence;
    await page.keyboard.type(text, { delay: KEY_DELAY_MS });
    typed += text;
    await afterEach();
  }
  return typed;
}

/** A rich text's words as a reader has them (the editor keeps a typed space before nothing as a no-break space). */
export const wordsOf = async (field: Locator) => ((await field.textContent()) ?? '').replace(/\u00a0/g, ' ');
