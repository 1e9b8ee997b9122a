import { expect, test, type Locator, type Page } from '@playwright/test';
import { DOCUMENT_MAX_BYTES } from '../../src/modules/ai/shared';
import { makePdf } from '../support/documents';
import { registerInBrowser } from './register-in-browser';

const GUIDE = [
  'Fire safety at the warehouse. Every member of staff must know how to raise the alarm. The fire alarm is a continuous bell. When you hear the alarm, stop work and leave by the nearest exit. Never use the lifts during a fire.',
  'Extinguishers are red with a coloured band. Water extinguishers are for paper, wood and textiles. Foam extinguishers are for flammable liquids such as petrol and paint. Carbon dioxide extinguishers are for electrical fires.',
  'The assembly point is the car park by the main gate. Fire wardens count everyone at the assembly point. Tell a fire warden if a colleague or a visitor is missing. Wait until the fire service says the building is safe.',
];

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`);
const headingFields = (page: Page) => card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

async function createModule(page: Page) {
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.getByLabel('Module title')).toBeEnabled();
}

/** Picks a file through the dialog's own button, as a person does. */
async function addDocument(dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = dialog.page().waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add a document' }).click();
  await (await chooser).setFiles(file);
}

test('an author drafts a module from a brief and a PDF, edits the outline, adds it in one change and undoes it in one step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerInBrowser(page, 'Olive', 'Outline');
  await createModule(page);
  await expect(headingFields(page)).toHaveCount(1);
  // A new module is untitled: it takes the outline's title.
  const untitled = await page.getByLabel('Module title').inputValue();

  await page.getByRole('button', { name: 'Draft with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft with AI' });
  await expect(dialog.getByLabel('Who is it for and what should they be able to do?')).toBeFocused();
  await expect(dialog.getByText('Offline assistant on this server')).toBeVisible();

  await test.step('documents: a real PDF is read; a file that only calls itself one is refused with the reason', async () => {
    await addDocument(dialog, { name: 'fire-guide.pdf', mimeType: 'application/pdf', buffer: makePdf(GUIDE) });
    const documents = dialog.getByRole('list', { name: 'Documents' });
    await expect(documents.getByRole('listitem').filter({ hasText: 'fire-guide.pdf' })).toContainText('3 pages');

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await addDocument(dialog, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: png });
    const refused = documents.getByRole('listitem').filter({ hasText: 'photo.pdf' });
    await expect(refused.getByRole('alert')).toHaveText(
      'photo.pdf is not a PDF, a Word document (.docx) or a text file',
    );
    await refused.getByRole('button', { name: 'Remove photo.pdf' }).click();
    await expect(refused).toHaveCount(0);

    // Too large to send: refused before any upload.
    await addDocument(dialog, {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(DOCUMENT_MAX_BYTES + 1),
    });
    const large = documents.getByRole('listitem').filter({ hasText: 'scan.pdf' });
    await expect(large.getByRole('alert')).toHaveText(
      /^scan\.pdf is 20\.0 MB; the assistant reads documents of up to 20 MB$/,
    );
    await large.getByRole('button', { name: 'Remove scan.pdf' }).click();
    await expect(dialog.getByRole('button', { name: 'Add a document' })).toBeFocused();
  });

  await dialog
    .getByLabel('Who is it for and what should they be able to do?')
    .fill(
      'New warehouse staff. They can raise the alarm, choose the right extinguisher and get to the assembly point.',
    );
  const review = dialog.getByText('Step 2 of 2: review the outline');
  await dialog.getByRole('button', { name: 'Write the outline' }).click();
  await expect(review).toBeVisible({ timeout: 30_000 });

  await test.step('Back keeps the brief', async () => {
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Who is it for and what should they be able to do?')).toHaveValue(/^New warehouse/);
    await dialog.getByRole('button', { name: 'Write the outline' }).click();
    await expect(review).toBeVisible({ timeout: 30_000 });
  });

  const title = dialog.getByLabel('Title', { exact: true });
  await expect(title).toBeFocused();
  const outlineTitle = await title.inputValue();
  expect(outlineTitle).not.toBe('');
  const sectionCount = await dialog.getByRole('list', { name: 'Sections' }).locator(':scope > li').count();
  expect(sectionCount).toBeGreaterThan(0);
  const firstPoint = await dialog.getByLabel('Point 1 of section 1', { exact: true }).inputValue();

  await test.step('the outline is editable: a heading renamed, a point removed', async () => {
    await dialog.getByLabel('Heading', { exact: true }).first().fill('Raising the alarm');
    const pointFields = dialog.getByRole('list', { name: 'Points of section 1' }).getByRole('textbox');
    const before = await pointFields.count();
    await dialog.getByRole('button', { name: 'Add a point' }).first().click();
    await expect(pointFields).toHaveCount(before + 1);
    await expect(pointFields.last()).toBeFocused();
    await pointFields.last().fill('A point to be removed');
    await dialog.getByRole('button', { name: `Remove point ${before + 1} of section 1` }).click();
    await expect(pointFields).toHaveCount(before);
    await expect(pointFields.last()).not.toHaveValue('A point to be removed');
  });

  await dialog.getByRole('button', { name: 'Add to module' }).click();
  await expect(dialog).toBeHidden();

  const checkAdded = async () => {
    await expect(headingFields(page)).toHaveCount(1 + sectionCount);
    await expect(headingFields(page).nth(1)).toHaveValue('Raising the alarm');
    const firstList = card(page, 'TextBlockComponent').nth(1);
    await expect(firstList.getByRole('listitem').first()).toHaveText(firstPoint);
    await expect(page.getByText('A point to be removed')).toHaveCount(0);
    await expect(page.getByLabel('Module title')).toHaveValue(outlineTitle);
    await expect(page.locator('.block-card').last()).toContainText(
      'The author generated this course, in part, using AI',
    );
  };
  await checkAdded();
  await expect(headingFields(page).nth(1)).toBeFocused();
  await saved(page);

  await page.reload();
  await checkAdded();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(headingFields(page)).toHaveCount(1);
  await expect(card(page, 'TextBlockComponent')).toHaveCount(1);
  await expect(page.getByLabel('Module title')).toHaveValue(untitled);
  await expect(page.getByText('The author generated this course, in part, using AI')).toHaveCount(0);
});

test('an author adds a label the assistant suggests for a module with text', async ({ page }) => {
  await registerInBrowser(page, 'Laura', 'Labels');
  await createModule(page);
  await page.getByLabel('Module title').fill('Extinguishers');
  await card(page, 'TextBlockComponent')
    .getByRole('textbox', { name: 'Text' })
    .fill(
      'Extinguishers put out small fires. A water extinguisher is for paper and wood. A foam extinguisher is for petrol. A carbon dioxide extinguisher is for electrical fires. Check every extinguisher each month.',
    );
  await saved(page);
  await page.getByRole('link', { name: 'Your modules' }).click();

  await page.getByRole('button', { name: 'More actions for Extinguishers' }).click();
  await page.getByRole('menuitem', { name: 'Edit labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labels of Extinguishers' });
  await dialog.getByRole('button', { name: 'Suggest labels' }).click();
  const suggestions = dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions.first()).toBeFocused();
  const suggested = (await suggestions.first().textContent())!.trim();
  await suggestions.first().click();
  await expect(dialog.getByRole('button', { name: `Remove label ${suggested}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Add label ${suggested}`, exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await test.step('a module with no words to label it by has no suggestions yet, and says so', async () => {
    await createModule(page);
    await page.getByLabel('Module title').fill('Here and there');
    await saved(page);
    await page.getByRole('link', { name: 'Your modules' }).click();
    await page.getByRole('button', { name: 'More actions for Here and there' }).click();
    await page.getByRole('menuitem', { name: 'Edit labels' }).click();
    const blank = page.getByRole('dialog', { name: 'Labels of Here and there' });
    await blank.getByRole('button', { name: 'Suggest labels' }).click();
    await expect(blank.getByText('No suggestions for this module yet — add some text first.')).toBeVisible();
    await blank.getByRole('button', { name: 'Cancel' }).click();
  });

  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Extinguishers', exact: true }) });
  await expect(tile.getByRole('list', { name: 'Labels' })).toContainText(suggested);
});
