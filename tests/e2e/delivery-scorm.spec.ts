import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { lastValues, startLms, type Lms, type LmsRecord } from '../integration/delivery/lms-host';
import { unzipPackage, xmllintManifest } from '../integration/delivery/scorm-files';
import { directiveOf } from '../support/csp';
import { answerFirstQuestion, answerLastQuestion, type PlayerFrame, singleChoice } from './fixtures/fire-safety-quiz';

const VERSIONS = {
  scorm12: {
    status: 'cmi.core.lesson_status',
    raw: 'cmi.core.score.raw',
    time: 'cmi.core.session_time',
    exit: 'cmi.core.exit',
    timeFormat: /^\d{4}:\d{2}:\d{2}\.\d{2}$/,
  },
  scorm2004: {
    status: 'cmi.success_status',
    raw: 'cmi.score.raw',
    time: 'cmi.session_time',
    exit: 'cmi.exit',
    timeFormat: /^PT\d+H\d+M[\d.]+S$/,
  },
} as const;
type Version = keyof typeof VERSIONS;

const masteryOf = (dir: string, version: Version) => {
  const manifest = readFileSync(join(dir, 'imsmanifest.xml'), 'utf8');
  return (
    (version === 'scorm12' ? /<adlcp:masteryscore>([\d.]+)</ : /<imsss:minNormalizedMeasure>([\d.]+)</).exec(
      manifest,
    )?.[1] ?? ''
  );
};

const recordOf = (page: Page, learner: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as LmsRecord, `lms-${learner}`);

/** The learner closes the module (the LMS unloads its frame), then comes back. */
async function closeAndReturn(page: Page) {
  await page.evaluate(() => {
    (document.getElementById('sco') as HTMLIFrameElement).src = 'about:blank';
  });
  await page.waitForTimeout(300);
}

/** Left partway: the session's time recorded, suspended so that the LMS keeps the attempt open. */
async function expectSuspended(page: Page, learner: string, version: Version) {
  const keys = VERSIONS[version];
  const record = await recordOf(page, learner);
  const values = lastValues(record);
  expect(values[keys.status]).not.toBe('passed');
  expect(values[keys.time]).toMatch(keys.timeFormat);
  expect(values[keys.exit]).toBe('suspend');
  expect(record.log.at(-1)?.[0]).toBe('finish');
  expect(record.refused).toEqual([]);
}

/**
 * Every answer journaled as an interaction, in the version's vocabulary, with no correct responses,
 * and nothing refused by the strictest LMS's rules (Moodle's identifiers: letters, digits, "_", ".").
 */
function expectInteractions(record: LmsRecord, version: Version) {
  expect(record.refused).toEqual([]);
  const written = (field: string) =>
    record.log.filter(([key]) => new RegExp(`^cmi\\.interactions\\.\\d+\\.${field}$`).test(key)).map(([, v]) => v);
  const wrong = version === 'scorm12' ? 'wrong' : 'incorrect';
  expect(written('type')).toEqual(['choice', 'choice', 'fill-in']);
  expect(written('result')).toEqual([wrong, wrong, 'correct']);
  expect(written(version === 'scorm12' ? 'student_response' : 'learner_response')).toEqual(
    version === 'scorm12' ? ['a', 'a', '112'] : ['a_water', 'a_water', '112'],
  );
  expect(written('latency')).toHaveLength(3);
  if (version === 'scorm2004') expect(written('description')[2]).toBe('Type the emergency number');
  expect(record.log.filter(([key]) => key.includes('correct_responses'))).toEqual([]);
}

/** Passed and closed: a normal exit, so that the LMS closes the attempt. */
async function expectPassedAndExited(page: Page, learner: string, version: Version) {
  const keys = VERSIONS[version];
  const record = await recordOf(page, learner);
  const values = lastValues(record);
  expect(values[keys.status]).toBe('passed');
  if (version === 'scorm2004') expect(values['cmi.completion_status']).toBe('completed');
  if (version === 'scorm2004') expect(values['cmi.score.scaled']).toBe('0.50');
  expect(values[keys.raw]).toBe('50');
  expect(values[keys.exit]).toBe(version === 'scorm12' ? '' : 'normal');
  expect(record.log.at(-1)?.[0]).toBe('finish');
  expectInteractions(record, version);
}

/** Back in the same attempt: the first question settled as it was left, the quiz still open. */
async function expectResumedPartway(player: PlayerFrame) {
  await expect(player.getByText('No attempts left. The correct answer is marked.')).toBeVisible();
  await expect(player.locator('.player-results')).not.toContainText('Well done');
}

/** A new attempt after the LMS closed the last one: nothing answered. */
async function expectFreshAttempt(player: PlayerFrame) {
  await expect(singleChoice(player).getByRole('radio', { name: 'Water' })).not.toBeChecked();
  await expect(player.getByText('No attempts left')).toHaveCount(0);
  await expect(player.getByRole('progressbar', { name: 'Completion' })).not.toHaveAttribute('aria-valuenow', '100');
}

/** The fixture module published and made into a bundled package of `version`, unzipped; its folder. */
async function bundledPackage(baseURL: string, version: Version) {
  const api = await author(baseURL);
  const { courseId } = await publishEveryBlock(api);
  const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: version });
  const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
  return unzipPackage(zip);
}

test.describe('SCORM packages in an LMS (scorm-again)', () => {
  let lms: Lms | null = null;
  test.afterEach(async () => {
    await lms?.close();
    lms = null;
  });

  for (const version of Object.keys(VERSIONS) as Version[]) {
    test(`${version} bundled package: valid; left partway, suspended and resumed; passed, its answers journaled, exited normally; then a new attempt`, async ({
      page,
      baseURL,
    }) => {
      const dir = await bundledPackage(baseURL!, version);
      expect(xmllintManifest(dir, version)).toEqual({ ok: true, output: '' });
      lms = await startLms();
      lms.serve(dir);
      // Nothing from the web: the page may ask only the LMS for files, and the LMS only for its own
      // page and the package's files, where it unpacked them (/pkg/), never its site's root.
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        if (url.startsWith('about:') || url.startsWith('data:')) return;
        if (!url.startsWith(lms!.origin) || !/^\/(pkg\/|lms\.html$|scorm-again\/)/.test(new URL(url).pathname))
          foreign.push(url);
      });
      const learner = `learner-${version}`;
      await page.goto(lms.url(version, learner, masteryOf(dir, version)));
      const player = page.frameLocator('#sco');
      await answerFirstQuestion(player);
      await closeAndReturn(page);
      await expectSuspended(page, learner, version);

      await page.reload();
      await expectResumedPartway(player);
      await answerLastQuestion(player);
      await closeAndReturn(page);
      await expectPassedAndExited(page, learner, version);

      await page.reload();
      await expectFreshAttempt(player);
      expect(foreign.filter((u) => !u.startsWith('https://tessera.invalid/'))).toEqual([]);
    });
  }

  for (const version of Object.keys(VERSIONS) as Version[]) {
    test(`${version}: a finished attempt relaunched as Moodle does (entry "", its status kept) is shown as it was and nothing is written`, async ({
      page,
      baseURL,
    }) => {
      const dir = await bundledPackage(baseURL!, version);
      lms = await startLms();
      lms.serve(dir);
      const learner = `reviewer-${version}`;
      await page.goto(lms.url(version, learner, masteryOf(dir, version), '', 'keep'));
      const player = page.frameLocator('#sco');
      await answerFirstQuestion(player);
      await answerLastQuestion(player);
      await closeAndReturn(page);
      await expectPassedAndExited(page, learner, version);
      const finished = (await recordOf(page, learner)).log.length;

      // Relaunched: the attempt as the learner left it; reading on through it changes nothing.
      await page.reload();
      await expect(player.getByText('No attempts left. The correct answer is marked.')).toBeVisible();
      await player.locator('.player-results').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await closeAndReturn(page);
      const after = await recordOf(page, learner);
      expect(after.log.slice(finished)).toEqual([['finish', '']]);
      expect(after.refused).toEqual([]);
    });
  }

  for (const version of Object.keys(VERSIONS) as Version[]) {
    test(`${version} dispatch package: the live module, suspended, republished, resumed, passed and exited, revoked`, async ({
      page,
      baseURL,
    }) => {
      const api = await author(baseURL!);
      const published = await publishEveryBlock(api);
      lms = await startLms();
      const created = await api.post(`/scorm/createdispatch/${published.courseId}`, {
        requestedDispatchType: version,
        allowedOrigins: [lms.origin],
      });
      expect(created.status).toBe(201);
      const { dispatchId } = created.body as { dispatchId: string };
      const download = await fetch(`${baseURL}/api/scorm/dispatch/${dispatchId}/package`, {
        headers: { authorization: `Bearer ${api.token}` },
      });
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="Fire-safety-the-basics.zip"');
      const dir = unzipPackage(Buffer.from(await download.arrayBuffer()));
      expect(xmllintManifest(dir, version)).toEqual({ ok: true, output: '' });
      lms.serve(dir);
      const dispatchPage = await fetch(`${baseURL}/dispatch/${dispatchId}`);
      expect(directiveOf(dispatchPage.headers, 'frame-ancestors')).toBe(lms.origin);

      const learner = `dispatch-${version}`;
      await page.goto(lms.url(version, learner, masteryOf(dir, version)));
      const player = () => page.frameLocator('#sco').frameLocator('iframe.player-frame');
      await answerFirstQuestion(player());
      await closeAndReturn(page);
      await expectSuspended(page, learner, version);

      // Republishing reaches the LMS without a new upload; the learner resumes where they were.
      const heading = published.course.blocks[0];
      await republish(api, published.courseId, published.revision, {
        blocks: [{ ...heading, data: { text: 'Updated before the drill', level: 1 } }],
        updatedBlocks: [heading.id],
      });
      await page.reload();
      await expect(player().getByRole('heading', { name: 'Updated before the drill' })).toBeVisible();
      await expectResumedPartway(player());
      await answerLastQuestion(player());
      await closeAndReturn(page);
      await expectPassedAndExited(page, learner, version);

      // Revoked: the package's page says so (Tessera refused its session), and nothing is reported for a new learner.
      expect((await api.post(`/scorm/dispatch/${dispatchId}/revoke`)).status).toBe(200);
      await page.goto(lms.url(version, `${learner}-late`, masteryOf(dir, version)));
      await expect(page.frameLocator('#sco').getByRole('alert')).toContainText('revoked');
      await expect(page.frameLocator('#sco').locator('iframe.player-frame')).toHaveCount(0);
      const late = lastValues(await recordOf(page, `${learner}-late`));
      expect(Object.keys(late).filter((k) => /status|score/.test(k))).toEqual([]);
    });
  }

  test('export dialog: media on an internal address keep the full package from being made, named with the reason; a dispatch package downloads instead, listed to revoke and re-enable', async ({
    page,
    context,
    baseURL,
  }) => {
    const internal = createServer((_req, res) => res.end('INTERNAL SECRET'));
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const secretUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/secret.png`;
    try {
      const api = await author(baseURL!);
      const created = await api.post('/courses/', { course: { title: 'Internal media' } });
      const courseId = created.body.course.id as string;
      const added = await api.post('/blocks/', {
        courseId,
        block: { type: 'ImageBlockComponent', data: { url: secretUrl, alt: 'Secret' } },
      });
      await republish(api, courseId, added.body.revision, {});
      await context.addCookies([{ name: 'tessera_token', value: api.token, url: baseURL! }]);
      await page.goto(`/edit/${courseId}`);
      await page.getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export for an LMS' });
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.zip$/);
      await expect(dialog.getByRole('status')).toHaveText(/^Downloaded /);
      await expect(dialog.getByRole('note', { name: 'Media left out' })).toContainText(
        `${secretUrl}: 127.0.0.1 is loopback`,
      );

      // The dispatch package it made is listed, and can be revoked and re-enabled from here.
      const dispatches = dialog.getByRole('region', { name: 'Dispatches in LMSs' });
      const item = dispatches.getByRole('listitem');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('SCORM 1.2 dispatch of');
      await expect(item).toContainText('Active');
      await expect(item).toContainText('Not launched yet');
      const revoke = item.getByRole('button', { name: /^Revoke the SCORM 1.2 dispatch of / });
      await revoke.click();
      await expect(item).toContainText('Revoked');
      const reenable = item.getByRole('button', { name: /^Re-enable the SCORM 1.2 dispatch of / });
      await expect(reenable).toBeFocused();
      await reenable.click();
      await expect(item).toContainText('Active');
      await expect(item.getByRole('button', { name: /^Revoke / })).toBeFocused();

      // A web package has nothing to fall back to: it says why it was not made.
      await dialog.getByRole('radio', { name: /^Web package/ }).check();
      await expect(dialog.getByRole('group', { name: 'SCORM version' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText('Failed to generate SCORM package');
      await expect(dialog.getByRole('note', { name: 'Media left out' })).toContainText(
        'Replace them to export a web package.',
      );
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });
});

test('web package: opened from a file share (file://), it plays offline and keeps the learner’s progress in the browser', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'web' });
  const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
  const dir = unzipPackage(zip);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file://') && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto(`file://${join(dir, 'index.html')}`);
  const single = singleChoice(page);
  await single.getByRole('radio', { name: 'Water' }).check();
  await single.getByRole('button', { name: 'Check answer' }).click();
  await expect(single.getByRole('status')).toContainText('1 attempt left');
  await page.reload();
  await expect(singleChoice(page).getByRole('status')).toContainText('1 attempt left');
  expect(foreign.filter((u) => !u.startsWith('https://tessera.invalid/'))).toEqual([]);
});

test.describe('dispatch refusals in an LMS (scorm-again, SCORM 1.2)', () => {
  let lms: Lms | null = null;
  test.afterEach(async () => {
    await lms?.close();
    lms = null;
  });
  const ASK = "Please ask your learning platform's administrator.";

  /** A dispatch of a published module, its package served by the LMS. */
  async function servedDispatch(baseURL: string, body: Record<string, unknown>) {
    const api = await author(baseURL);
    const { courseId } = await publishEveryBlock(api);
    lms ??= await startLms();
    const created = await api.post(`/scorm/createdispatch/${courseId}`, { requestedDispatchType: 'scorm12', ...body });
    const { dispatchId } = created.body as { dispatchId: string };
    const download = await fetch(`${baseURL}/api/scorm/dispatch/${dispatchId}/package`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    lms.serve(unzipPackage(Buffer.from(await download.arrayBuffer())));
    return { api, dispatchId, lms };
  }

  test('an origin not allowed, a revoked and an expired dispatch are refused before the LMS is touched, saying whom to ask', async ({
    page,
    baseURL,
  }) => {
    const refusals = [
      {
        body: { allowedOrigins: ['https://lms.elsewhere.example'] },
        message: `This learning platform may not open this module. ${ASK}`,
      },
      {
        body: {},
        revoke: true,
        message: `This module is no longer available here: its dispatch has been revoked. ${ASK}`,
      },
      {
        body: { expiresAt: '2020-01-01T00:00:00Z' },
        message: `This module is no longer available here: its dispatch has expired. ${ASK}`,
      },
    ];
    for (const [i, refusal] of refusals.entries()) {
      const { api, dispatchId, lms } = await servedDispatch(baseURL!, refusal.body);
      if (refusal.revoke) expect((await api.post(`/scorm/dispatch/${dispatchId}/revoke`)).status).toBe(200);
      const learner = `refused-${i}`;
      await page.goto(lms.url('scorm12', learner, ''));
      await expect(page.frameLocator('#sco').getByRole('alert')).toHaveText(refusal.message);
      await expect(page.frameLocator('#sco').locator('iframe.player-frame')).toHaveCount(0);
      expect((await recordOf(page, learner)).calls).toEqual([]);
    }
  });

  test('the library shows a module’s dispatches with their learners, and revokes one there', async ({
    page,
    context,
    baseURL,
  }) => {
    const { api, lms } = await servedDispatch(baseURL!, {});
    await page.goto(lms.url('scorm12', 'reader', ''));
    await expect(
      page.frameLocator('#sco').frameLocator('iframe.player-frame').locator('.player-results'),
    ).toBeAttached();
    await context.addCookies([{ name: 'tessera_token', value: api.token, url: baseURL! }]);
    await page.goto('/author/home');
    await page.getByRole('button', { name: 'More actions for Fire safety: the basics' }).click();
    await page.getByRole('menuitem', { name: 'Dispatches in LMSs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispatches of Fire safety: the basics' });
    const item = dialog.getByRole('listitem');
    await expect(item).toContainText('Learners1');
    await expect(item).not.toContainText('Not launched yet');
    await item.getByRole('button', { name: /^Revoke the SCORM 1.2 dispatch of / }).click();
    await expect(item).toContainText('Revoked');
    // The learner's LMS hears of it at their next launch.
    await page.goto(lms.url('scorm12', 'reader', ''));
    await expect(page.frameLocator('#sco').getByRole('alert')).toContainText('its dispatch has been revoked');
  });

  test('past the learner cap, the LMS is read for who the learner is, then closed with nothing written', async ({
    page,
    baseURL,
  }) => {
    const { lms } = await servedDispatch(baseURL!, { learnerCap: 1 });
    await page.goto(lms.url('scorm12', 'first', ''));
    await expect(
      page.frameLocator('#sco').frameLocator('iframe.player-frame').locator('.player-results'),
    ).toBeAttached();
    await page.goto(lms.url('scorm12', 'second', ''));
    await expect(page.frameLocator('#sco').getByRole('alert')).toHaveText(
      `This module has reached its number of learners. ${ASK}`,
    );
    const { calls, log } = await recordOf(page, 'second');
    expect([...new Set(calls)]).toEqual(['LMSInitialize', 'LMSGetValue', 'LMSFinish']);
    expect(log).toEqual([['finish', '']]);
  });

  test('revoked while a learner is in it: the next report is refused, only the session’s time reaches the LMS, the learner is told', async ({
    page,
    baseURL,
  }) => {
    const { api, dispatchId, lms } = await servedDispatch(baseURL!, {});
    await page.goto(lms.url('scorm12', 'midway', ''));
    const player = page.frameLocator('#sco').frameLocator('iframe.player-frame');
    await answerFirstQuestion(player);
    await expect
      .poll(async () => (await recordOf(page, 'midway')).log.some(([key]) => key === 'cmi.interactions.1.result'))
      .toBe(true);
    const before = (await recordOf(page, 'midway')).log.length;
    expect((await api.post(`/scorm/dispatch/${dispatchId}/revoke`)).status).toBe(200);
    // The learner reads on: the blocks they see make the next report, which asks Tessera first.
    // (A report already on its way may be the one that finds out: then the player is gone.)
    const told = page.frameLocator('#sco').getByRole('alert');
    await expect
      .poll(async () => {
        if (!(await told.isVisible()))
          await player
            .locator('.player-results')
            .scrollIntoViewIfNeeded({ timeout: 1_000 })
            .catch(() => {});
        return told.isVisible();
      })
      .toBe(true);
    await expect(told).toHaveText(`This module is no longer available here: its dispatch has been revoked. ${ASK}`);
    await expect(page.frameLocator('#sco').locator('iframe.player-frame')).toHaveCount(0);
    // The time the learner spent is theirs: written before the session is closed, and nothing else.
    const after = (await recordOf(page, 'midway')).log.slice(before);
    expect(after.map(([key]) => key)).toEqual(['cmi.core.session_time', 'finish']);
    expect(after[0]![1]).not.toBe('0000:00:00.00');
    expect(after[0]![1]).toMatch(/^\d{4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  });
});
