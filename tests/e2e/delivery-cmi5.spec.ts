import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import {
  type Cmi5Lms,
  cmi5Problems,
  type Launch,
  sessionStatements,
  startCmi5Lms,
  verbsOf,
} from '../integration/delivery/cmi5-lms';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { unzipPackage } from '../integration/delivery/scorm-files';
import { answerFirstQuestion, answerLastQuestion, singleChoice } from './fixtures/fire-safety-quiz';

let lms: Cmi5Lms | null = null;
test.afterEach(async () => {
  await lms?.close();
  lms = null;
});

/** A cmi5 package of the fixture module, unzipped and served by a fresh test LMS; its AU's id and mastery score. */
async function servedCmi5Package(baseURL: string, options: Parameters<typeof startCmi5Lms>[0] = {}) {
  const api = await author(baseURL);
  const { courseId } = await publishEveryBlock(api);
  const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'cmi5' });
  const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
  const dir = unzipPackage(zip);
  const structure = readFileSync(join(dir, 'cmi5.xml'), 'utf8');
  lms = await startCmi5Lms(options);
  lms.serve(dir);
  return {
    lms,
    auId: /<au id="([^"]+)"/.exec(structure)![1]!,
    masteryScore: Number(/masteryScore="([\d.]+)"/.exec(structure)![1]),
  };
}

/** The session's statements once `verbs` have all arrived, in order. */
async function statementsOnce(lms: Cmi5Lms, launch: Launch, verbs: string[]) {
  await expect.poll(() => verbsOf(sessionStatements(lms, launch))).toEqual(verbs);
  return sessionStatements(lms, launch);
}

/** Nothing from the web: the AU asks only its LMS for files and statements. */
/** Files the AU is served from: the package, unpacked under /au/ (CATAPULT answers 401 anywhere else). */
const PACKAGE_FILES = ['document', 'script', 'stylesheet', 'image', 'font', 'media'];

/** Requests to another origin than the LMS's, and the AU's own files asked for outside the package. */
function foreignRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('about:') || url.startsWith('data:')) return;
    if (!url.startsWith(origin)) foreign.push(url);
    else if (PACKAGE_FILES.includes(r.resourceType()) && !/^\/(au\/|returned$)/.test(new URL(url).pathname))
      foreign.push(url);
  });
  return foreign;
}

test('cmi5 package: launched through its fetch URL, it reports initialized, answered, completed, passed and terminated with the cmi5 context; a second launch resumes; Exit goes back to the LMS', async ({
  page,
  baseURL,
}) => {
  const { lms, auId, masteryScore } = await servedCmi5Package(baseURL!);
  const foreign = foreignRequests(page, lms.origin);
  const returnURL = `${lms.origin}/returned`;
  const first = lms.launch({ auId, masteryScore, returnURL });
  await page.goto(first.url);
  await answerFirstQuestion(page);
  const partway = await statementsOnce(lms, first, ['initialized', 'answered', 'answered']);
  const [, wrong] = partway;
  const questionId = await singleChoice(page)
    .locator('xpath=ancestor::*[@data-block-id]')
    .getAttribute('data-block-id');
  expect(wrong!.object.id).toBe(`${auId}/test/module/question/${questionId}`);
  expect(wrong!.object.definition).toMatchObject({
    type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
    interactionType: 'choice',
    description: { en: 'Which extinguisher for electrical fires?' },
  });
  expect(wrong!.result).toMatchObject({ response: 'a_water', success: false, duration: expect.stringMatching(/^PT/) });

  // The learner leaves partway (the LMS's frame or tab goes elsewhere): the session is terminated.
  await page.goto('about:blank');
  const left = await statementsOnce(lms, first, ['initialized', 'answered', 'answered', 'terminated']);
  expect(cmi5Problems(left, first)).toEqual([]);

  // The same registration launched again: a new session, where the learner left off.
  const second = lms.launch({ auId, registration: first.registration, masteryScore, returnURL });
  await page.goto(second.url);
  await expect(page.getByText('No attempts left. The correct answer is marked.')).toBeVisible();
  await answerLastQuestion(page);
  const passed = await statementsOnce(lms, second, ['initialized', 'answered', 'completed', 'passed']);
  expect(passed[3]!.result).toMatchObject({ success: true, score: { scaled: 0.5 } });

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('heading', { name: 'Back in the LMS' })).toBeVisible();
  expect(page.url()).toBe(returnURL);
  const session = await statementsOnce(lms, second, ['initialized', 'answered', 'completed', 'passed', 'terminated']);
  expect(cmi5Problems(session, second)).toEqual([]);
  expect(lms.refused).toEqual([]);
  expect(foreign.filter((u) => !u.startsWith('https://tessera.invalid/'))).toEqual([]);
});

test('cmi5 package in Browse mode: answers are told, the AU is never completed, passed or failed', async ({
  page,
  baseURL,
}) => {
  const { lms, auId, masteryScore } = await servedCmi5Package(baseURL!);
  const launch = lms.launch({ auId, masteryScore, launchMode: 'Browse' });
  await page.goto(launch.url);
  await answerFirstQuestion(page);
  await answerLastQuestion(page);
  await statementsOnce(lms, launch, ['initialized', 'answered', 'answered', 'answered']);
  // No return address: the module gives way to a page saying the learner may close the window.
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety: the basics' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText('You can close this window.');
  await expect(page.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
  const session = await statementsOnce(lms, launch, ['initialized', 'answered', 'answered', 'answered', 'terminated']);
  expect(cmi5Problems(session, launch)).toEqual([]);
});

test('a cmi5 launch whose fetch URL was already used, or no launch at all, says so and reports nothing', async ({
  page,
  baseURL,
}) => {
  const { lms, auId } = await servedCmi5Package(baseURL!);
  const launch = lms.launch({ auId });
  const fetchUrl = new URL(launch.url).searchParams.get('fetch')!;
  expect(await (await fetch(fetchUrl, { method: 'POST' })).json()).toHaveProperty('auth-token');
  await page.goto(launch.url);
  await expect(page.getByRole('alert')).toHaveText(
    'Your learning platform did not accept this launch (it may have been used already). Please open the module again from there.',
  );
  await page.goto(`${lms.origin}/au/index.html`);
  await expect(page.getByRole('alert')).toHaveText(
    'This module opens only from the learning platform it was added to.',
  );
  expect(lms.statements).toEqual([]);
});

test('export dialog: the author picks a cmi5 package and downloads it, with no SCORM choices to make', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  await context.addCookies([{ name: 'tessera_token', value: api.token, url: baseURL! }]);
  await page.goto(`/edit/${courseId}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export for an LMS' });
  await dialog.getByRole('radio', { name: /^cmi5 package/ }).check();
  await expect(dialog.getByRole('group', { name: 'SCORM version' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await download).path();
  await expect(dialog.getByRole('status')).toHaveText(/^Downloaded .*\.zip$/);
  const dir = unzipPackage(readFileSync(file));
  expect(readFileSync(join(dir, 'cmi5.xml'), 'utf8')).toMatch(
    new RegExp(`<course id="https?://[^"]+/cmi5/${courseId}">`),
  );
});

test('a slow LRS (300–800 ms a write): closing, navigating away and reloading, ten times each, right after an answer loses no answer and no terminated', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const {
    lms: slow,
    auId,
    masteryScore,
  } = await servedCmi5Package(baseURL!, {
    writeDelayMs: () => 300 + Math.round(Math.random() * 500),
  });
  const ways: Record<string, (leaving: Page) => Promise<unknown>> = {
    close: (leaving) => leaving.close({ runBeforeUnload: true }),
    navigate: (leaving) => leaving.goto('about:blank'),
    reload: (leaving) => leaving.reload(),
  };
  const context = await browser.newContext();
  const lost: string[] = [];
  for (const [way, leave] of Object.entries(ways)) {
    for (let n = 0; n < 10; n++) {
      const launch = slow.launch({ auId, masteryScore });
      const learner = way === 'close' ? await context.newPage() : page;
      await learner.goto(launch.url);
      // Two answers, and the page goes at once: both still wait behind a slow write.
      await answerFirstQuestion(learner);
      await leave(learner);
      await expect
        .poll(() => verbsOf(sessionStatements(slow, launch)), { timeout: 20_000 })
        .toEqual(['initialized', 'answered', 'answered', 'terminated'])
        .catch(() => lost.push(`${way} ${n + 1}: ${verbsOf(sessionStatements(slow, launch)).join(', ')}`));
      expect(cmi5Problems(sessionStatements(slow, launch), launch)).toEqual([]);
    }
  }
  await context.close();
  expect(lost).toEqual([]);
  // No write was refused (a reloaded page, its launch used, reads with no token, and is refused).
  expect(slow.refused.filter((request) => !request.startsWith('GET '))).toEqual([]);
});
