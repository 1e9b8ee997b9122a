import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';

const section = (page: Page) => page.getByRole('region', { name: 'Learning platforms (LTI 1.3)' });
const addForm = (page: Page) => section(page).getByRole('form', { name: 'Add a learning platform' });

async function fillPlatform(page: Page, issuer = 'https://moodle.example.com') {
  const form = addForm(page);
  await form.getByLabel('Name').fill('Moodle');
  await form.getByLabel('Platform ID (issuer)').fill(issuer);
  await form.getByLabel('Client ID').fill('abc123');
  await form.getByLabel('Deployment ID').fill('1');
  await form.getByLabel('Authentication request URL').fill('https://moodle.example.com/mod/lti/auth.php');
  await form.getByLabel('Access token URL').fill('https://moodle.example.com/mod/lti/token.php');
  await form.getByLabel('Public keyset URL').fill('https://moodle.example.com/mod/lti/certs.php');
}

test('an admin registers a learning platform (LTI 1.3), is refused a duplicate, and removes it', async ({ page }) => {
  await registerInBrowser(page, 'Lena', 'Linker');
  await page.goto('/settings');
  await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('Learning platforms (LTI 1.3)');

  // What to enter in the learning platform: Tessera's addresses.
  const tool = section(page).getByRole('region', { name: 'Enter these in your learning platform' });
  await expect(tool.getByRole('textbox', { name: 'Initiate login URL', exact: true })).toHaveValue(
    /^https?:\/\/.+\/api\/lti\/login$/,
  );
  await expect(tool.getByRole('textbox', { name: 'Redirection URI', exact: true })).toHaveValue(/\/api\/lti\/launch$/);
  await expect(tool.getByRole('textbox', { name: 'Tool URL (target link URI)', exact: true })).toHaveValue(
    /\/api\/lti\/launch$/,
  );
  await expect(tool.getByRole('textbox', { name: 'Deep linking URL', exact: true })).toHaveValue(/\/api\/lti\/launch$/);
  await expect(tool.getByRole('textbox', { name: 'Public keyset URL', exact: true })).toHaveValue(/\/api\/lti\/jwks$/);
  await expect(tool.getByRole('button', { name: 'Copy Initiate login URL' })).toBeVisible();
  await expect(section(page).getByText('No learning platform yet.')).toBeVisible();
  await expectNoAxeViolations(page, '/settings learning platforms');

  // An address that is not one: the server refuses it, shown beside its field.
  await fillPlatform(page, 'not an address');
  await addForm(page).getByRole('button', { name: 'Add learning platform' }).click();
  const issuer = addForm(page).getByLabel('Platform ID (issuer)');
  await expect(addForm(page).getByText('Enter a full address, starting with https://')).toBeVisible();
  await expect(issuer).toHaveAttribute('aria-invalid', 'true');
  await expect(issuer).toBeFocused();

  // The right one: listed, the form cleared, focus on the new platform.
  await issuer.fill('https://moodle.example.com');
  await addForm(page).getByRole('button', { name: 'Add learning platform' }).click();
  const list = section(page).getByRole('list', { name: 'Learning platforms' });
  const moodle = list.getByRole('listitem').filter({ hasText: 'Moodle' });
  await expect(moodle).toContainText('https://moodle.example.com');
  await expect(moodle).toContainText('abc123');
  await expect(moodle.getByRole('heading', { name: 'Moodle' })).toBeFocused();
  await expect(section(page).getByRole('status').filter({ hasText: 'Added Moodle.' })).toBeVisible();
  await expect(addForm(page).getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolations(page, '/settings learning platform added');

  // The grade the gradebook gets: the best by default; the latest once chosen, kept after a reload.
  const grade = moodle.getByLabel('Grade sent to the gradebook');
  await expect(grade).toHaveValue('best');
  await grade.focus();
  await grade.selectOption('latest');
  await expect(
    section(page).getByRole('status').filter({ hasText: 'Moodle now gets each learner’s latest grade.' }),
  ).toBeVisible();
  await expect(grade).toBeFocused();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await moodle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/settings-lti-grade-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Moodle' }).getByLabel('Grade sent to the gradebook'),
  ).toHaveValue('latest');

  // The same issuer and client id again: refused.
  await fillPlatform(page);
  await addForm(page).getByRole('button', { name: 'Add learning platform' }).click();
  await expect(addForm(page).getByRole('alert')).toHaveText(/already registered with Tessera/);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Removed, after asking twice; focus goes back to the section's heading.
  await moodle.getByRole('button', { name: 'Remove Moodle…' }).click();
  await moodle.getByRole('button', { name: 'Remove Moodle', exact: true }).click();
  await expect(
    section(page).getByText('No learning platform yet. Add one with the details your platform shows for Tessera.'),
  ).toBeVisible();
  await expect(section(page).getByRole('heading', { level: 2 })).toBeFocused();
  await page.reload();
  await expect(section(page).getByText('No learning platform yet.')).toBeVisible();
});
