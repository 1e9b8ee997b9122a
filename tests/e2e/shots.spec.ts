import { expect, test } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

test.use({ storageState: { cookies: [], origins: [] } });

for (const width of [1440, 375]) {
  test(`tour shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 760 });
    await registerInBrowser(page, 'Shot', 'Taker');
    const step = page.getByRole('dialog');
    await expect(step).toHaveAccessibleName('Create a module');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.tmp/tour-${width}-1.png` });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(step).toHaveAccessibleName('Find any module');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.tmp/tour-${width}-3.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create module' }).click();
    await expect(step).toHaveAccessibleName('Name your module');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.tmp/tour-${width}-e1.png` });
    await page.keyboard.press('ArrowRight');
    await expect(step).toHaveAccessibleName('Add blocks');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `.tmp/tour-${width}-e2.png` });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(step).toHaveAccessibleName('Completion');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `.tmp/tour-${width}-e4.png` });
  });
}
