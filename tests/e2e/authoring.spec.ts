import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';

const password = 'correct horse battery';

async function registerAndCreateModule(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/author/self-registration');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(`author-${Date.now()}-${Math.random()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  return { context, page };
}

const card = (page: Page, type: string, nth = 0) =>
  page.locator(`section.block-card[data-block-type="${type}"]`).nth(nth);
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

/** Opens a block's settings (what learners do not see: alt text, addresses…). */
const openSettings = (page: Page, type: string) =>
  card(page, type)
    .getByRole('button', { name: /^Settings of/ })
    .click();

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
}

test('an author builds a module with one block of every type; after a reload everything is there', async ({
  browser,
}) => {
  test.setTimeout(120_000); // every block type added and checked for accessibility: about 40 s alone
  const { context, page } = await registerAndCreateModule(browser);
  // A new module starts with text, heading and image.
  await expect(page.locator('section.block-card')).toHaveCount(3);

  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('Welcome to the course');
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Fire safety');
  await openSettings(page, 'ImageBlockComponent');
  await card(page, 'ImageBlockComponent').getByLabel('Alt text', { exact: true }).fill('A fire extinguisher');

  await addBlock(page, 'Video');
  await openSettings(page, 'VideoBlockComponent');
  await card(page, 'VideoBlockComponent')
    .getByLabel("Or a video file's web address", { exact: true })
    .fill('https://example.com/clip.mp4');
  await addBlock(page, 'Audio');
  await card(page, 'AudioBlockComponent').getByLabel('Transcript', { exact: true }).fill('The alarm sounds like this');
  await addBlock(page, 'Avatar video');
  await card(page, 'AvatarBlockComponent').getByLabel('Script', { exact: true }).fill('Hello, I am your guide');
  await addBlock(page, 'In-between');
  await card(page, 'InbetweenBlockComponent').getByLabel('Transition text', { exact: true }).fill('Now, a game');
  await addBlock(page, 'Game');
  await expect(card(page, 'CVRBlockComponent')).toBeVisible();
  await addBlock(page, 'Embed');
  await card(page, 'EmbedBlockComponent')
    .getByLabel('Page address', { exact: true })
    .fill('https://example.com/widget');
  await addBlock(page, 'Question');
  await card(page, 'QuestionBlockComponent')
    .getByLabel('Question', { exact: true })
    .fill('Which extinguisher for oil fires?');
  await card(page, 'QuestionBlockComponent').getByLabel('Option 1', { exact: true }).fill('Foam');
  await card(page, 'QuestionBlockComponent').getByLabel('Correct answer: option 1').check();
  await addBlock(page, 'Quiz results');
  await expect(card(page, 'QuizResultsBlockComponent')).toBeVisible();
  await saved(page);

  await page.reload();
  await expect(page.locator('section.block-card')).toHaveCount(11);
  await expect(card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' })).toHaveText(
    'Welcome to the course',
  );
  await expect(card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true })).toHaveValue('Fire safety');
  // What learners do not see is in each block's settings, closed until asked for.
  await openSettings(page, 'ImageBlockComponent');
  await expect(card(page, 'ImageBlockComponent').getByLabel('Alt text', { exact: true })).toHaveValue(
    'A fire extinguisher',
  );
  await openSettings(page, 'VideoBlockComponent');
  await expect(card(page, 'VideoBlockComponent').getByLabel('Source', { exact: true })).toBeFocused();
  await expect(
    card(page, 'VideoBlockComponent').getByLabel("Or a video file's web address", { exact: true }),
  ).toHaveValue('https://example.com/clip.mp4');
  await expect(card(page, 'AudioBlockComponent').getByLabel('Transcript', { exact: true })).toHaveValue(
    'The alarm sounds like this',
  );
  await expect(card(page, 'AvatarBlockComponent').getByLabel('Script', { exact: true })).toHaveValue(
    'Hello, I am your guide',
  );
  await expect(card(page, 'InbetweenBlockComponent').getByLabel('Transition text', { exact: true })).toHaveValue(
    'Now, a game',
  );
  await card(page, 'EmbedBlockComponent')
    .getByRole('button', { name: /^Settings of/ })
    .click();
  await expect(card(page, 'EmbedBlockComponent').getByLabel('Page address', { exact: true })).toHaveValue(
    'https://example.com/widget',
  );
  await expect(card(page, 'QuestionBlockComponent').getByLabel('Question', { exact: true })).toHaveValue(
    'Which extinguisher for oil fires?',
  );
  await expect(card(page, 'QuestionBlockComponent').getByLabel('Option 1', { exact: true })).toHaveValue('Foam');
  // The quiz results came after the question.
  const types = await page
    .locator('section.block-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-block-type')));
  expect(types.slice(-2)).toEqual(['QuestionBlockComponent', 'QuizResultsBlockComponent']);

  // The editor with one block of every type, and its preview, meet WCAG as axe checks it.
  await expectNoAxeViolations(page);
  await page.goto(`/preview/draft/${page.url().split('/').pop()}`);
  await expect(page.getByText('Which extinguisher for oil fires?')).toBeVisible();
  await expectNoAxeViolations(page);
  // The preview is the learner's player: its questions can be answered, at a phone's width too.
  await page.getByRole('button', { name: 'Phone (375 px)' }).click();
  await expect(page).toHaveURL(/\?device=phone$/);
  await expect.poll(async () => (await page.getByRole('region', { name: 'Draft' }).boundingBox())?.width).toBe(375);
  await page.getByRole('checkbox', { name: 'Foam' }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('undo and redo, with the buttons and the keyboard, and across a reload', async ({ browser }) => {
  const { context, page } = await registerAndCreateModule(browser);
  const heading = card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true });
  await heading.fill('First');
  await saved(page);
  await heading.fill('Second');
  await saved(page);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveValue('First');
  await page.reload();
  await expect(heading).toHaveValue('First');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(heading).toHaveValue('Second');

  // Outside text fields, Ctrl+Z is the module's undo.
  await page.locator('.editor-bar__status').click();
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveValue('First');
  await page.keyboard.press('Control+Shift+z');
  await expect(heading).toHaveValue('Second');

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history.getByRole('button', { name: /redid a change/ }).first()).toBeVisible();
  // Each change says what it did to which block; one sitting of one author is one group.
  await expect(history.getByRole('button', { name: /^changed the heading 'Second'/ })).toBeVisible();
  await expect(history.getByRole('button', { name: /^changed the heading 'First'/ })).toBeVisible();
  await expect(history.getByRole('region', { name: /^Ada Lovelace, / })).toHaveCount(1);
  await history.getByRole('button', { name: /created the module/ }).click();
  await expect(history.getByRole('heading', { name: /^As it was on / })).toBeFocused();
  await expect(history.getByRole('region', { name: 'Earlier version' })).toBeInViewport();
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(heading).toHaveValue('');
  await expect(history.getByRole('button', { name: /restored an earlier version/ })).toBeVisible();
  await context.close();
});

test('two authors edit different blocks at once and both edits survive; the same block asks the second to choose', async ({
  browser,
}) => {
  const { context, page } = await registerAndCreateModule(browser);
  const other = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  await other.goto(page.url());
  await expect(card(other, 'HeadingBlockComponent')).toBeVisible();

  // A block added in one window appears in the other, live.
  await addBlock(page, 'Quiz results');
  await saved(page);
  await expect(card(other, 'QuizResultsBlockComponent')).toBeVisible({ timeout: 5_000 });

  // Different blocks, typed before either save lands.
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('From the first author');
  await openSettings(other, 'ImageBlockComponent');
  await card(other, 'ImageBlockComponent').getByLabel('Alt text', { exact: true }).fill('From the second author');
  await saved(page);
  await saved(other);
  await page.reload();
  await expect(card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true })).toHaveValue(
    'From the first author',
  );
  await openSettings(page, 'ImageBlockComponent');
  await expect(card(page, 'ImageBlockComponent').getByLabel('Alt text', { exact: true })).toHaveValue(
    'From the second author',
  );
  await other.reload();
  await expect(card(other, 'HeadingBlockComponent').getByLabel('Heading', { exact: true })).toHaveValue(
    'From the first author',
  );

  // The same block: the second save gets the conflict choice.
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Mine first');
  await card(other, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Mine second');
  await saved(page);
  const dialog = other.getByRole('dialog', { name: 'Someone else changed this block too' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Mine first')).toBeVisible();
  await expect(dialog.getByText('Mine second')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await saved(other);
  await page.reload();
  await expect(card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true })).toHaveValue('Mine second');
  await context.close();
});

test('two authors change the title at once: the second chooses; the description changed meanwhile is kept', async ({
  browser,
}) => {
  const { context, page } = await registerAndCreateModule(browser);
  const other = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  await other.goto(page.url());
  const title = (p: Page) => p.getByLabel('Module title', { exact: true });
  const description = (p: Page) => p.getByLabel('Module description', { exact: true });
  await expect(title(other)).toBeVisible();

  // Typed in both windows before either save lands: the title on both sides, the description on one.
  await title(page).fill('Title from the first author');
  await title(other).fill('Title from the second author');
  await description(other).fill('Words from the second author');
  await saved(page);
  const dialog = other.getByRole('dialog', { name: 'Someone else changed the module title too' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('Title from the first author')).toBeVisible();
  await expect(dialog.getByText('Title from the second author')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await saved(other);
  await page.reload();
  await expect(title(page)).toHaveValue('Title from the second author');
  await expect(description(page)).toHaveValue('Words from the second author');
  await context.close();
});

test('publishing asks for empty blocks to be filled or deleted, then learners see the published version', async ({
  browser,
}) => {
  const { context, page } = await registerAndCreateModule(browser);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(card(page, 'TextBlockComponent').getByRole('alert')).toHaveText(/empty/);
  await expect(card(page, 'HeadingBlockComponent').getByRole('alert')).toHaveText(/empty/);
  // An image block without its image would show learners "No image yet".
  await expect(card(page, 'ImageBlockComponent').getByRole('alert')).toHaveText(/has no image/);

  await card(page, 'TextBlockComponent')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await card(page, 'ImageBlockComponent')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Ready for learners');
  await expect(card(page, 'HeadingBlockComponent').getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  const id = page.url().split('/').pop()!;
  // The publish dialog gives the learner link, opens it as a learner would, and offers the export.
  const published = page.getByRole('dialog', { name: 'Published: learners see this version' });
  await expect(published.getByLabel('Learner link')).toHaveValue(new RegExp(`/module/${id}$`));
  await expect(published.getByRole('link', { name: 'Open as learner' })).toHaveAttribute(
    'href',
    new RegExp(`/module/${id}$`),
  );
  await expect(published.getByRole('button', { name: 'Export for an LMS' })).toBeVisible();
  await published.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.badge')).toHaveText('Published');

  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Draft change');
  await saved(page);
  await expect(page.locator('.badge')).toHaveText('Published · changes not yet published');
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled();
  await page.goto(`/preview/side-by-side/${id}`);
  await expect(page.getByRole('region', { name: 'Draft' }).getByText('Draft change')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Published' }).getByText('Ready for learners')).toBeVisible();
  await context.close();
});

test('a mono module is one block, saved on demand', async ({ browser }) => {
  const { context, page } = await registerAndCreateModule(browser);
  await page.goto('/create-mono/QuestionBlockComponent');
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.locator('section.block-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add block', exact: true })).toHaveCount(0);
  await card(page, 'QuestionBlockComponent').getByLabel('Question', { exact: true }).fill('Ready?');
  // No autosave for mono modules: the change waits for the Save button.
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
  await page.reload();
  await expect(card(page, 'QuestionBlockComponent').getByLabel('Question', { exact: true })).toHaveValue('Ready?');
  await context.close();
});

test('export: a full SCORM package downloads with progress; a failed one falls back to a dispatch package', async ({
  browser,
}) => {
  const { context, page } = await registerAndCreateModule(browser);
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('Exported text');
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Exported heading');
  await card(page, 'ImageBlockComponent')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.badge')).toHaveText('Published');

  await page
    .getByRole('dialog', { name: 'Published: learners see this version' })
    .getByRole('button', { name: 'Export for an LMS' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Export for an LMS' });
  const full = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await full).suggestedFilename()).toMatch(/\.zip$/);
  await expect(dialog.getByRole('status')).toHaveText(/^Downloaded .+\.zip$/);

  // SPEC §8: when the bundled package fails, the download falls back to the dispatch approach.
  await page.route('**/api/scorm-package/generate', (route) =>
    route.fulfill({ status: 503, json: { message: 'Failed to generate SCORM package' } }),
  );
  await dialog.getByLabel('SCORM 2004 4th edition').check();
  const fallback = page.waitForEvent('download');
  const dispatchCreated = page.waitForResponse(
    (r) => r.url().includes('/api/scorm/createdispatch/') && r.status() === 201,
  );
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await dispatchCreated;
  expect((await fallback).suggestedFilename()).toMatch(/\.zip$/);
  await expect(dialog.getByRole('status')).toHaveText(/^Downloaded /);
  await context.close();
});
