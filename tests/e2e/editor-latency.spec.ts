import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { inviteIntoOrganisation } from './fixtures/organisation-user';
import { registerInBrowser } from './register-in-browser';
import {
  oneToFiveSeconds,
  seeded,
  slowSaves,
  stallsOf30Seconds,
  typeSentences,
  wordsOf,
} from '../support/save-latency';

/**
 * The editor on a slow server: every save is answered 1–5 s late (some of the wait before the
 * server has it, some after), or stalls 30 s. An author typing steadily for a minute never meets
 * their own saves as a conflict, never sees a dialog, and every character typed is saved.
 */
const TYPING_MS = 60_000;

/** Types for `ms` (a minute unless told) at the end of the field, no dialog coming up meanwhile; answers what was typed. */
const typeSteadily = (page: Page, field: Locator, offset = 0, ms = TYPING_MS) =>
  typeSentences(page, field, ms, {
    offset,
    afterEach: () => expect(page.getByRole('dialog')).toHaveCount(0),
  });

const textCards = (page: Page) => page.locator('section.block-card[data-block-type="TextBlockComponent"]');
const textField = (page: Page, index = 0) => textCards(page).nth(index).getByRole('textbox', { name: 'Text' });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 150_000 });

async function emptiedModule(page: Page) {
  await registerInBrowser(page, 'Lena', 'Latency');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await textField(page).fill('');
  await saved(page);
}

/** A second author of the same organisation, in their own browser, on the same module. */
async function secondAuthor(browser: Browser, first: Page) {
  const adminToken = (await first.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const { token } = await inviteIntoOrganisation(first.context().request, adminToken, { first: 'Sam', last: 'Second' });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tessera_token', value: token, url: first.url(), sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(first.url());
  await expect(textField(page)).toBeVisible();
  return page;
}

async function addTextBlock(page: Page) {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Text/ }).first().click();
  await expect(textCards(page)).toHaveCount(2);
  await saved(page);
}

for (const [name, latency] of [
  ['1–5 s', oneToFiveSeconds(1)],
  ['30 s stalls', stallsOf30Seconds(2)],
] as const) {
  test(`a lone author types for a minute while every save takes ${name}: no conflict, no dialog, every character saved`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await emptiedModule(page);
    const { statuses } = await slowSaves(page, latency);
    const typed = await typeSteadily(page, textField(page));
    await saved(page);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(3);
    await page.reload();
    await expect(textField(page)).toBeVisible();
    expect(await wordsOf(textField(page))).toBe(typed);
  });
}

test('two authors type for a minute in two blocks of one module, every save 1–5 s late: no conflict, both texts whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await emptiedModule(page);
  await addTextBlock(page);
  const other = await secondAuthor(browser, page);
  await expect(textCards(other)).toHaveCount(2);
  const mine = await slowSaves(page, oneToFiveSeconds(3));
  const theirs = await slowSaves(other, oneToFiveSeconds(4));

  const [first, second] = await Promise.all([
    typeSteadily(page, textField(page, 0)),
    typeSteadily(other, textField(other, 1), 3),
  ]);
  await Promise.all([saved(page), saved(other)]);
  expect(mine.statuses.filter((status) => status !== 200)).toEqual([]);
  expect(theirs.statuses.filter((status) => status !== 200)).toEqual([]);
  for (const author of [page, other]) {
    await author.reload();
    await expect(textField(author, 1)).toBeVisible();
    expect(await wordsOf(textField(author, 0))).toBe(first);
    expect(await wordsOf(textField(author, 1))).toBe(second);
  }
});

test('two authors in the same block: the typing author is told at once and chooses only when they pause; nothing either typed is lost', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await emptiedModule(page);
  const other = await secondAuthor(browser, page);
  await slowSaves(page, oneToFiveSeconds(5));
  // The co-author's saves reach the server 12 s late: the typing author saves at least every
  // 10 s (5 s of typing, then 1–5 s), so each of the co-author's lands after one of theirs.
  await slowSaves(other, () => 12_000, { lateToServer: true });
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this block too' });

  const typing = typeSteadily(page, textField(page), 0, 90_000);
  // A few seconds in, the co-author rewrites the block. Their save meets the typing author's newer
  // one, and they keep theirs knowingly.
  await page.waitForTimeout(5_000);
  const theirText = 'Fire safety starts with knowing the fire triangle.';
  await textField(other).fill(theirText);
  const theirChoice = other.getByRole('dialog', { name: 'Someone else changed this block too' });
  await expect(theirChoice).toBeVisible({ timeout: 40_000 });
  await theirChoice.getByRole('button', { name: 'Keep mine' }).click();
  // Chosen on the revision the dialog showed, it lands though the typing author saved again
  // meanwhile (it was refused over and over, before "Keep mine" named what it keeps), and the
  // typing author is told.
  await expect(page.getByText('Someone else changed the part you are editing too.')).toBeVisible({
    timeout: 40_000,
  });
  await expect(theirChoice).toHaveCount(0);
  await expect(other.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  const typed = await typing; // it asserts that no dialog appeared while typing went on

  // The author pauses: now the choice, with all of their typing and all of the co-author's text.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('figure').filter({ hasText: 'Your version' })).toContainText(typed.slice(-60));
  expect(await wordsOf(dialog.getByRole('figure').filter({ hasText: 'Your version' }))).toBe(`Your version${typed}`);
  await expect(dialog.getByRole('figure').filter({ hasText: 'Their version (saved)' })).toContainText(theirText);
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(textField(page)).toBeFocused();
  await saved(page);

  await other.reload();
  await expect(textField(other)).toBeVisible();
  expect(await wordsOf(textField(other))).toBe(typed);
  // The co-author's version stays in the module's history, to be restored.
  await other.getByRole('button', { name: 'History' }).click();
  await expect(other.getByRole('complementary', { name: 'History' })).toContainText('Sam Second');
});

const cardTypes = (page: Page) =>
  page.locator('section.block-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-block-type')));

test('“Add a block below” at 1–5 s save latency: the new block has the caret and is in view, and what is typed at once is kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await emptiedModule(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await slowSaves(page, oneToFiveSeconds(8));
  await page.getByRole('region', { name: 'Image block 3 of 3' }).hover();
  await page.getByRole('button', { name: 'Add a block below Image block 3 of 3' }).click();
  await page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Text/ }).first().click();
  await page.keyboard.type('Typed the moment it was added.');
  const added = page.getByRole('region', { name: 'Text block 4 of 4' });
  await expect(added.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await expect(added).toBeInViewport();
  await expect(added.getByRole('textbox', { name: 'Text' })).toHaveText('Typed the moment it was added.');

  // And a heading between two blocks: its field has the caret.
  await page.getByRole('button', { name: 'Add a block below Heading block 2 of 4' }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Heading/ })
    .click();
  await page.keyboard.type('Before the picture');
  const heading = page.getByRole('region', { name: 'Heading block 3 of 5' });
  await expect(heading.getByLabel('Heading', { exact: true })).toBeFocused();
  await expect(heading).toBeInViewport();
  await saved(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Text block 5 of 5' }).getByRole('textbox', { name: 'Text' }),
  ).toHaveText('Typed the moment it was added.');
  await expect(
    page.getByRole('region', { name: 'Heading block 3 of 5' }).getByLabel('Heading', { exact: true }),
  ).toHaveValue('Before the picture');
});

test('quick “Add block” clicks at 1–5 s save latency append in the order clicked', async ({ page }) => {
  test.setTimeout(120_000);
  await emptiedModule(page);
  await slowSaves(page, oneToFiveSeconds(9));
  const order = ['Game', 'Embed', 'Question', 'Quiz results'];
  for (const name of order) {
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    await page
      .getByRole('list', { name: 'Block types' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
  }
  const expected = [
    'TextBlockComponent',
    'HeadingBlockComponent',
    'ImageBlockComponent',
    'CVRBlockComponent',
    'EmbedBlockComponent',
    'QuestionBlockComponent',
    'QuizResultsBlockComponent',
  ];
  expect(await cardTypes(page)).toEqual(expected);
  await saved(page);
  expect(await cardTypes(page)).toEqual(expected);
  await page.reload();
  await expect(page.locator('section.block-card')).toHaveCount(expected.length);
  expect(await cardTypes(page)).toEqual(expected);
});

test('Undo right after Duplicate, with saves 5–18 s behind, takes the duplicate away; Redo brings it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await emptiedModule(page);
  const random = seeded(10);
  await slowSaves(page, () => 5_000 + Math.round(random() * 13_000));
  // Typed, then duplicated at once: the undo takes back the duplicate, not the typing before it.
  await textField(page).fill('The fire triangle.');
  await page.getByRole('button', { name: 'Duplicate Text block 1 of 3' }).click();
  await expect(textCards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(textCards(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(textField(page)).toHaveText('The fire triangle.');
  await saved(page);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(textCards(page)).toHaveCount(2, { timeout: 60_000 });
  await saved(page);
  await page.reload();
  await expect(textCards(page)).toHaveCount(2);
  await expect(textField(page, 1)).toHaveText('The fire triangle.');
});
