import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  completionIn,
  emptyModuleInEditor,
  playInLms,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

const QUESTION = 'Which way out in a fire?';
const [RIGHT, WRONG] = ['The stairs', 'The lift'];
const LABEL = 'On to the assembly point';
const BELOW = 'Wait at the assembly point until the warden counts you.';
const LAST = { question: 'Who says when to go back in?', right: 'The warden', wrong: 'Anyone' };

/** Writes a question, its two options and the right one, by keyboard, in the card just added. */
async function writeQuestion(page: Page, title: string, right: string, wrong: string) {
  const question = page.locator('section.block-card[data-block-type="QuestionBlockComponent"]').last();
  await expect(question.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused();
  await page.keyboard.type(title);
  await tabTo(page, question.getByRole('checkbox', { name: 'Correct answer: option 1' }));
  await page.keyboard.press('Space');
  for (const [i, option] of [right, wrong].entries()) {
    await tabTo(page, question.getByRole('textbox', { name: `Option ${i + 1}`, exact: true }));
    await page.keyboard.type(option);
  }
}

/** The learner answers a question by keyboard: ticks an option and checks it. */
async function answer(page: Page, player: Page | FrameLocator, option: string) {
  await tabTo(page, player.getByRole('checkbox', { name: option }));
  await page.keyboard.press('Space');
  await tabTo(page, player.getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
}

/** Nothing below the Continue block shows; its button says why it does nothing yet. */
async function expectWaiting(page: Page, player: Page | FrameLocator) {
  const button = player.getByRole('button', { name: LABEL });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription('Finish the activities above to continue.');
  await expect(player.getByText(BELOW)).toHaveCount(0);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(player.getByText(BELOW)).toHaveCount(0);
}

/** Continue, by keyboard: what is below shows and takes the focus; the button is gone. */
async function goOn(page: Page, player: Page | FrameLocator) {
  const button = player.getByRole('button', { name: LABEL });
  await expect(button).not.toHaveAttribute('aria-disabled');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(player.getByText(BELOW)).toBeVisible();
  await expect(player.locator('.player-block:focus')).toContainText(BELOW);
  await expect(button).toHaveCount(0);
}

test('an author puts a Continue block under a question by keyboard; learners see what is below only once they have answered and pressed Continue, keep it when they come back, and the LMS records the module complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Cato', 'Continues');

  await addByKeyboard(page, 'Question');
  await writeQuestion(page, QUESTION, RIGHT, WRONG);

  await addByKeyboard(page, 'Continue');
  const gate = blockCard(page, 'ContinueBlockComponent');
  await expect(gate.getByRole('textbox', { name: 'Continue button text' })).toBeFocused();
  await page.keyboard.type(LABEL);

  await addByKeyboard(page, 'Text');
  await page.keyboard.type(BELOW);
  await addByKeyboard(page, 'Question');
  await writeQuestion(page, LAST.question, LAST.right, LAST.wrong);

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-continue', 'editor');
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as { type: string; data: unknown }[];
  expect(saved.map((b) => b.type)).toEqual([
    'QuestionBlockComponent',
    'ContinueBlockComponent',
    'TextBlockComponent',
    'QuestionBlockComponent',
  ]);
  expect(saved[1]!.data).toEqual({ label: LABEL });

  // A learner on the share link, by keyboard: a wrong answer is an answer, and opens the way on.
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  await page.goto(`/share/${courseId}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: QUESTION })).toBeVisible();
  await expectWaiting(page, page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-continue', 'learner-waiting');
  await answer(page, page, WRONG);
  await goOn(page, page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-continue', 'learner-passed');

  // In an LMS: what is below opens once the first question is answered; a learner who comes back
  // (the LMS's suspend data) finds it open, and completes the module with the last question.
  await playInLms(page, { api, baseURL: baseURL!, courseId, learner: 'learner-continue' }, async (player, record) => {
    await expectWaiting(page, player);
    await answer(page, player, RIGHT);
    await goOn(page, player);
    await expect(player.getByRole('group', { name: LAST.question })).toBeVisible();
    await expect.poll(() => completionIn(record)).toBe('incomplete');
    await page.reload();
    await player.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(player.getByText(BELOW)).toBeVisible();
    await expect(player.getByRole('button', { name: LABEL })).toHaveCount(0);
    await answer(page, player, LAST.right);
    await expect.poll(() => completionIn(record)).toBe('completed');
  });
});
