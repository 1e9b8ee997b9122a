import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { addByKeyboard, blockCard, emptyModuleInEditor, shots, tabTo } from './fixtures/kind-keyboard';

type SavedBlock = { id: string; type: string; title: string; data: Record<string, unknown> };

const cardTypes = (page: Page) =>
  page.locator('section.block-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-block-type')));
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

/** Shift+Tab out of the text field the focus is in: outside text fields, Ctrl+Z undoes the module's last change. */
async function leaveTextField(page: Page) {
  for (let i = 0; i < 10; i++) {
    const editable = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
    });
    if (!editable) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error('the focus stayed in text fields');
}

test('an author saves two blocks as a template by keyboard and inserts them into another module, under new ids; undo takes them out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Tess', 'Templates');
  await addByKeyboard(page, 'Heading');
  await page.keyboard.type('Before you start');
  await addByKeyboard(page, 'Text');
  await page.keyboard.type('Find your two nearest exits.');
  await saved(page);

  // Another module of the organisation is open in a second tab, its library showing no templates yet.
  const other = await api.post('/courses/', { course: { title: 'Evacuation' } });
  const otherId = other.body.course.id as string;
  const second = await page.context().newPage();
  await second.goto(`/edit/${otherId}`);
  await second.getByRole('button', { name: 'Add block', exact: true }).click();
  await expect(second.getByText('No templates yet.')).toBeVisible();
  await expectNoAxeViolations(second, { tags: WCAG_22_AA });
  await page.bringToFront();

  // "Save as template" on the heading: the dialog asks a name, and how many blocks from the heading on.
  const heading = blockCard(page, 'HeadingBlockComponent');
  const saveAsTemplate = heading.getByRole('button', { name: /^Save Heading block \d+ of \d+ as a template$/ });
  await tabTo(page, saveAsTemplate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog.getByRole('textbox', { name: 'Template name' })).toBeFocused();
  await page.keyboard.type('Safety briefing');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('spinbutton', { name: 'Blocks to save, starting with this one' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const holds = dialog.getByRole('list', { name: 'The template holds these 2 blocks:' });
  await expect(holds.getByRole('listitem')).toHaveText([
    'Heading Before you start',
    'Text Find your two nearest exits.',
  ]);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'block-templates', 'save-dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Save template' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved the template “Safety briefing”' })).toBeVisible();
  await expect(saveAsTemplate).toBeFocused();
  const source = (await api.get(`/courses/${courseId}`)).body.course.blocks as SavedBlock[];
  // The other tab hears of it live: its open library lists the template, with no reload.
  await expect(
    second
      .getByRole('list', { name: 'Your organisation’s templates' })
      .getByRole('button', { name: /^Safety briefing/ }),
  ).toBeVisible();
  await second.close();

  // In the other module, below its first block, from the library's templates by keyboard.
  await page.goto(`/edit/${otherId}`);
  await expect
    .poll(() => cardTypes(page))
    .toEqual(['TextBlockComponent', 'HeadingBlockComponent', 'ImageBlockComponent']);
  const before = (await api.get(`/courses/${otherId}`)).body.course.blocks as SavedBlock[];
  await tabTo(page, page.getByRole('button', { name: 'Add a block below Text block 1 of 3' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Block types' }).getByRole('button').first()).toBeFocused();
  const templates = page.getByRole('list', { name: 'Your organisation’s templates' });
  const template = templates.getByRole('button', { name: /^Safety briefing/ });
  await expect(template).toContainText('2 blocks: Heading, Text');
  await page.keyboard.press('Tab');
  await expect(template).toBeFocused();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'block-templates', 'library', template);
  await page.keyboard.press('Enter');

  // Its blocks follow the first block, the focus in the first of them; saved as the template has them, under new ids.
  await expect
    .poll(() => cardTypes(page))
    .toEqual([
      'TextBlockComponent',
      'HeadingBlockComponent',
      'TextBlockComponent',
      'HeadingBlockComponent',
      'ImageBlockComponent',
    ]);
  await expect(page.locator('section.block-card').nth(1).getByLabel('Heading', { exact: true })).toBeFocused();
  await saved(page);
  const after = (await api.get(`/courses/${otherId}`)).body.course.blocks as SavedBlock[];
  const inserted = after.slice(1, 3);
  expect(inserted.map(({ id: _, ...block }) => block)).toEqual(source.map(({ id: _, ...block }) => block));
  const oldIds = new Set([...source, ...before].map((b) => b.id));
  for (const block of inserted) expect(oldIds.has(block.id)).toBe(false);
  expect(new Set(inserted.map((b) => b.id)).size).toBe(2);

  // One undo takes the whole template back out.
  await leaveTextField(page);
  await page.keyboard.press('Control+z');
  await expect
    .poll(() => cardTypes(page))
    .toEqual(['TextBlockComponent', 'HeadingBlockComponent', 'ImageBlockComponent']);
  await expect
    .poll(async () => ((await api.get(`/courses/${otherId}`)).body.course.blocks as SavedBlock[]).map((b) => b.id))
    .toEqual(before.map((b) => b.id));
});

/** Presses `key` until `target` has the focus (Shift+Tab goes back through a dialog). */
async function pressUntilFocused(page: Page, target: Locator, key: string) {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

test('an author renames and deletes the organisation’s templates from the block library by keyboard', async ({
  page,
  baseURL,
}) => {
  const { api } = await emptyModuleInEditor(page, baseURL!, 'Rena', 'Mer');
  const heading = { id: 'h1', type: 'HeadingBlockComponent', title: 'Heading', data: { text: 'Welcome', level: 2 } };
  expect((await api.post('/block-templates', { name: 'Opening', blocks: [heading] })).status).toBe(201);

  await tabTo(page, page.getByRole('button', { name: 'Add block', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Block types' }).getByRole('button').first()).toBeFocused();
  // The organisation's templates come from their own call: Tab reaches them once they are listed.
  await expect(page.getByRole('button', { name: /^Opening/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Opening/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const manage = page.getByRole('button', { name: 'Rename or delete templates' });
  await expect(manage).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Your organisation’s templates' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('listitem')).toContainText(['Opening1 block: Heading · saved by Rena Mer, just now']);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'block-templates', 'manage-dialog');
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Rename “Opening”' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const newName = dialog.getByRole('textbox', { name: 'New name for “Opening”' });
  await expect(newName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Welcome');
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'block-templates', 'manage-rename');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Rename “Welcome”' })).toBeFocused();
  expect((await api.get('/block-templates')).body.templates.map((t: { name: string }) => t.name)).toEqual(['Welcome']);

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove “Welcome”…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Remove “Welcome”', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('No templates left.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The library says there are none now, and keeps the focus.
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Block types' }).getByRole('button').first()).toBeFocused();
  expect((await api.get('/block-templates')).body.templates).toEqual([]);
});
