import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { FEATURE_IDS } from '../../src/web/shell/shellSeen';
import { toursSeenStorage } from './fixtures/shell-seen';
import { registerInBrowser } from './register-in-browser';

const TITLES = [
  'Build modules together',
  'A library that finds things',
  'Labels for your modules',
  'Your first module in minutes',
];

const popup = (page: Page) => page.getByRole('dialog', { name: /^What's new/ });

async function expectFeature(page: Page, n: number) {
  await expect(popup(page).getByRole('heading', { level: 2 })).toHaveText(TITLES[n - 1] ?? '');
  await expect(popup(page).getByText(`${n} of 4`, { exact: true }).filter({ visible: true })).toBeVisible();
}

/** The signed-in author's What's New progress as the server keeps it. */
const serverProgress = (page: Page) =>
  page.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('tessera_token='));
    const token = decodeURIComponent(cookie?.slice('tessera_token='.length) ?? '');
    const response = await fetch('/api/users/whats-new-progress', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: { viewedFeatures: string[]; lastViewedAt: string | null } };
  });

/** Loads a page and waits until its What's New check has answered and the popup's 200 ms have passed. */
async function loadAndSettle(page: Page, load: () => Promise<unknown>) {
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/users/whats-new-progress'));
  await load();
  await checked;
  await page.waitForTimeout(500);
}

test('?resetWhatsNew=true shows the four features in tag order; keys navigate, Escape skips, and it stays seen', async ({
  page,
}) => {
  // This browser has seen every feature (the e2e seed): no popup on the dashboard.
  await loadAndSettle(page, () => registerInBrowser(page, 'Wendy', 'Newsome'));
  await expect(popup(page)).toHaveCount(0);

  await page.goto('/author/home?resetWhatsNew=true');
  await expectFeature(page, 1);
  await expect(page).toHaveURL(/\/author\/home$/);
  await expect(popup(page).getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(popup(page).getByRole('img')).toHaveAttribute('src', `/whats-new/${FEATURE_IDS[0]}.svg`);
  await expect(popup(page).getByText('link', { exact: true }).filter({ visible: true })).toHaveJSProperty(
    'tagName',
    'STRONG',
  );

  await expectNoAxeViolations(page, "What's New");

  await page.keyboard.press('ArrowRight');
  await expectFeature(page, 2);
  await page.keyboard.press('ArrowLeft');
  await expectFeature(page, 1);
  await page.keyboard.press('ArrowLeft');
  await expectFeature(page, 1);
  await page.keyboard.press('Enter');
  await expectFeature(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectFeature(page, 3);
  await page.keyboard.press('Enter');
  await expectFeature(page, 4);
  await expect(popup(page).getByRole('button', { name: 'Done' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect
    .poll(async () => (await serverProgress(page)).data.viewedFeatures.toSorted())
    .toEqual([...FEATURE_IDS].sort());

  await loadAndSettle(page, () => page.reload());
  await expect(popup(page)).toHaveCount(0);
  // The server's copy alone keeps it seen.
  await page.evaluate(() => localStorage.removeItem('mb_whats_new_progress'));
  await loadAndSettle(page, () => page.reload());
  await expect(popup(page)).toHaveCount(0);
});

test.describe("an author on a browser that took the tours but never showed What's New", () => {
  test.use({
    storageState: async ({ baseURL }, use) =>
      use({ cookies: [], origins: [{ origin: baseURL!, localStorage: toursSeenStorage() }] }),
  });

  test('sees it after signing in, goes through to Done, and each feature is tracked as experienced', async ({
    page,
  }) => {
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/insights/track') && request.method() === 'POST') {
        const body = request.postDataJSON() as { name: string; feature?: string };
        if (body.name === 'user.feature.experienced' && body.feature) tracked.push(body.feature);
      }
    });
    await registerInBrowser(page, 'Nadia', 'Novak');
    await expectFeature(page, 1);
    for (let n = 2; n <= 4; n++) {
      await popup(page).getByRole('button', { name: 'Next' }).click();
      await expectFeature(page, n);
    }
    await popup(page).getByRole('button', { name: 'Back' }).click();
    await expectFeature(page, 3);
    await popup(page).getByRole('button', { name: 'Next' }).click();
    await popup(page).getByRole('button', { name: 'Done' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect.poll(() => tracked).toEqual([...FEATURE_IDS]);
    await expect.poll(async () => (await serverProgress(page)).data.viewedFeatures).toEqual([...FEATURE_IDS]);
  });

  test('the close button skips from the first feature, and the focus goes back to where it was', async ({ page }) => {
    // The check answers only once the author has put the focus somewhere on the dashboard.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/users/whats-new-progress', async (route) => {
      if (route.request().method() === 'GET') await answered;
      await route.continue();
    });
    await registerInBrowser(page, 'Cleo', 'Close');
    const create = page.getByRole('button', { name: 'Create module' });
    await create.focus();
    answer();
    await expectFeature(page, 1);
    await expect(popup(page).getByRole('button', { name: 'Next' })).toBeFocused();
    await popup(page).getByRole('button', { name: "Close What's New" }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(create).toBeFocused();
    await expect.poll(async () => (await serverProgress(page)).data.viewedFeatures).toEqual([...FEATURE_IDS]);
  });
});

test.describe('a brand-new author', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('is not told what is new (everything is): the features are marked seen, so only later ones will be', async ({
    page,
  }) => {
    await registerInBrowser(page, 'Nova', 'Newcomer');
    const tour = page.getByRole('dialog', { name: 'Create a module' });
    await expect(tour).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await page.waitForTimeout(1_000);
    await expect(popup(page)).toHaveCount(0);
    await expect
      .poll(async () => (await serverProgress(page)).data.viewedFeatures.toSorted())
      .toEqual([...FEATURE_IDS].sort());
  });
});
