import { expect, type Page, test } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

const questionsOffered = (page: Page) =>
  page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Write questions with AI/ });

async function openBlockLibrary(page: Page) {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Block types' }).getByRole('button', { name: /^Text/ })).toBeVisible();
}

test('an admin turns the assistant off and on in the organisation settings; the editor follows', async ({ page }) => {
  await registerInBrowser(page, 'Ada', 'Admin');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const editor = page.url();
  await openBlockLibrary(page);
  await expect(questionsOffered(page)).toBeVisible();

  await page.goto('/organization-settings');
  const section = page.getByRole('region', { name: 'AI assistant' });
  await expect(section).toContainText('It runs on: Offline assistant on this server.');
  await expect(section).toContainText('Each member may make 200 requests a day, the organisation 2,000.');
  const toggle = section.getByRole('checkbox', { name: 'Let members use the AI assistant' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await page.goto(editor);
  await openBlockLibrary(page);
  await expect(questionsOffered(page)).toHaveCount(0);

  await page.goto('/organization-settings');
  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.goto(editor);
  await openBlockLibrary(page);
  await expect(questionsOffered(page)).toBeVisible();
});
