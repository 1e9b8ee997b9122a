import { expect, type Page, test } from '@playwright/test';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { signedPartnerPost, ssoAssertion } from '../support/partner';
import { registerUser } from '../support/server';
import { E2E_PARTNER, E2E_PARTNER_SECRET, partnerHostOrigin, startPartnerHost } from './fixtures/partner-host';
import { BLOCKED_COOKIES_TEXT } from './fixtures/spec-text';

let host: { close: () => Promise<void> };
let hostOrigin = '';
test.beforeAll(async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  hostOrigin = partnerHostOrigin(port);
  host = await startPartnerHost(baseURL!, port + 1);
});
test.afterAll(async () => host.close());

const tessera = (page: Page) => page.frameLocator('iframe[title="Tessera"]');
const tesseraUrl = (page: Page) =>
  page
    .frames()
    .find((f) => f.parentFrame() !== null)
    ?.url() ?? '';

test('a partner site embeds Tessera on another origin: its user creates and edits a module with no Tessera login', async ({
  page,
}) => {
  const user = `designer-${Date.now()}`;
  await page.goto(`${hostOrigin}/embed?path=/create-module&user=${user}`);
  const app = tessera(page);

  // The first module: the module-creation tour, whose labels step is shown in embedded mode (SPEC §2, §4).
  const tour = app.getByRole('dialog');
  await expect(tour).toHaveAccessibleName('Name your module');
  await expect(page).toHaveURL(`${hostOrigin}/embed?path=/create-module&user=${user}`);
  expect(tesseraUrl(page)).toMatch(/\/edit\/[2-9a-zA-Z]{16}\?id=p-[0-9a-f]+&sid=[0-9a-f]{32}&hostaddr=http/);
  const seen: string[] = [];
  for (let i = 0; i < 7; i++) {
    seen.push((await tour.getByRole('heading').textContent()) ?? '');
    await tour.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    if (i < 6) await expect(tour.getByRole('heading')).not.toHaveText(seen.at(-1)!);
  }
  expect(seen).toContain('Label your module');
  await expect(tour).toBeHidden();

  // No library to go back to: the host site is the embedded author's home.
  await expect(app.getByRole('link', { name: 'Your modules' })).toHaveCount(0);
  const title = app.getByLabel('Module title');
  await title.fill('Safety briefing for the night shift');
  await expect(app.getByText('Saved', { exact: true })).toBeVisible();

  // Module labels are shown in embedded mode (SPEC §2).
  const panel = app.getByRole('complementary', { name: 'Side panel' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Edit labels' }).click();
  const labels = app.getByRole('dialog', { name: /^Labels of / });
  await labels.getByLabel('Add label').fill('night shift');
  await labels.getByLabel('Add label').press('Enter');
  await labels.getByRole('button', { name: 'Save' }).click();
  await expect(labels).toBeHidden();
  await expect(panel.getByRole('list', { name: 'Labels of this module' })).toHaveText('night shift');

  // Another visit from the host site (a new host session) opens the same module for editing.
  const courseId = /\/edit\/([2-9a-zA-Z]{16})/.exec(tesseraUrl(page))![1];
  await page.goto(`${hostOrigin}/embed?path=/edit/${courseId}&user=${user}`);
  await expect(tessera(page).getByLabel('Module title')).toHaveText('Safety briefing for the night shift');
  await expect(tessera(page).getByRole('dialog')).toHaveCount(0);
});

test('an unknown host session is refused with a message that says what to do', async ({ page }) => {
  const query = new URLSearchParams({ id: 'p-unknown', sid: 'f'.repeat(32), hostaddr: hostOrigin });
  await page.goto(`${hostOrigin}/frame?path=${encodeURIComponent(`/create-module?${query}`)}`);
  await expect(tessera(page).getByRole('alert')).toContainText(
    'Your session with the host site is unknown or has ended. Open Tessera again from the host site.',
  );
});

test('when the host ends its session, the embedded editor stops at the session-ended page', async ({ page }) => {
  const user = `leaver-${Date.now()}`;
  await page.goto(`${hostOrigin}/embed?path=/create-module&user=${user}`);
  const app = tessera(page);
  await app.getByRole('dialog').getByRole('button', { name: 'Skip the tour' }).click();
  const { sid, id } = Object.fromEntries(new URL(tesseraUrl(page)).searchParams) as { sid: string; id: string };
  const ended = await signedPartnerPost(
    new URL(tesseraUrl(page)).origin,
    '/auth/partner/end-session',
    { partner: E2E_PARTNER, userData: { id: user }, sid },
    E2E_PARTNER_SECRET,
  );
  expect(ended.status).toBe(200);
  expect(id).toMatch(/^p-/);
  await app.getByLabel('Module title').fill('After the host logged out');
  await expect(app.getByRole('heading', { name: 'Your session has ended' })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText('Open Tessera again from the site you came from')).toBeVisible();
  await expect(app.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('with third-party cookies blocked and no token, the banner shows the SPEC text and its close tells the host page', async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/frame?path=/author/home`);
  const app = tessera(page);
  // The frame is on another site: this browser keeps none of its cookies.
  const frame = page.frames().find((f) => f.parentFrame() !== null)!;
  expect(await frame.evaluate(() => navigator.cookieEnabled && document.cookie)).toBe('');
  const banner = app.getByRole('alert').filter({ hasText: 'We are unable to identify you.' });
  await expect(banner).toHaveText(BLOCKED_COOKIES_TEXT);
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tesseraMessages: unknown[] }).tesseraMessages))
    .toEqual([{ origin: new URL(frame.url()).origin, data: { source: 'tessera', type: 'cancel' } }]);
});

test('in a sandboxed frame, where touching cookies throws, the app shows the same banner, not a blank page', async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/frame?path=/author/home&sandbox=allow-scripts allow-forms`);
  const app = tessera(page);
  const frame = page.frames().find((f) => f.parentFrame() !== null)!;
  expect(
    await frame.evaluate(() => {
      try {
        return document.cookie;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  await expect(app.getByRole('alert').filter({ hasText: 'We are unable to identify you.' })).toHaveText(
    BLOCKED_COOKIES_TEXT,
  );
});

test('the learner player in a sandboxed frame (an opaque origin) loads and shows the module', async ({
  page,
  baseURL,
}) => {
  const { api } = await registerUser(baseURL!, 'Sandra');
  const { courseId } = await publishEveryBlock(api);
  await page.goto(`${hostOrigin}/frame?path=/share/${courseId}&sandbox=allow-scripts`);
  const player = tessera(page);
  await expect(player.getByRole('group', { name: 'Which extinguisher for electrical fires?' })).toBeVisible();
});

test('where cookies work, no banner shows even without a token', async ({ page }) => {
  await page.goto('/author/home');
  await expect(page).toHaveURL(/\/auth\/invalid-session$/);
  await page.waitForTimeout(1500);
  await expect(page.getByText('We are unable to identify you.')).toHaveCount(0);
});

test('single sign-on: /sso lands on the dashboard, /sso/{courseId} in that module; an assertion works once', async ({
  page,
}) => {
  const email = `sso-${Date.now()}@partner.example`;
  const claims = {
    iss: E2E_PARTNER,
    sub: email,
    email,
    first_name: 'Sami',
    last_name: 'Sign-On',
    org_name: 'Partner Academy',
  };
  const tracked: { name: string; page?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/insights/track')) tracked.push(request.postDataJSON());
  });

  const first = await ssoAssertion(E2E_PARTNER_SECRET, claims);
  await page.goto(`/sso?assertion=${first}`);
  await expect(page).toHaveURL(/\/author\/home$/);
  await expect(page.getByRole('button', { name: 'Sami Sign-On' }).or(page.getByText('Sami Sign-On'))).toBeVisible();
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = /\/edit\/([2-9a-zA-Z]{16})/.exec(page.url())![1]!;
  await page.getByLabel('Module title').fill('Signed on from the partner');
  await page.getByRole('link', { name: 'Your modules' }).click();
  await expect(page.getByRole('link', { name: 'Signed on from the partner' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  const second = await ssoAssertion(E2E_PARTNER_SECRET, claims);
  await page.goto(`/sso/${courseId}?assertion=${second}`);
  await expect(page).toHaveURL(new RegExp(`/edit/${courseId}$`));
  await expect(page.getByLabel('Module title')).toHaveText('Signed on from the partner');
  // SPEC §2: every sign-in is a user.login; single sign-on pages are never tracked as pages.
  await expect.poll(() => tracked.filter((t) => t.name === 'user.login').length).toBe(2);
  expect(tracked.filter((t) => t.name === 'user.page.experienced').map((t) => t.page)).not.toContain('SSO');

  await page.goto(`/sso/${courseId}?assertion=${second}`);
  await expect(page.getByRole('alert')).toContainText('This sign-in link was already used.');
});

test('/author/userlogin goes to the external login address when the server names one', async ({ page }) => {
  await page.route('**/api/auth/login-options', (route) =>
    route.fulfill({ json: { loginUrl: `${hostOrigin}/frame?path=/404` } }),
  );
  await page.goto('/author/userlogin');
  await expect(page).toHaveURL(`${hostOrigin}/frame?path=/404`);
});
