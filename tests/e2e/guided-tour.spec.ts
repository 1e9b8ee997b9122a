import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { whatsNewSeenStorage } from './fixtures/shell-seen';
import { registerInBrowser } from './register-in-browser';

// A browser that has never taken a tour (What's New, which waits for tours, is seen).
test.use({
  storageState: async ({ baseURL }, use) =>
    use({ cookies: [], origins: [{ origin: baseURL!, localStorage: whatsNewSeenStorage() }] }),
});

const tourStep = (page: Page) => page.getByRole('dialog');

async function tourProgress(page: Page) {
  return page.evaluate(async () => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('tessera_token='))!
        .slice(14),
    );
    const res = await fetch('/api/users/tour-progress', { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { isFirstTimeUser: boolean; completedTours: string[] } }).data;
  });
}

test('a new author gets the dashboard tour, steps through it by keyboard, skips it, and it stays gone', async ({
  page,
}) => {
  await registerInBrowser(page, 'Tova', 'Tourist');
  const step = tourStep(page);
  await expect(step).toHaveAccessibleName('Create a module');
  await expect(step.getByText('Step 1 of 4')).toBeVisible();
  // Focus moves into the popup, onto its main action; the popup is announced by its title and text.
  await expect(step.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(step).toHaveAccessibleDescription(/Start here\..*Escape: skip the tour\./);

  await expectNoAxeViolations(page, 'dashboard tour');

  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAccessibleName('Your library');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveAccessibleName('Create a module');
  await page.keyboard.press('Enter');
  await expect(step).toHaveAccessibleName('Your library');
  // Focus is never trapped: Tab leaves the popup for the page.
  await expect(step.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(step.getByRole('button', { name: 'Next' })).not.toBeFocused();
  await step.getByRole('button', { name: 'Next' }).focus();

  await page.keyboard.press('Escape');
  await expect(step).toBeHidden();
  await expect.poll(() => tourProgress(page)).toEqual({ isFirstTimeUser: false, completedTours: ['dashboard'] });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Create module' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(tourStep(page)).toBeHidden();
});

test('on the first module the module-creation tour walks the editor, passing over labels in standalone mode', async ({
  page,
}) => {
  await registerInBrowser(page, 'Mona', 'Maker');
  await tourStep(page).getByRole('button', { name: 'Skip the tour' }).click();
  await expect(tourStep(page)).toBeHidden();

  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const step = tourStep(page);
  await expect(step).toHaveAccessibleName('Name your module');
  await expect(step.getByText('Step 1 of 7')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard tour');

  const titles: string[] = [];
  for (let i = 0; i < 6; i++) {
    titles.push((await step.getByRole('heading').textContent()) ?? '');
    await step.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    if (i < 5) await expect(step.getByRole('heading')).not.toHaveText(titles.at(-1)!);
  }
  // Module labels are hidden in standalone mode (SPEC §2): that step is passed over.
  expect(titles).toEqual([
    'Name your module',
    'Add blocks',
    'The side panel',
    'Completion',
    'Work together',
    'Publish',
  ]);
  await expect(step).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Side panel' })).toBeVisible();
  await expect
    .poll(() => tourProgress(page))
    .toEqual({
      isFirstTimeUser: false,
      completedTours: ['dashboard', 'module-creation'],
    });

  // The next module is not new to them any more.
  await page.getByRole('link', { name: 'Your modules' }).click();
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await expect(page.getByLabel('Module title')).toBeEnabled();
  await page.waitForTimeout(1500);
  await expect(tourStep(page)).toBeHidden();
});
