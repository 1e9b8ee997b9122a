import type { Browser } from '@playwright/test';
import { shellSeenStorage } from '../e2e/fixtures/shell-seen';
import { registerUser } from '../support/server';
import {
  type Latency,
  noDelay,
  oneToFiveSeconds,
  slowSaves,
  stallsOf30Seconds,
  typeSentences,
  wordsOf,
} from '../support/save-latency';
import { progress, round } from './stats';

/** How long the author types at each latency (BENCH_TYPING_SECONDS, default a minute). */
const TYPING_SECONDS = Number(process.env.BENCH_TYPING_SECONDS ?? 60);
const LATENCIES: Array<[string, Latency]> = [
  ['0s', noDelay],
  ['1to5s', oneToFiveSeconds(1)],
  ['30sStalls', stallsOf30Seconds(2)],
];
const SETTLE_MS = 150_000;

/** Characters of `typed` missing from `saved`, in order (typed length less their longest common subsequence). */
export function lostCharacters(typed: string, saved: string): number {
  let previous = new Array<number>(saved.length + 1).fill(0);
  for (let i = 1; i <= typed.length; i++) {
    const row = new Array<number>(saved.length + 1).fill(0);
    for (let j = 1; j <= saved.length; j++)
      row[j] = typed[i - 1] === saved[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return typed.length - previous[saved.length]!;
}

/**
 * A lone author types into a Text block in Chromium while every save takes 0, 1–5 s, or 1–5 s
 * with 30 s stalls: saves per minute of typing, answers other than 200, dialogs seen, and the
 * characters typed that are not in the block after a reload (must be 0).
 */
export async function benchTypingUnderLatency(serverUrl: string, browser: Browser) {
  const results: Record<string, unknown> = {};
  for (const [name, latency] of LATENCIES) {
    progress(`typing for ${TYPING_SECONDS} s, saves ${name} late`);
    const { token, api } = await registerUser(serverUrl, `Typist${name}`);
    const created = (await api.post('/courses/', { course: { title: `Typing at ${name}` } })).body;
    // A user past the tours and What's New: the only dialog that can come up is the editor's.
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: serverUrl, localStorage: shellSeenStorage() }] },
    });
    await context.addCookies([{ name: 'tessera_token', value: token, url: serverUrl }]);
    const page = await context.newPage();
    await page.goto(`${serverUrl}/edit/${created.course.id}`);
    const field = page
      .locator('section.block-card[data-block-type="TextBlockComponent"]')
      .first()
      .getByRole('textbox', { name: 'Text' });
    await field.fill('');
    const savedStatus = page.getByRole('status').filter({ hasText: /^Saved$/ });
    await savedStatus.waitFor({ timeout: SETTLE_MS });

    const { statuses, sent } = await slowSaves(page, latency);
    let dialogs = 0;
    const typed = await typeSentences(page, field, TYPING_SECONDS * 1000, {
      afterEach: async () => {
        dialogs += await page.getByRole('dialog').count();
      },
    });
    const savesWhileTyping = sent();
    await savedStatus.waitFor({ timeout: SETTLE_MS });
    await page.reload();
    await field.waitFor();
    const saved = await wordsOf(field);
    await context.close();
    results[name] = {
      typedCharacters: typed.length,
      savesPerMinute: round((savesWhileTyping * 60) / TYPING_SECONDS, 1),
      savesNot200: statuses.filter((s) => s !== 200).length,
      dialogsSeen: dialogs,
      lostCharacters: lostCharacters(typed, saved),
    };
  }
  return results;
}
