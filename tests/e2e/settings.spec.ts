import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';

const organisation = (page: Page) => page.getByRole('form', { name: 'Organisation' });

test('an admin renames the organisation, turns translation off, renames themselves and changes their password', async ({
  page,
}) => {
  const email = await registerInBrowser(page, 'Sam', 'Setter');
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const created = await page.request.post('/api/courses/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { course: { title: 'Ladder safety' } },
  });
  const courseId = (await created.json()).course.id as string;

  // From the admin overview to the settings.
  await page.goto('/admin/');
  await page.getByRole('link', { name: /^Settings/ }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const name = organisation(page).getByLabel('Organisation name');
  await expect(name).toHaveValue("Sam Setter's organisation");
  await expectNoAxeViolations(page, '/settings');

  // An empty name is refused before anything is sent; focus goes to the field.
  await name.fill(' ');
  await organisation(page).getByRole('button', { name: 'Save organisation settings' }).click();
  await expect(organisation(page).getByText('Enter the organisation’s name')).toBeVisible();
  await expect(name).toBeFocused();

  // The new name and translation off, saved at once with the keyboard.
  await name.fill('Northwind Training');
  await organisation(page).getByRole('checkbox', { name: 'Let authors translate modules' }).uncheck();
  await organisation(page).getByLabel('Add an origin').fill('https://lms.northwind.example/');
  await organisation(page).getByLabel('Add an origin').press('Enter');
  await expect(organisation(page).getByRole('list', { name: 'Default dispatch origins' })).toHaveText(
    'https://lms.northwind.example',
  );
  const save = organisation(page).getByRole('button', { name: 'Save organisation settings' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(organisation(page).getByRole('status')).toHaveText('Organisation settings saved');
  await expect(save).toBeFocused();
  await expectNoAxeViolations(page, '/settings saved');

  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByText('Northwind Training')).toBeVisible();

  // Translation is off: the module's translations panel says so, and the server refuses.
  await page.goto(`/edit/${courseId}`);
  await page.getByRole('button', { name: 'Translations' }).click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  await expect(panel.getByRole('note')).toHaveText(/Translation is turned off for your organisation/);
  await expect(panel.getByRole('combobox')).toHaveCount(0);
  const refused = await page.request.post(`/api/courses/selectedLanguages/${courseId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { languages: ['en', 'es'] },
  });
  expect(refused.status()).toBe(403);

  // Their own name.
  await page.goto('/settings');
  await page.getByLabel('First name').fill('Samira');
  await page.getByLabel('Last name').fill('Settles');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Samira');
  await page.goto('/organization-settings');
  await expect(
    page.getByRole('region', { name: 'Members' }).getByRole('row', { name: /Samira Settles/ }),
  ).toBeVisible();
  // The people the organisation knows (the change log's names) follow the rename too.
  await expect(
    page.getByRole('region', { name: 'Personal data' }).getByRole('cell', { name: 'Samira Settles', exact: true }),
  ).toBeVisible();

  // Their password: the current one must be right; then they log in with the new one.
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Repeat the new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is not correct');
  await expectNoAxeViolations(page, '/settings password refused');
  await page.getByLabel('Current password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/author\/userlogin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toHaveText(
    'Your password was changed. Log in with your new password.',
  );

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);
});

test('an organisation past its monthly AI limit: the editor says why its AI controls are gone', async ({ page }) => {
  await registerInBrowser(page, 'Lim', 'Itter');
  await page.goto('/settings');
  await organisation(page).getByLabel('Monthly limit (calls, whole organisation)').fill('0');
  await organisation(page).getByRole('button', { name: 'Save organisation settings' }).click();
  await expect(organisation(page).getByRole('status')).toContainText(/saved/i);

  await page.goto('/author/home');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  const blockTypes = page.getByRole('list', { name: 'Block types' });
  await expect(blockTypes.getByRole('button', { name: /Write questions with AI/ })).toHaveCount(0);
  await expect(blockTypes.getByRole('listitem').filter({ hasText: 'Write questions with AI' })).toContainText(
    'Your organisation allows no AI assistant calls per month.',
  );
});
