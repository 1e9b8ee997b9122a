import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startTessera, type Tessera } from '../../src/compose';
import { loadConfig } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import type { Mail } from '../../src/platform/mail/mailer';

/**
 * The shared e2e server runs without email verification (no SMTP_URL), so this spec starts its
 * own Tessera with REQUIRE_EMAIL_VERIFICATION=true and a mailer that keeps the mails.
 */
const mails: Mail[] = [];
let tessera: Tessera;
const base = () => `http://127.0.0.1:${tessera.port}`;

test.beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-e2e-verify-')),
    LOG_LEVEL: 'silent',
    REQUIRE_EMAIL_VERIFICATION: 'true',
  });
  tessera = await startTessera(config, createLogger('silent'), {
    mailer: { send: async (mail) => void mails.push(mail) },
  });
});
test.afterAll(async () => tessera?.close());

/** The path of the newest verification link mailed to `email`, once there are `count` of them. */
async function mailedLink(email: string, count: number) {
  await expect.poll(() => mails.filter((m) => m.to === email).length).toBe(count);
  const link = new URL(/(http\S+)/.exec(mails.filter((m) => m.to === email).at(-1)!.text)![1]!);
  expect(link.pathname).toBe('/author/verify-email');
  return `${link.pathname}${link.search}`;
}

test('a new author checks their inbox, is told to verify at login, resends the link and is signed in by it', async ({
  page,
}) => {
  const email = `verify-${Date.now()}@example.com`;
  await page.goto(`${base()}/author/self-registration`);
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Fied');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // (The app-wide toaster is a status region too.)
  await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toContainText(email);
  const first = await mailedLink(email, 1);

  await page.goto(`${base()}/author/userlogin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please verify your email address first');
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new link is on its way' })).toContainText(email);
  const newest = await mailedLink(email, 2);

  // Only the newest link works.
  await page.goto(`${base()}${first}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link is not valid, has been used, or has expired',
  );
  await page.goto(`${base()}${newest}`);
  await expect(page).toHaveURL(/\/author\/home$/);
});
