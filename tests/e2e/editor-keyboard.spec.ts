import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

/** Presses Tab (or Shift+Tab) until `target` has the focus (a keyboard user's way there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 60, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has the focus, as a tag name: never BODY after an action. */
const focusIsOnSomething = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'nothing')).not.toBe('BODY');
const cardTypes = (page: Page) =>
  page.locator('section.block-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-block-type')));
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

test('keyboard only: create a module, insert a block between two others, type in it, move it and delete it', async ({
  page,
}) => {
  await registerInBrowser(page, 'Kay', 'Board');
  await tabTo(page, page.getByRole('button', { name: 'Create module' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.locator('section.block-card').first()).toBeVisible();
  const before = await cardTypes(page);
  expect(before.length).toBeGreaterThanOrEqual(2);

  // Insert below the first block: the library opens with its first type focused; arrows choose.
  const firstLabel = (await page.locator('section.block-card').first().getAttribute('aria-label'))!;
  await tabTo(page, page.getByRole('button', { name: `Add a block below ${firstLabel}` }));
  await page.keyboard.press('Enter');
  const library = page.getByRole('list', { name: 'Block types' });
  await expect(library.getByRole('button', { name: /^Text/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(library.getByRole('button', { name: /^Heading/ })).toBeFocused();
  await page.keyboard.press('Enter');

  // The new block sits between the first two, and its field has the focus: typing goes there.
  await expect.poll(() => cardTypes(page)).toEqual([before[0], 'HeadingBlockComponent', ...before.slice(1)]);
  const inserted = page.locator('section.block-card').nth(1);
  await expect(inserted.getByLabel('Heading', { exact: true })).toBeFocused();
  await page.keyboard.type('Before you start');
  await expect(inserted.getByLabel('Heading', { exact: true })).toHaveValue('Before you start');
  await saved(page);

  // Alt+Arrow moves it; the focus stays with it.
  await page.keyboard.press('Alt+ArrowDown');
  const third = page.locator('section.block-card').nth(2).getByLabel('Heading', { exact: true });
  await expect(third).toHaveValue('Before you start');
  await focusIsOnSomething(page);
  await expect(third).toBeFocused();

  // Delete it from its toolbar: the focus goes to the next block, never to the page.
  const moved = page.locator('section.block-card').nth(2);
  const movedLabel = (await moved.getAttribute('aria-label'))!;
  await tabTo(page, moved.getByRole('button', { name: `Delete ${movedLabel}` }));
  await page.keyboard.press('Enter');
  await expect.poll(() => cardTypes(page)).toEqual(before);
  await focusIsOnSomething(page);
  await saved(page);
  await page.reload();
  await expect.poll(() => cardTypes(page)).toEqual(before);
});

test('keyboard only: a block inserted at the start takes the focus; its settings open with the focus in them', async ({
  page,
}) => {
  await registerInBrowser(page, 'Kim', 'Keys');
  await tabTo(page, page.getByRole('button', { name: 'Create module' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.locator('section.block-card').first()).toBeVisible();
  const before = await cardTypes(page);

  await tabTo(page, page.getByRole('button', { name: 'Add a block at the start' }));
  await page.keyboard.press('Enter');
  // The last item asks the assistant for questions; the question block is up from it.
  await page.keyboard.press('End');
  await expect(
    page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Write questions with AI/ }),
  ).toBeFocused();
  const questionType = page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Question/ });
  for (let i = 0; i < 30 && !(await questionType.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowUp');
  await expect(questionType).toBeFocused();
  await page.keyboard.press('Enter');

  await expect.poll(() => cardTypes(page)).toEqual(['QuestionBlockComponent', ...before]);
  const question = page.locator('section.block-card').first();
  await expect(question.getByLabel('Question', { exact: true })).toBeFocused();
  await page.keyboard.type('Where is the assembly point?');

  const label = (await question.getAttribute('aria-label'))!;
  // The block's toolbar comes before its text: back a few steps.
  await tabTo(page, question.getByRole('button', { name: `Settings of ${label}` }), 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(question.getByLabel('Answer type')).toBeFocused();
  await focusIsOnSomething(page);
  await saved(page);
  await page.reload();
  await expect(page.locator('section.block-card').first().getByLabel('Question', { exact: true })).toHaveValue(
    'Where is the assembly point?',
  );
});
