import { expect, type Page, test } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();
const languageRow = (page: Page, name: string) =>
  page.locator('li.translation-language').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Translations' });

test('an author keeps a glossary, machine-translates into Spanish, and every open panel follows it live to machine drafts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerInBrowser(page, 'Gloria', 'Glossary');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const moduleUrl = page.url();
  await page.getByRole('textbox', { name: 'Module title' }).fill('Check the door');
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('Tessera protects your head.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Translations' }).click();
  await page.getByLabel('Add a language').selectOption('es');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(languageRow(page, 'Spanish').getByText('Not started')).toBeVisible();

  // The organisation's glossary, from the panel: "Check" always "Comprobar", "Tessera" never translated.
  await panel(page).getByRole('button', { name: 'Glossary' }).click();
  const glossary = page.getByRole('dialog', { name: 'Organisation glossary' });
  await glossary.getByRole('textbox', { name: 'Term', exact: true }).fill('Check');
  await glossary.getByLabel('Translation into Spanish').fill('Comprobar');
  await glossary.getByRole('button', { name: 'Add term' }).click();
  await expect(glossary.getByRole('list', { name: 'Glossary terms' })).toContainText('Spanish: Comprobar');
  await glossary.getByRole('textbox', { name: 'Term', exact: true }).fill('Tessera');
  await glossary.getByLabel('Never translate it').check();
  await glossary.getByRole('button', { name: 'Add term' }).click();
  await expect(glossary.getByRole('list', { name: 'Glossary terms' })).toContainText('Never translated');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/pw-shots/glossary-${width}.png` });
  }
  await glossary.getByRole('button', { name: 'Close' }).click();

  // A second tab on the same module: its panel hears the translation the first one starts.
  const other = await page.context().newPage();
  await other.goto(moduleUrl);
  await other.getByRole('button', { name: 'Translations' }).click();
  await expect(languageRow(other, 'Spanish').getByText('Not started')).toBeVisible();
  await expect(languageRow(other, 'Spanish').getByText('0 of 2 fields translated')).toBeVisible();

  await languageRow(page, 'Spanish').getByRole('button', { name: 'Machine-translate' }).click();
  await expect(page.getByText('Translated 2 fields into Spanish')).toBeVisible({ timeout: 30_000 });
  for (const tab of [page, other]) {
    const spanish = languageRow(tab, 'Spanish');
    await expect(spanish.getByText('Machine translated')).toBeVisible({ timeout: 15_000 });
    await expect(spanish.getByText('2 of 2 fields translated')).toBeVisible();
    await expect(spanish.getByText('2 machine drafts — check them')).toBeVisible();
  }
  for (const width of [375, 1440]) {
    await other.setViewportSize({ width, height: 900 });
    await panel(other).screenshot({ path: `/tmp/pw-shots/panel-drafts-${width}.png` });
  }
  await other.close();

  // Beside the original, each field says it is a machine draft until a person confirms it.
  await languageRow(page, 'Spanish').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Spanish translation' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Module title, Spanish' });
  await expect(title).toHaveValue('Comprobar la puerta');
  await expect(page.getByRole('textbox', { name: 'Text, Spanish' })).toContainText('Tessera protege');
  await expect(page.getByText('Machine draft — check it')).toHaveCount(2);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/pw-shots/workspace-drafts-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Confirm Module title, Spanish' }).click();
  await expect(page.getByText('Machine draft — check it')).toHaveCount(1);
  await expect(page.locator('.translation-bar').getByText('In review')).toBeVisible();
});
