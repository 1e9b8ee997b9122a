import { expect, type Page } from '@playwright/test';

/** Registers a new author through the registration page, as a person would (a fresh email unless given); ends on the dashboard. */
export async function registerInBrowser(
  page: Page,
  firstName: string,
  lastName: string,
  email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<string> {
  await page.goto('/author/self-registration');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);
  return email;
}
