import { expect, test, type Page } from '@playwright/test';

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

  // A second browser in the author's session has the same module open (logging in again there
  // would take the session over: see the next test).
  const reviewer = await browser.newContext({ storageState: await author.storageState() });
  const other = await reviewer.newPage();
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

test('logging in on a second device shows "active login detected" on the first, which can take the session back', async ({
  browser,
}) => {
  const email = `twice-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const banner = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'Active login detected: you are signed in on another device.' });

  const laptop = await (await browser.newContext()).newPage();
  await laptop.goto('/author/self-registration');
  await laptop.getByLabel('First name').fill('Grace');
  await laptop.getByLabel('Last name').fill('Hopper');
  await laptop.getByLabel('Email').fill(email);
  await laptop.getByLabel('Password').fill(password);
  await laptop.getByRole('button', { name: 'Create account' }).click();
  await expect(laptop).toHaveURL(/\/author\/home$/);
  await expect(banner(laptop)).toHaveCount(0);

  const phone = await (await browser.newContext()).newPage();
  await phone.goto('/author/userlogin');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(password);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/author\/home$/);

  await laptop.reload();
  await expect(banner(laptop)).toBeVisible();
  await laptop.getByRole('button', { name: 'Use Tessera here' }).click();
  await expect(banner(laptop)).toHaveCount(0);

  await phone.reload();
  await expect(banner(phone)).toBeVisible();
});
