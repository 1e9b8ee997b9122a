import { expect, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { INSTRUCTOR, LEARNER, type LtiPlatform, startLtiPlatform } from '../support/lti-platform';
import { registerBothWays } from '../support/lti-registration';
import { answerFirstQuestion, answerLastQuestion, singleChoice } from './fixtures/fire-safety-quiz';

let platform: LtiPlatform | null = null;
test.afterEach(async () => {
  await platform?.close();
  platform = null;
});

/** A test LMS that knows Tessera as a tool, and an organisation (its admin) that registered the LMS. */
async function registeredPlatform(baseURL: string) {
  const api = await author(baseURL);
  platform = await startLtiPlatform();
  const registered = await registerBothWays(api, platform);
  expect(registered.status).toBe(201);
  return { api, platform };
}

test('LTI 1.3: a teacher deep-links a published module into the LMS course, a learner launches it, the score reaches the gradebook and another device resumes', async ({
  page,
  browser,
  baseURL,
}) => {
  const { api, platform } = await registeredPlatform(baseURL!);
  const { courseId } = await publishEveryBlock(api);

  // The teacher adds an activity: the LMS launches Tessera's Deep Linking, the teacher picks the module.
  await page.goto(platform.deepLinkingStart(INSTRUCTOR));
  await expect(page.getByRole('heading', { name: 'Add a Tessera module' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Fire safety: the basics' }).click();
  await expect(page.getByRole('heading', { name: 'Activity added' })).toBeVisible();
  expect(platform.deepLinks).toEqual([
    expect.objectContaining({
      type: 'ltiResourceLink',
      title: 'Fire safety: the basics',
      custom: { tessera_module: courseId },
      lineItem: expect.objectContaining({ scoreMaximum: 100 }),
    }),
  ]);

  // A learner opens the activity: the module plays, and its score goes to the line item.
  await page.goto(platform.resourceLinkStart(LEARNER));
  await answerFirstQuestion(page);
  expect(new URL(page.url()).pathname).toBe(`/lti/${courseId}`);
  expect(page.url()).not.toContain('launch=');
  await answerLastQuestion(page);
  await expect
    .poll(() => platform.scores.map((s) => s.body))
    .toEqual([
      expect.objectContaining({
        userId: LEARNER.id,
        scoreGiven: 50,
        scoreMaximum: 100,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      }),
    ]);
  expect(platform.scores[0]!.contentType).toContain('application/vnd.ims.lis.v1.score+json');
  expect(platform.refused).toEqual([]);

  // The same learner opens the activity on another device: where they were, what they answered, their result.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const player = await phone.newPage();
    await player.goto(platform.resourceLinkStart(LEARNER));
    await expect(singleChoice(player).getByRole('status')).toContainText('No attempts left');
    await expect(player.locator('.player-results')).toContainText('Well done, you passed!');
    expect(
      await player.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tessera.progress.'))),
    ).toEqual([]);
  } finally {
    await phone.close();
  }
  expect(platform.scores).toHaveLength(1);
});

test('LTI 1.3 on a connection that drops: the learner is told, and every answer reaches the server once it is back', async ({
  page,
  browser,
  baseURL,
}) => {
  const { api, platform } = await registeredPlatform(baseURL!);
  await publishEveryBlock(api);
  await page.goto(platform.deepLinkingStart(INSTRUCTOR));
  await page.getByRole('button', { name: 'Add Fire safety: the basics' }).click();
  await expect(page.getByRole('heading', { name: 'Activity added' })).toBeVisible();

  await page.goto(platform.resourceLinkStart(LEARNER));
  await expect(singleChoice(page)).toBeVisible();
  // The server out of reach: the learner goes on, and is told their progress waits.
  await page.route('**/api/lti/progress', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await answerFirstQuestion(page);
  const notice = page.getByText('Your progress is not saved yet: waiting for the connection.');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/lti-waiting-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/lti-waiting-1440.png' });
  await page.unroute('**/api/lti/progress');
  await expect(notice).toBeHidden({ timeout: 40_000 });

  // Both attempts reached the server: another device has them.
  const other = await browser.newContext();
  try {
    const player = await other.newPage();
    await player.goto(platform.resourceLinkStart(LEARNER));
    await expect(singleChoice(player).getByRole('status')).toContainText('No attempts left');
  } finally {
    await other.close();
  }
});

test('LTI 1.3 refusals: a learner cannot deep-link, and a launch is used once', async ({ page, baseURL }) => {
  const { platform } = await registeredPlatform(baseURL!);
  await page.goto(platform.deepLinkingStart(LEARNER));
  await expect(page.getByRole('alert')).toHaveText('Only teachers can add Tessera modules to a course.');
  // The platform's form post of the id_token, sent a second time (a replay), is refused.
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/lti/launch') && r.method() === 'POST');
  await page.goto(platform.deepLinkingStart(INSTRUCTOR));
  await expect(page.getByRole('heading', { name: 'Add a Tessera module' })).toBeVisible();
  const launch = await posted;
  const replay = await page.request.post(launch.url(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: launch.postData()!,
  });
  expect(replay.status()).toBe(401);
  expect(await replay.text()).toContain(
    'This launch was already used. Please open the link in your learning platform again.',
  );
});
