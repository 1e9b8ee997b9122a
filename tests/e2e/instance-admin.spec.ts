import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_EMAIL, operatorGrantPath } from './fixtures/instance-operator';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';

const SUSPENDED = 'This organisation is suspended. Contact the operators of this Tessera instance.';
const PASSWORD = 'correct horse battery';
const PORT = Number(process.env.PW_PORT ?? 4173);

async function logIn(page: Page, email: string) {
  await page.goto('/author/userlogin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an operator suspends an organisation: its member is signed out and refused; reinstated, they are back', async ({
  page,
  browser,
  request,
}) => {
  // Bea's organisation, with one module, and Bea at work in another browser.
  const beaEmail = `bea-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email: beaEmail, password: PASSWORD, first_name: 'Bea', last_name: 'Builder' },
  });
  expect(registered.status()).toBe(201);
  const beaToken = (await registered.json()).token as string;
  const made = await request.post('/api/courses/', {
    headers: { Authorization: `Bearer ${beaToken}` },
    data: { course: { title: 'Ladder safety' } },
  });
  expect(made.status()).toBe(201);
  const bea = await browser.newPage();
  await logIn(bea, beaEmail);
  await expect(bea).toHaveURL(/\/author\/home$/);

  // The operator (INSTANCE_ADMINS) registers: without mail, the address is not proven theirs, so no rights yet.
  await registerInBrowser(page, 'Olive', 'Operator', E2E_OPERATOR_EMAIL);
  await page.goto('/admin/all/');
  await expect(page.getByText('Your email is one of the operators’')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Whoever runs the server grants it with a command, and the operator opens the link it prints.
  await page.goto(operatorGrantPath(PORT, E2E_OPERATOR_EMAIL));
  await expect(page.getByLabel('Search organisations')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/all\/$/);
  // And finds the screen on the admin overview from now on.
  await page.goto('/admin/');
  await page.getByRole('link', { name: /All organisations/ }).click();
  await expect(page).toHaveURL(/\/admin\/all\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All organisations' })).toBeVisible();
  // Other specs' organisations share this server: find one's own by its email.
  await page.getByLabel('Search organisations').fill(E2E_OPERATOR_EMAIL);
  const own = page.getByRole('row').filter({ hasText: "Olive Operator's organisation" });
  await expect(own).toContainText('Your own organisation cannot be suspended');

  await page.getByLabel('Search organisations').fill(beaEmail);
  const row = page.getByRole('row').filter({ hasText: "Bea Builder's organisation" });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('1 module');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /1 member/ }).click();
  await expect(page.getByRole('list', { name: "Members of Bea Builder's organisation" })).toContainText(beaEmail);
  await expectNoAxeViolations(page, '/admin/all/');

  await row.getByRole('button', { name: "Suspend Bea Builder's organisation…" }).click();
  const dialog = page.getByRole('dialog', { name: "Suspend Bea Builder's organisation?" });
  await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
  await expectNoAxeViolations(page, 'suspend dialog');
  await dialog.getByLabel('Reason (optional)').fill('Unpaid invoice');
  await dialog.getByRole('button', { name: 'Suspend organisation' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Unpaid invoice');
  // The focus is back on the row's action, which now reinstates.
  await expect(row.getByRole('button', { name: "Reinstate Bea Builder's organisation…" })).toBeFocused();

  // Bea's open session stops working at once, and she cannot sign in again.
  await bea.reload();
  await expect(bea.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  await logIn(bea, beaEmail);
  await expect(bea.getByText(SUSPENDED)).toBeVisible();
  await expect(bea).toHaveURL(/\/author\/userlogin$/);

  await row.getByRole('button', { name: "Reinstate Bea Builder's organisation…" }).click();
  const reinstate = page.getByRole('dialog', { name: "Reinstate Bea Builder's organisation?" });
  await reinstate.getByRole('button', { name: 'Reinstate organisation' }).click();
  await expect(row).toContainText('Active');

  await logIn(bea, beaEmail);
  await expect(bea).toHaveURL(/\/author\/home$/);
  await expect(bea.getByText('Ladder safety')).toBeVisible();
});

test('an admin who is no operator has no such card, and the page says who may see it', async ({ page }) => {
  await registerInBrowser(page, 'Nina', 'Noop');
  await page.goto('/admin/');
  await expect(page.getByRole('link', { name: /^Modules/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /All organisations/ })).toHaveCount(0);
  await page.goto('/admin/all/');
  await expect(
    page.getByRole('heading', { name: 'Only the operators of this Tessera instance can see this page' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, '/admin/all/ refused');
});
