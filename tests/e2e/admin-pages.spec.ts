import { expect, test, type APIRequestContext } from '@playwright/test';
import { BLOCK_LABELS } from '../../src/web/blocks/blockLabels';
import { expectNoAxeViolations } from './fixtures/axe';
import { signInAsUserOfOrganisation } from './fixtures/organisation-user';
import { registerInBrowser } from './register-in-browser';

const ADMIN_PAGES = ['/admin/', '/admin/courses/', '/admin/mono-test/', '/docs'];

async function createModule(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/courses/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { course: { title } },
  });
  expect(res.status()).toBe(201);
}

test('an admin finds the modules page from the overview, deletes two modules at once and restores one', async ({
  page,
  request,
}) => {
  await registerInBrowser(page, 'Ada', 'Admin');
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  for (const title of ['Alpha safety', 'Beta ladders', 'Gamma welcome']) await createModule(request, token, title);

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText("Ada Admin's organisation")).toBeVisible();
  await expect(page.getByRole('link', { name: /Organisation settings/ })).toHaveAttribute(
    'href',
    '/organization-settings',
  );
  // Every screen is built: a card for each, none for the operators' screen (Ada is no operator).
  await expect(page.getByRole('list', { name: 'Admin screens' }).getByRole('link')).toHaveCount(7);
  await expectNoAxeViolations(page, '/admin/');

  await page.getByRole('link', { name: /^Modules/ }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expectNoAxeViolations(page, '/admin/courses/');

  await page.getByRole('checkbox', { name: 'Select Alpha safety' }).check();
  await page.getByRole('checkbox', { name: 'Select Beta ladders' }).check();
  await expect(page.getByText('2 modules selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 modules' });
  await expect(dialog.getByRole('listitem')).toHaveText([/Alpha safety\s*Waiting/, /Beta ladders\s*Waiting/]);
  await expectNoAxeViolations(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Delete 2 modules' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 modules deleted.');
  await expect(dialog.getByRole('listitem')).toHaveText([/Alpha safety\s*Done/, /Beta ladders\s*Done/]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row('Alpha safety')).toContainText('Deleted');
  await expect(row('Beta ladders')).toContainText('Deleted');
  await expect(row('Gamma welcome')).not.toContainText('Deleted');

  await page.getByRole('checkbox', { name: 'Select Alpha safety' }).check();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const restore = page.getByRole('dialog', { name: 'Restore 1 module' });
  await restore.getByRole('button', { name: 'Restore 1 module' }).click();
  await expect(restore.getByRole('status')).toHaveText('1 module restored.');
  await restore.getByRole('button', { name: 'Close' }).click();
  await expect(row('Alpha safety')).not.toContainText('Deleted');
  await expect(row('Beta ladders')).toContainText('Deleted');

  // Only the deleted one is left under "Deleted"; select all on the page takes it.
  await page.getByLabel('Status').selectOption('deleted');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select every module on this page' }).check();
  await expect(page.getByText('1 module selected')).toBeVisible();
});

test('an admin sees every block type on the mono page, each with a link to make a mono module of it', async ({
  page,
}) => {
  await registerInBrowser(page, 'Mona', 'Admin');
  await page.goto('/admin/mono-test/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mono blocks' })).toBeVisible();
  for (const [type, label] of Object.entries(BLOCK_LABELS)) {
    const section = page.getByRole('region', { name: `${label} ${type}` });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: /Create a mono module/ })).toHaveAttribute(
      'href',
      `/create-mono/${type}`,
    );
  }
  await expect(page.locator('.mono-sample')).toHaveCount(Object.keys(BLOCK_LABELS).length);
  // The samples are the learner's: the question can be answered, the game played.
  const question = page.getByRole('region', { name: /QuestionBlockComponent/ });
  await question.getByRole('radio', { name: 'None of them' }).check();
  await question.getByRole('button', { name: /Check/ }).click();
  await expect(question.getByText('Correct!')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/mono-test/');
});

test('an admin searches the API reference and opens an operation', async ({ page }) => {
  await registerInBrowser(page, 'Doc', 'Admin');
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByRole('link', { name: /OpenAPI document/ })).toHaveAttribute('href', '/api/openapi.json');
  await page.getByLabel('Search operations').fill('admin');
  await expect(page.getByRole('status').filter({ hasText: 'operation' })).toHaveText(/^\d+ operations match “admin”$/);
  await page.getByLabel('Search operations').fill('GET /admin/courses');
  await expect(page.getByRole('status').filter({ hasText: 'operation' })).toHaveText(
    '1 operation matches “GET /admin/courses”',
  );
  const operation = page.locator('details');
  await expect(operation).toHaveCount(1);
  await expect(operation.locator('summary')).toContainText('/api/admin/courses');
  await operation.locator('summary').click();
  await expect(operation.getByText('status', { exact: true })).toBeVisible();
  await expect(operation.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expectNoAxeViolations(page, '/docs');
});

test('a USER of the organisation is sent home from every admin page', async ({ page, request, baseURL }) => {
  await registerInBrowser(page, 'Fay', 'Founder');
  const token = await signInAsUserOfOrganisation(page, request, baseURL!);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/author\/home$/);
  }
  expect((await request.get('/api/admin/courses', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    403,
  );
});
