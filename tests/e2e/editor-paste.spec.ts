import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

const WORD_HTML = readFileSync(new URL('./fixtures/word-paste.html', import.meta.url), 'utf8');

/** The editor's DOM as html, without ProseMirror's own helpers (the break that keeps an empty line open). */
const editorHtml = (field: Locator) =>
  field.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const helper of copy.querySelectorAll('.ProseMirror-trailingBreak, .ProseMirror-separator')) helper.remove();
    return copy.innerHTML;
  });

test('pasting from Word: the editor shows exactly what is stored, before and after a reload', async ({ page }) => {
  await registerInBrowser(page, 'Ada', 'Lovelace');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')?.value;
  const courseId = page.url().split('/').at(-1)!;
  const field = page
    .locator('section.block-card[data-block-type="TextBlockComponent"]')
    .getByRole('textbox', { name: 'Text' });

  await field.fill('');
  await field.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Fire safety at work');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_HTML);
  await expect(field).toContainText('Never use the lift');
  const pasted = await editorHtml(field);

  // Only what a text block can hold: no fonts, colours, classes, images, frames, tables or scripts.
  expect(pasted).not.toMatch(/style=|class=|<span|<font|<img|<iframe|<table|<td|onclick|javascript:|<o:p/i);
  expect(pasted).toContain('<strong>Heat</strong>');
  expect(pasted).toContain('<em>fuel</em>');
  expect(pasted).toContain('<u>oxygen</u>');
  expect(pasted).toContain('<h2>What to do</h2>');
  expect(pasted).toMatch(/<ol><li><p>Raise the alarm<\/p><\/li><li><p>Leave by the nearest exit<\/p><\/li><\/ol>/);
  expect(pasted).toContain('href="https://example.com/fire-drill"');
  expect(pasted).toContain('Extinguisher');

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  const response = await page.request.get(`/api/courses/${courseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { course } = (await response.json()) as { course: { blocks: { type: string; data: { html?: string } }[] } };
  const stored = course.blocks.find((b) => b.type === 'TextBlockComponent')?.data.html;
  expect(stored).toBe(pasted);

  await page.reload();
  await expect(field).toContainText('Never use the lift');
  expect(await editorHtml(field)).toBe(pasted);
});

test('the formatting toolbar shows what applies at the caret and keeps to the stored schema', async ({ page }) => {
  await registerInBrowser(page, 'Ada', 'Lovelace');
  await page.getByRole('button', { name: 'Create module' }).click();
  const block = page.locator('section.block-card[data-block-type="TextBlockComponent"]');
  const field = block.getByRole('textbox', { name: 'Text' });
  const toolbar = block.getByRole('toolbar', { name: 'Text formatting' });

  await field.fill('');
  await field.press('ControlOrMeta+b');
  await field.pressSequentially('Bold words');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'false');
  await field.press('ControlOrMeta+b');
  await field.press('Enter');
  await toolbar.getByRole('combobox', { name: 'Paragraph style' }).selectOption({ label: 'Large heading' });
  await field.pressSequentially('A heading');
  await expect(toolbar.getByRole('combobox', { name: 'Paragraph style' })).toHaveValue('2');
  await field.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await field.pressSequentially('First point');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await field.press('Enter');
  await field.press('Enter');
  // Nothing selected: Ctrl+K asks for the words to link as well as the address, the words first.
  await field.press('ControlOrMeta+k');
  await expect(block.getByLabel('Link text')).toBeFocused();
  await block.getByLabel('Link address').fill('https://example.com/more');
  await expect(block.getByRole('button', { name: 'Add link' })).toBeDisabled();
  await block.getByLabel('Link text').fill('Read more');
  await block.getByRole('button', { name: 'Add link' }).click();
  await expect(field.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.com/more');
  await expect(field).toBeFocused();

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  const shown = await editorHtml(field);
  expect(shown).toContain('<p><strong>Bold words</strong></p><h2>A heading</h2><ul><li><p>First point</p></li></ul>');
  await page.reload();
  await expect(field).toContainText('First point');
  expect(await editorHtml(field)).toBe(shown);
});
