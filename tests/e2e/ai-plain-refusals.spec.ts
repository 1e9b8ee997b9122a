import { expect, test } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

test("a request the assistant refuses shows the server's plain sentence naming the field, never a dump", async ({
  page,
}) => {
  await registerInBrowser(page, 'Paula', 'Plain');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const card = page.locator('section.block-card[data-block-type="TextBlockComponent"]').first();
  await card.getByRole('textbox', { name: 'Text' }).fill('Fire doors must stay closed at all times.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

  // An editor older than the server asks for a rewrite the server does not know: the server's refusal is what shows.
  await page.route('**/api/ai/fine-tune', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), type: 'louder' }) }),
  );
  await card.getByRole('button', { name: /^Assistant for / }).click();
  await page.getByRole('menuitem', { name: 'Shorten', exact: true }).click();
  const alert = card.getByRole('alert');
  await expect(alert).toHaveText('Invalid type: must be one of "shorten", "expand", "simplify", "tone", "grammar"');
  await expect(alert).not.toContainText('✖');
});
