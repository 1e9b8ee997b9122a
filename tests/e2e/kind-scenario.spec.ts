import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { lastValues } from '../integration/delivery/lms-host';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  choose,
  emptyModuleInEditor,
  completionIn,
  playInLms,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

const TYPE = 'ScenarioBlockComponent';
const THEMES = ['default', 'calm', 'contrast', 'warm', 'classic'] as const;
const SAM = 'Sam';
const LINES = ['My order is late.', 'It was due on Monday.', 'Thank you so much!'];
const HAPPY = 'Sam is happy and stays a customer.';
const ANGRY = 'Sam leaves angry.';
const FAILING = ['Apologise and check', 'Blame the courier'];
const SUCCEEDING = ['Apologise and check', 'Offer a refund', 'Glad to help'];

/** Presses Shift+Tab until `target` has the focus: back up the page, by keyboard. */
async function shiftTabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${target}`);
}

/** Types into a field reached by Tab. */
async function write(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Picks a reply's "A new scene" or "A new end" by the arrow keys, then Enter makes it: the focus goes to its first words. */
async function leadToNew(page: Page, select: Locator, option: 'A new scene' | 'A new end', focusGoesTo: Locator) {
  await choose(page, select, option);
  await page.keyboard.press('Enter');
  await expect(focusGoesTo).toBeFocused();
}

/** Sam's face: a small picture uploaded from the computer, by keyboard. */
async function uploadFace(page: Page, scenario: Locator) {
  const face = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
  await tabTo(page, scenario.getByRole('group', { name: 'Scene 1' }).getByRole('button', { name: 'Upload image' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'sam.png', mimeType: 'image/png', buffer: face });
  await expect(scenario.getByRole('group', { name: 'Scene 1' }).locator('img.kind-scenario__face')).toBeVisible();
}

/** Three scenes, two ends, written and linked by keyboard alone. */
async function authorByKeyboard(page: Page) {
  const scenario = blockCard(page, TYPE);
  const box = (name: string) => scenario.getByRole('textbox', { name, exact: true });
  const leadsTo = (reply: string) => scenario.getByRole('combobox', { name: `${reply} leads to` });
  const paths = scenario.getByRole('region', { name: 'Paths' });

  await expect(paths.getByRole('status')).toHaveText('No path reaches an end yet, 3 things to check');
  await expect(paths.getByRole('listitem')).toHaveText([
    'Scene 1 reply 1 leads nowhere yet',
    'Scene 1 reply 2 leads nowhere yet',
    'End 1: no path reaches it',
  ]);

  await write(page, box('Scene 1 character'), SAM);
  await uploadFace(page, scenario);
  await write(page, box('Scene 1 line'), LINES[0]!);
  await write(page, box('Scene 1 reply 1'), 'Apologise and check');
  await write(page, box('Scene 1 reply 1 feedback'), 'Listening first calms things down.');
  await leadToNew(page, leadsTo('Scene 1 reply 1'), 'A new scene', box('Scene 2 line'));
  await page.keyboard.type(LINES[1]!);
  // The new scene's speaker is the one before it.
  await expect(box('Scene 2 character')).toHaveValue(SAM);

  await write(page, box('Scene 2 reply 1'), 'Offer a refund');
  await leadToNew(page, leadsTo('Scene 2 reply 1'), 'A new scene', box('Scene 3 line'));
  await page.keyboard.type(LINES[2]!);
  await write(page, box('Scene 3 reply 1'), 'Glad to help');
  await leadToNew(page, leadsTo('Scene 3 reply 1'), 'A new end', box('End 2'));
  await page.keyboard.type(HAPPY);
  await tabTo(page, scenario.getByRole('checkbox', { name: 'End 2 is a success' }));
  await page.keyboard.press('Space');

  await shiftTabTo(page, box('Scene 1 reply 2'));
  await page.keyboard.type('Tell Sam to wait');
  await choose(page, leadsTo('Scene 1 reply 2'), 'End 1');
  await tabTo(page, scenario.getByRole('button', { name: 'Add scene 2 reply' }));
  await page.keyboard.press('Enter');
  await expect(box('Scene 2 reply 2')).toBeFocused();
  await page.keyboard.type('Blame the courier');
  await write(page, box('Scene 2 reply 2 feedback'), 'Blaming others sounds like an excuse.');
  await choose(page, leadsTo('Scene 2 reply 2'), 'End 1');
  await write(page, box('End 1'), ANGRY);

  // Every path from the first scene to an end, as the learner's replies, and nothing left to check.
  await expect(paths.getByRole('status')).toHaveText('3 paths to an end');
  await expect(paths.getByRole('listitem')).toHaveText([
    `${SUCCEEDING.join(' → ')} → End: ${HAPPY} ✓(a success)`,
    `${FAILING.join(' → ')} → End: ${ANGRY} ✗(not a success)`,
    `Tell Sam to wait → End: ${ANGRY} ✗(not a success)`,
  ]);
}

/** The learner's way through the conversation, by keyboard alone: each reply, and the focus on what it led to. */
async function play(page: Page, player: Page | FrameLocator, replies: string[]) {
  const conversation = player.getByRole('region', { name: 'Conversation' });
  for (const reply of replies) {
    await tabTo(page, conversation.getByRole('group', { name: 'Your reply' }).getByRole('button', { name: reply }));
    await page.keyboard.press('Enter');
    await expect(conversation.locator('.kind-scenario__log > li').last()).toBeFocused();
  }
  return conversation;
}

async function playToTheFailingEnd(page: Page, player: Page | FrameLocator) {
  const conversation = await play(page, player, FAILING);
  const end = conversation.locator('.kind-scenario__end');
  await expect(end).toHaveText(`Not the best outcome${ANGRY}`);
  await expect(end).toBeFocused();
  // The log keeps the conversation: Sam's lines, the replies, their feedback.
  await expect(conversation.locator('.kind-scenario__log > li')).toHaveText([
    `${SAM}${LINES[0]}`,
    `You${FAILING[0]}`,
    'Listening first calms things down.',
    `${SAM}${LINES[1]}`,
    `You${FAILING[1]}`,
    'Blaming others sounds like an excuse.',
    `Not the best outcome${ANGRY}`,
  ]);
  await expect(conversation.locator('[aria-live="polite"]')).toHaveText(
    'Blaming others sounds like an excuse. Not the best outcome',
  );
  return conversation;
}

test('an author builds a three-scene scenario by keyboard and sees every path; a learner plays it by keyboard to a failing end and again to the success, and the LMS records both ways and the module complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Sasha', 'Scenario');
  const { revision } = (await api.get(`/courses/${courseId}`)).body;
  const tracked = await api.put(`/courses/${courseId}`, {
    course: { revision, settings: { trackNonScorableQuestions: true } },
  });
  expect(tracked.status).toBe(200);
  await page.reload();

  await addByKeyboard(page, 'Scenario');
  await authorByKeyboard(page);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-scenario', 'editor');

  // Stored as written: three scenes linked to each other and to the two ends.
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as { type: string; data: unknown }[];
  const data = saved.find((b) => b.type === TYPE)!.data as {
    scenes: { character: string; line: string; avatar?: { url: string }; choices: { text: string; to: string }[] }[];
    ends: { id: string; text: string; success: boolean }[];
  };
  expect(data.scenes.map((s) => [s.character, s.line])).toEqual(LINES.map((line) => [SAM, line]));
  expect(data.scenes.every((s) => s.avatar?.url.startsWith('/api/media/files/'))).toBe(true);
  expect(data.ends.map((e) => [e.text, e.success])).toEqual([
    [ANGRY, false],
    [HAPPY, true],
  ]);

  // Learners never receive which end is a success: only a salted hash of each end's outcome.
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  const published = await (await page.request.get(`/api/delivery/modules/${courseId}`)).text();
  expect(published).toContain(HAPPY);
  expect(published).not.toMatch(/"success"/);
  const sentEnds = (JSON.parse(published) as { blocks: { type: string; data: typeof data }[] }).blocks.find(
    (b) => b.type === TYPE,
  )!.data.ends;
  expect(sentEnds.map((e) => Object.keys(e).sort())).toEqual([
    ['id', 'outcome', 'text'],
    ['id', 'outcome', 'text'],
  ]);

  // In every built-in theme: the conversation as it starts, and at the failing end, played by keyboard.
  for (const theme of THEMES) {
    const { revision: before } = (await api.get(`/courses/${courseId}`)).body;
    expect((await api.put(`/courses/${courseId}`, { course: { revision: before, settings: { theme } } })).status).toBe(
      200,
    );
    expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
    await page.goto(`/share/${courseId}`);
    await page.getByRole('button', { name: /^(Start|Continue)/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(LINES[0]!)).toBeVisible();
    if (theme === 'default') {
      await expectNoAxeViolations(page, { tags: WCAG_22_AA });
      await shots(page, 'kind-scenario', 'learner');
    }
    await playToTheFailingEnd(page, page);
    await expectNoAxeViolations(page, { label: theme, tags: WCAG_22_AA });
    await shots(page, 'kind-scenario', `learner-failed-${theme}`);
  }

  await playInLms(page, { api, baseURL: baseURL!, courseId, learner: 'learner-scenario' }, async (player, record) => {
    await expect(player.locator('.kind-scenario__line img.kind-scenario__face')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => player.locator('.kind-scenario__line img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => completionIn(record)).toBe('incomplete');

    const conversation = await playToTheFailingEnd(page, player);
    await tabTo(page, conversation.getByRole('button', { name: 'Start again' }));
    await page.keyboard.press('Enter');
    await expect(conversation.locator('.kind-scenario__log > li')).toHaveCount(1);
    await expect(conversation.locator('.kind-scenario__line')).toBeFocused();
    await play(page, player, SUCCEEDING);
    await expect(conversation.locator('.kind-scenario__end')).toHaveText(`A good outcome${HAPPY}`);

    // Each way is an interaction of type choice: its replies step by step, right when its end is a success.
    await expect.poll(async () => lastValues(await record())['cmi.interactions.1.result']).toBe('correct');
    const values = lastValues(await record());
    const field = (n: number, name: string) => values[`cmi.interactions.${n}.${name}`];
    expect([field(0, 'type'), field(0, 'result'), field(0, 'learner_response')]).toEqual([
      'choice',
      'incorrect',
      'a_apologise_and_check[,]b_blame_the_courier',
    ]);
    expect([field(1, 'type'), field(1, 'result'), field(1, 'learner_response')]).toEqual([
      'choice',
      'correct',
      'a_apologise_and_check[,]b_offer_a_refund[,]c_glad_to_help',
    ]);
    expect(field(1, 'description')).toBe(`${SAM}: ${LINES[0]}`);
    expect(values['cmi.completion_status']).toBe('completed');
  });
});
