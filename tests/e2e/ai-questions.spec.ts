import { expect, type Page, test } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

/** Enough of a lesson for the offline assistant to find several key sentences in. */
const LESSON = [
  'Fire extinguishers must be checked by a qualified technician every twelve months.',
  'A carbon dioxide extinguisher is the right choice for fires in electrical equipment.',
  'Water extinguishers must never be used on burning cooking oil, because the oil explodes into flames.',
  'Every employee must know the location of the two nearest emergency exits on their floor.',
  'The assembly point for the Harbour Street office is the car park behind the warehouse.',
  'Fire doors must be kept closed at all times, so that smoke cannot spread through the stairwells.',
  'The fire warden counts everyone at the assembly point and reports missing people to the fire brigade.',
].join(' ');

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`);
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
const placeholders = (page: Page) => page.locator('[data-placeholder-id]');

async function moduleWithLesson(page: Page) {
  await registerInBrowser(page, 'Quinn', 'Asker');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill(LESSON);
  await saved(page);
}

async function askForQuestions(page: Page, count: number) {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Write questions with AI/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Write questions with AI' });
  await expect(dialog.getByText(/Written by Offline assistant/)).toBeVisible();
  await dialog.getByLabel('Number of questions').fill(String(count));
  await dialog.getByRole('button', { name: 'Write questions' }).click();
  await expect(dialog).toBeHidden();
}

/** Holds the assistant's answers until `release` is called, so the placeholders can be seen. */
async function holdAnswers(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/ai/questions', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

async function turnAssistantOff(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const answer = await page.request.put('/api/organization/ai', {
    headers: { Authorization: `Bearer ${token}` },
    data: { enabled: false },
  });
  expect(answer.status()).toBe(200);
}

test('3 questions: placeholders at once, then filled, saved, undone in one step; the AI disclaimer is added', async ({
  page,
}) => {
  await moduleWithLesson(page);
  const release = await holdAnswers(page);
  await askForQuestions(page, 3);

  await expect(placeholders(page)).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Writing 3 questions…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(0);

  release();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(3);
  await expect(placeholders(page)).toHaveCount(0);
  const titles = card(page, 'QuestionBlockComponent').getByLabel('Question', { exact: true });
  for (const title of await titles.all()) await expect(title).not.toHaveValue('');
  // The first question written takes the focus.
  await expect(card(page, 'QuestionBlockComponent').first().locator(':focus')).toHaveCount(1);

  // Using the assistant marks the module: its disclaimer block appears at the end.
  const notice = page.getByText('The author generated this course, in part, using AI');
  await expect(notice).toBeVisible();
  await saved(page);

  await page.reload();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(3);
  await expect(notice).toBeVisible();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(0);
  await expect(card(page, 'TextBlockComponent').first()).toContainText('Fire extinguishers must be checked');
});

test('a short answer removes the placeholders and records the error on the set; the in-between block comes back', async ({
  page,
}) => {
  await moduleWithLesson(page);
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^In-between/ })
    .click();
  const between = card(page, 'InbetweenBlockComponent');
  await between.getByRole('textbox').fill('Now check what you know');
  await saved(page);

  const release = await holdAnswers(page);
  await between.hover();
  await between.getByRole('button', { name: 'Turn into questions with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write questions with AI' });
  await dialog.getByLabel('Number of questions').fill('20');
  await dialog.getByRole('button', { name: 'Write questions' }).click();

  // While the questions are written, they stand where the in-between block was.
  await expect(placeholders(page)).toHaveCount(20);
  await expect(between).toHaveCount(0);
  release();

  const problem = page.getByRole('alert').filter({ hasText: 'No questions added' });
  await expect(problem).toContainText(/wrote \d+ of the 20 questions asked for/);
  await expect(problem).toBeFocused();
  await expect(placeholders(page)).toHaveCount(0);
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(0);
  await expect(between).toHaveCount(1);
  await expect(between).toContainText('Now check what you know');
  // Nothing the assistant wrote went in: the module is not marked as made with AI.
  await expect(page.getByText('The author generated this course, in part, using AI')).toHaveCount(0);

  await problem.getByRole('button', { name: 'Dismiss' }).click();
  await expect(problem).toHaveCount(0);

  // Asked for what the lesson holds, the questions take the in-between block's place.
  await between.hover();
  await between.getByRole('button', { name: 'Turn into questions with AI' }).click();
  await dialog.getByLabel('Number of questions').fill('2');
  await dialog.getByRole('button', { name: 'Write questions' }).click();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(2);
  await expect(between).toHaveCount(0);
  await saved(page);
  await page.reload();
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(2);
  await expect(between).toHaveCount(0);
});

test('AI_ACCESS_DENIED: the failing call removes the placeholders and shows why; every AI control goes', async ({
  page,
}) => {
  await moduleWithLesson(page);
  const release = await holdAnswers(page);
  await askForQuestions(page, 3);
  await expect(placeholders(page)).toHaveCount(3);

  await turnAssistantOff(page);
  release();
  const problem = page.getByRole('alert').filter({ hasText: 'No questions added' });
  await expect(problem).toContainText('The assistant is turned off for your organisation');
  await expect(placeholders(page)).toHaveCount(0);
  await expect(card(page, 'QuestionBlockComponent')).toHaveCount(0);
  await expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The status is off at once, without a reload: the add-block library no longer offers questions.
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  const library = page.getByRole('list', { name: 'Block types' });
  await expect(library.getByRole('button', { name: /^Text/ })).toBeVisible();
  await expect(library.getByRole('button', { name: /^Write questions with AI/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await expect(library.getByRole('button', { name: /^Text/ })).toBeVisible();
  await expect(library.getByRole('button', { name: /^Write questions with AI/ })).toHaveCount(0);
  // Nothing the author wrote was touched.
  await expect(card(page, 'TextBlockComponent').first()).toContainText('Fire extinguishers must be checked');
});
