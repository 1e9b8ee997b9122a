import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
const assistantOf = (page: Page, type: string) => card(page, type).getByRole('button', { name: /^Assistant for / });

/** Picks an item in a block's assistant menu. */
async function ask(page: Page, type: string, item: string) {
  await assistantOf(page, type).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

const suggestionIn = (page: Page, type: string) => card(page, type).getByRole('group', { name: 'Suggestion' });

async function newModule(page: Page, first: string) {
  await registerInBrowser(page, first, 'Assist');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
}

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
}

const SENTENCES =
  'Fire doors must stay closed at all times because they slow the spread of smoke through the building. ' +
  'Everyone should know where the nearest exit is before an alarm sounds. ' +
  'The alarm is tested every Monday morning at nine, so nobody needs to leave when it rings then. ' +
  'Extinguishers are checked once a year by a specialist from the fire service.';

test('an author rewrites a text block, then has the quiz results, a fact and option feedback written, with the offline assistant', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newModule(page, 'Rhea');
  const text = card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' });
  await text.fill(SENTENCES);
  await saved(page);

  // While the assistant writes, Cancel aborts the request and closes the panel.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/ai/fine-tune', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/ai/fine-tune'));
  await ask(page, 'TextBlockComponent', 'Shorten');
  const panel = card(page, 'TextBlockComponent').getByRole('group', { name: 'Shorten' });
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(panel.getByText('The assistant is writing…')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await aborted;
  await expect(panel).toBeHidden();
  await expect(assistantOf(page, 'TextBlockComponent')).toBeFocused();
  answer();
  await page.unroute('**/api/ai/fine-tune');

  // Shorten: a suggestion, shown as learners would read it, that Discard drops.
  await ask(page, 'TextBlockComponent', 'Shorten');
  const suggestion = suggestionIn(page, 'TextBlockComponent');
  await expect(suggestion).toBeFocused();
  await expect(card(page, 'TextBlockComponent').getByText('Written by Offline assistant on this server')).toBeVisible();
  const shorter = (await suggestion.textContent())?.trim() ?? '';
  expect(shorter.length).toBeGreaterThan(0);
  expect(shorter.length).toBeLessThan(SENTENCES.length);
  await expectNoAxeViolations(page, { include: 'section.block-card[data-block-type="TextBlockComponent"]' });
  await card(page, 'TextBlockComponent').getByRole('button', { name: 'Discard' }).click();
  await expect(suggestion).toBeHidden();
  await expect(assistantOf(page, 'TextBlockComponent')).toBeFocused();
  await expect(text).toHaveText(SENTENCES);

  // Accept replaces the text: an edit like any other, saved and undone on the server. The menu works from the keyboard.
  await assistantOf(page, 'TextBlockComponent').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Shorten', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(suggestion).toHaveText(shorter);
  await card(page, 'TextBlockComponent').getByRole('button', { name: 'Accept' }).click();
  await expect(text).toHaveText(shorter);
  await expect(assistantOf(page, 'TextBlockComponent')).toBeFocused();
  // Taking a suggestion marks the module as made with AI: its disclaimer comes with the same change.
  const notice = page.getByText('The author generated this course, in part, using AI');
  await expect(notice).toBeVisible();
  await saved(page);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(text).toHaveText(SENTENCES);
  await expect(notice).toHaveCount(0);

  // The quiz results' texts, for a pass and for a fail.
  await addBlock(page, 'Quiz results');
  await ask(page, 'QuizResultsBlockComponent', 'Pass and fail texts');
  await expect(suggestionIn(page, 'QuizResultsBlockComponent')).toBeFocused();
  await card(page, 'QuizResultsBlockComponent').getByRole('button', { name: 'Accept' }).click();
  await expect(card(page, 'QuizResultsBlockComponent').getByLabel('Message when passed')).toHaveValue(/^Well done/);
  await expect(card(page, 'QuizResultsBlockComponent').getByLabel('Message when failed')).toHaveValue(
    /^Not there yet: you need 80% to pass/,
  );

  // A fact for an in-between block, on a topic it asks for (prefilled with the block's text).
  await addBlock(page, 'In-between');
  const inbetween = card(page, 'InbetweenBlockComponent');
  await inbetween.getByLabel('Transition text', { exact: true }).fill('Exits');
  await ask(page, 'InbetweenBlockComponent', 'Suggest a fact…');
  const topic = inbetween.getByRole('textbox', { name: 'Topic' });
  await expect(topic).toBeFocused();
  await expect(topic).toHaveValue('Exits');
  await inbetween.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(suggestionIn(page, 'InbetweenBlockComponent')).toContainText(/^Did you know\? /);
  await inbetween.getByRole('button', { name: 'Accept' }).click();
  await expect(inbetween.getByLabel('Transition text', { exact: true })).toHaveValue(/^Did you know\? /);

  // Feedback for each option of a question with its right answer marked.
  await addBlock(page, 'Question');
  const question = card(page, 'QuestionBlockComponent');
  await question.getByLabel('Question', { exact: true }).fill('Which extinguisher for oil fires?');
  await question.getByLabel('Option 1', { exact: true }).fill('Foam');
  await question.getByLabel('Option 2', { exact: true }).fill('Water');
  await question.getByLabel('Correct answer: option 1').check();
  await ask(page, 'QuestionBlockComponent', 'Feedback for each option');
  await expect(suggestionIn(page, 'QuestionBlockComponent')).toContainText('Right: Foam is correct.');
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(question.getByLabel('Feedback for option 1', { exact: true })).toHaveValue('Right: Foam is correct.');
  await expect(question.getByLabel('Feedback for option 2', { exact: true })).toHaveValue(
    'Not quite: Water is not the answer.',
  );
  await saved(page);
  await page.reload();
  await expect(card(page, 'QuestionBlockComponent').getByLabel('Feedback for option 1', { exact: true })).toHaveValue(
    'Right: Foam is correct.',
  );
});

test('the assistant turned off for the organisation: an open editor loses its AI menus at the refusal, and a reload shows none', async ({
  page,
  context,
}) => {
  await newModule(page, 'Otto');
  const text = card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' });
  await text.fill(SENTENCES);
  await expect(assistantOf(page, 'TextBlockComponent')).toBeVisible();

  const token = (await context.cookies()).find((cookie) => cookie.name === 'tessera_token')?.value;
  expect(token).toBeTruthy();
  const off = await page.request.put('/api/organization/ai', {
    data: { enabled: false },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(off.ok()).toBe(true);

  // The page still thinks it is on: the call answers AI_ACCESS_DENIED and every AI control goes.
  await ask(page, 'TextBlockComponent', 'Shorten');
  await expect(page.getByRole('button', { name: /^Assistant for / })).toHaveCount(0);
  await expect(page.getByText('The AI assistant is no longer available to you.')).toBeVisible();
  await expect(text).toHaveText(SENTENCES);
  await saved(page);

  await page.reload();
  await expect(card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' })).toHaveText(SENTENCES);
  await expect(card(page, 'HeadingBlockComponent')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Assistant for / })).toHaveCount(0);
});
