import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';
import { inviteIntoOrganisation } from './fixtures/organisation-user';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createModule(request: APIRequestContext, token: string, title: string): Promise<string> {
  const res = await request.post('/api/courses/', { headers: auth(token), data: { course: { title } } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { course: { id: string } }).course.id;
}

async function rename(request: APIRequestContext, token: string, id: string, title: string) {
  const res = await request.put(`/api/courses/${id}`, { headers: auth(token), data: { course: { title } } });
  expect(res.status()).toBe(200);
}

test('an admin filters the change log to a module and a person, exports it, follows it live and opens a version', async ({
  page,
  request,
  baseURL,
}) => {
  await registerInBrowser(page, 'Lena', 'Logger');
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const { token: uma } = await inviteIntoOrganisation(request, token);
  const onboarding = await createModule(request, token, 'Onboarding draft');
  await rename(request, token, onboarding, 'Onboarding basics');
  const fire = await createModule(request, token, 'Fire draft');
  await rename(request, token, fire, 'Fire safety');
  // Each new module brings its first page and blocks: enough entries for more than one page of 50.
  for (const title of ['Ladder use', 'Manual handling']) await createModule(request, token, title);
  const umas = await createModule(request, uma, 'Uma notes');
  await rename(request, uma, umas, 'Uma notes, edited');

  await page.goto('/admin/');
  await page.getByRole('link', { name: /^Change log/ }).click();
  await expect(page).toHaveURL(/\/admin\/log\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasText: 'Uma User' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Fire safety' }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/log/');

  // Older entries, a page at a time, down to the first.
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Load older entries' }).click();
  await expect(page.getByText('That is the oldest entry.')).toBeFocused();
  expect(await rows.count()).toBeGreaterThan(50);
  await expect(rows.last()).toContainText(/registered|joined the organisation/);

  // One person and one module: only their entries, and the address says so.
  await page.getByLabel('Person').selectOption({ label: 'Lena Logger' });
  await page.getByRole('combobox', { name: 'Module' }).fill('Onboard');
  await page.getByRole('option', { name: 'Onboarding basics' }).click();
  await expect(page).toHaveURL(new RegExp(`module=${onboarding}`));
  await expect(page).toHaveURL(/person=/);
  // A new module comes with its first page and blocks: those are changes to it too.
  await expect(rows.filter({ hasText: 'Fire safety' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Uma User' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'renamed the module' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'created the module' })).toHaveCount(1);
  const shown = await rows.count();
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(1)).toHaveText('Lena Logger');
    await expect(row.getByRole('link', { name: 'Onboarding basics', exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, '/admin/log/ filtered');

  // A reload (or a shared address) shows the same filtered log.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Module' })).toContainText('Onboarding basics');
  await expect(page.getByLabel('Person')).toHaveValue(/.+/);
  await expect(rows).toHaveCount(shown);

  // The CSV holds the filtered rows, and only them.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^change-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^position,at,actorId,actorName/);
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((l) => l.includes(onboarding) && l.includes('Lena Logger'))).toBe(true);

  // Following live: a matching change appears at the top without a reload; another module's does not.
  await page.getByRole('button', { name: 'Follow live' }).click();
  await expect(page.getByRole('button', { name: 'Follow live' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('New entries appear at the top')).toBeVisible();
  await rename(request, token, fire, 'Fire safety, again');
  await rename(request, token, onboarding, 'Onboarding basics, second edition');
  await expect(rows).toHaveCount(shown + 1);
  await expect(rows.first()).toContainText('renamed the module');
  await expect(rows.first()).toHaveClass(/log-row--new/);
  await expect(page.getByText(/New entry: Lena Logger renamed the module\./)).toBeAttached();
  await expect(rows.filter({ hasText: 'Fire safety' })).toHaveCount(0);

  // Each change to the module opens it as it was then: the editor, its history at that change.
  const version = rows
    .filter({ hasText: 'renamed the module' })
    .last()
    .getByRole('link', { name: /Open this version/ });
  await expect(version).toHaveAttribute('href', new RegExp(`/edit/${onboarding}\\?revision=\\d+$`));
  await version.click();
  await expect(page.getByRole('complementary', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^As it was on/ })).toBeVisible();

  // A USER of the organisation is sent home.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'tessera_token', value: uma, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/admin/log/');
  await expect(page).toHaveURL(/\/author\/home$/);
});
