import { expect, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { INSTRUCTOR, LEARNER, type LtiPlatform, startLtiPlatform } from '../support/lti-platform';
import { registerBothWays } from '../support/lti-registration';
import { answerFirstQuestion, answerLastQuestion } from './fixtures/fire-safety-quiz';

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

test('LTI 1.3: a teacher deep-links a published module into the LMS course, a learner launches it and the score reaches the gradebook', async ({
  page,
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
