import { expect, test, type Page } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { registerInBrowser } from './register-in-browser';

/** Every CSP violation the page reports, from the browser's own event and its console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return violations;
}

test('the author app and the learner player run under their strict policies without a single violation', async ({
  page,
  baseURL,
}) => {
  const violations = watchViolations(page);
  await registerInBrowser(page, 'Cora', 'Policy');

  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.getByLabel('Module title')).toBeEnabled();
  await page.getByLabel('Module title').fill('Under a strict policy');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });

  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  await page.goto(`/module/${courseId}`);
  await expect(page.locator('.player-block').first()).toBeVisible();
  await page.getByRole('img', { name: 'A fire exit sign' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'A fire exit sign' })).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tessera API');
  expect(violations).toEqual([]);
});
