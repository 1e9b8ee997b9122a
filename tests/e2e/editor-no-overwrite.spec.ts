import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

/**
 * Two windows on one module, the same block: whatever the timing, both edits are kept or the
 * author sees a choice; never is one silently lost (the overwrite a co-author's live change used
 * to suffer while the caret sat in a rich-text block).
 */
// Two authors, each save waiting out the 5 s autosave, three or four times: about 40 s alone,
// more beside the latency tests.
test.describe.configure({ timeout: 120_000 });

async function twoWindows(browser: Browser) {
  const context = await browser.newContext();
  const mine = await context.newPage();
  await registerInBrowser(mine, 'Ada', 'Lovelace');
  await mine.getByRole('button', { name: 'Create module' }).click();
  await expect(mine).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const theirs = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  await theirs.goto(mine.url());
  return { mine, theirs };
}

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
/** The notice that a co-author changed the block this author has unsaved changes in. */
const changedElsewhere = (page: Page, type: string) =>
  card(page, type).getByRole('status').filter({ hasText: 'changed this block' });
const textOf = (page: Page) => card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' });

/** The three kinds of block text: rich text (a contentEditable), a heading (an input), a question (a textarea). */
const BLOCKS = [
  { type: 'TextBlockComponent', label: 'Text', field: textOf, rich: true },
  {
    type: 'HeadingBlockComponent',
    label: 'Heading',
    field: (page: Page) => card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }),
    rich: false,
  },
  {
    type: 'QuestionBlockComponent',
    label: 'Question',
    field: (page: Page) => card(page, 'QuestionBlockComponent').getByLabel('Question', { exact: true }),
    rich: false,
  },
];

/** The module's starter blocks, plus a question when the test is about one (seen in both windows). */
async function withBlock(mine: Page, theirs: Page, type: string) {
  if (type === 'QuestionBlockComponent') {
    await mine.getByRole('button', { name: 'Add block', exact: true }).click();
    await mine
      .getByRole('list', { name: 'Block types' })
      .getByRole('button', { name: /^Question/ })
      .click();
    await saved(mine);
  }
  await expect(card(theirs, type)).toBeVisible({ timeout: 10_000 });
}

async function shows(field: Locator, text: string, rich: boolean) {
  if (rich) await expect(field).toHaveText(text, { timeout: 10_000 });
  else await expect(field).toHaveValue(text, { timeout: 10_000 });
}

async function typeAtEnd(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+End');
  await field.pressSequentially(text);
}

/** Holds this window's saves until `release` is called: a co-author gets in first, whatever the timing. */
async function holdSaves(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/drafts/', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { type, label, field, rich } of BLOCKS) {
  test(`${label.toLowerCase()}: a co-author changes the block while my change waits to be saved; I am told at once and then choose`, async ({
    browser,
  }) => {
    const { mine, theirs } = await twoWindows(browser);
    await withBlock(mine, theirs, type);
    await field(mine).fill('Fire needs heat.');
    await saved(mine);
    await shows(field(theirs), 'Fire needs heat.', rich);

    const release = await holdSaves(mine);
    await typeAtEnd(field(mine), ' Water puts it out.');
    await field(theirs).fill('Fire needs heat, fuel and oxygen.');
    await saved(theirs);
    await expect(changedElsewhere(mine, type)).toBeVisible();

    release();
    const dialog = mine.getByRole('dialog', { name: 'Someone else changed this block too' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('Fire needs heat. Water puts it out.')).toBeVisible();
    await expect(dialog.getByText('Fire needs heat, fuel and oxygen.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(mine);
    await theirs.reload();
    await shows(field(theirs), 'Fire needs heat. Water puts it out.', rich);
  });
}

for (const { type, label, field, rich } of BLOCKS) {
  test(`${label.toLowerCase()}: a co-author's change to the block I am in, not typing, is shown at once; my typing goes on from it and both are kept`, async ({
    browser,
  }) => {
    const { mine, theirs } = await twoWindows(browser);
    await withBlock(mine, theirs, type);
    await field(mine).click();
    await field(theirs).fill('What does a fire need?');
    await saved(theirs);
    await shows(field(mine), 'What does a fire need?', rich);
    await expect(changedElsewhere(mine, type)).toHaveCount(0);

    await typeAtEnd(field(mine), ' Name three things.');
    await saved(mine);
    await theirs.reload();
    await shows(field(theirs), 'What does a fire need? Name three things.', rich);
  });
}
