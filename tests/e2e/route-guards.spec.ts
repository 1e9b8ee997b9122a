import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ADMIN_OVERVIEW } from '../../src/web/admin/adminScreens';

const PASSWORD = 'correct horse battery';

/** Registers through the API: the founder (ADMIN) of a new organisation, or with an invite a USER of an existing one. */
async function registerByApi(request: APIRequestContext, name: string, inviteToken?: string) {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: {
      first_name: 'Route',
      last_name: 'Guard',
      email,
      password: PASSWORD,
      ...(inviteToken ? { inviteToken } : {}),
    },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const info = await request.get('/api/users/user-info', { headers: { Authorization: `Bearer ${token}` } });
  const { roles } = (await info.json()) as { roles: string[] };
  return { email, token, roles };
}

async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'tessera_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

test('a first visit to / lands on the log-in page, with a way to register', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/author\/userlogin$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/author\/self-registration$/);
});

test('a visitor with no session cookie is sent to the invalid-session page, which offers to log in', async ({
  page,
}) => {
  // SPEC §2: with no standalone-session cookie the visitor is not known to be standalone.
  await page.goto('/author/home');
  await expect(page).toHaveURL(/\/auth\/invalid-session$/);
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('after logging out, a protected page sends the author to log in', async ({ page }) => {
  await page.goto('/author/self-registration');
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Out');
  await page.getByLabel('Email').fill(`logout-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/author\/userlogin$/);
  // Logging out empties the token cookie but keeps it (session.ts clearToken), so this browser
  // still has a standalone-session cookie: SPEC §2 then sends it to user-login, not invalid-session.
  await page.goto('/author/home');
  await expect(page).toHaveURL(/\/author\/userlogin$/);
  // Partner info in the query means an embedded session: that goes to invalid-session instead.
  await page.goto('/author/home?hostaddr=example.org');
  await expect(page).toHaveURL(/\/auth\/invalid-session$/);
});

test('a non-admin opening any admin page lands on the author home', async ({ page, context, request, baseURL }) => {
  // A member invited into an organisation is a USER.
  const founder = await registerByApi(request, 'founder');
  const invite = await request.post('/api/organization/invites', {
    headers: { Authorization: `Bearer ${founder.token}` },
  });
  const user = await registerByApi(request, 'plain', ((await invite.json()) as { token: string }).token);
  expect(user.roles).toEqual(['USER']);
  await useToken(context, baseURL!, user.token);

  for (const path of ['/admin/', ...ADMIN_OVERVIEW.map((screen) => screen.path)]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/author\/home$/);
  }
});

test('an admin opening /settings sees the settings, and the page visit is tracked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The founder of an organisation is its ADMIN. Tracking is answered here; the settings come from the server.
  const user = await registerByApi(request, 'admin');
  expect(user.roles).toContain('ADMIN');
  await useToken(context, baseURL!, user.token);
  const tracked: unknown[] = [];
  await page.route('**/api/insights/track', async (route) => {
    tracked.push(route.request().postDataJSON());
    await route.fulfill({ status: 202, json: { status: 'accepted' } });
  });

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Organisation', exact: true })).toBeVisible();
  await expect.poll(() => tracked).toEqual([{ eventType: 'page', name: 'user.page.experienced', page: 'SETTINGS' }]);

  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
});

test('the editor opened with id and sid is not sent to log in', async ({ page }) => {
  await page.goto('/edit/x?id=a&sid=b');
  await expect(page).toHaveURL(/\/edit\/x\?id=a&sid=b$/);
  // No token: the server refuses the course, and the editor shows its failure state in place.
  await expect(page.getByRole('heading', { name: /could not be loaded|Course not found/ })).toBeVisible();
});
