import { expect, test } from '@playwright/test';

test('an author registers, creates a module, and a second browser sees the title change live', async ({ browser }) => {
  const email = `author-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  const author = await browser.newContext();
  const page = await author.newPage();
  await page.goto('/author/self-registration');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);

  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const editorUrl = page.url();
  const title = page.getByLabel('Module title');
  await expect(title).toBeEnabled();

  // A second browser, signed in as the same author, has the same module open.
  const reviewer = await browser.newContext();
  const other = await reviewer.newPage();
  await other.goto('/author/userlogin');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/author\/home$/);
  await other.goto(editorUrl);
  const otherTitle = other.getByLabel('Module title');
  await expect(otherTitle).toBeEnabled();

  await title.fill('Fire safety basics');
  await page.getByLabel('Module description').fill('What to do when the alarm rings.');
  // Autosave waits 5 s after the last keystroke; the other browser then sees it without reloading.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(otherTitle).toHaveValue('Fire safety basics', { timeout: 2_000 });
  await expect(other.getByLabel('Module description')).toHaveValue('What to do when the alarm rings.');

  // The dashboard lists the module under its new title, and a reload still shows it.
  await page.goto('/author/home');
  await expect(page.getByRole('link', { name: /Fire safety basics/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /Fire safety basics/ })).toBeVisible();

  await author.close();
  await reviewer.close();
});

test('a visitor without a session is sent to log in', async ({ page }) => {
  await page.goto('/author/home');
  await expect(page).toHaveURL(/\/author\/userlogin/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
