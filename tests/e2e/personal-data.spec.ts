import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { inviteIntoOrganisation } from './fixtures/organisation-user';
import { registerInBrowser } from './register-in-browser';

test('an admin exports the organisation’s data and erases a member who asked to be forgotten', async ({
  page,
  request,
}) => {
  await registerInBrowser(page, 'Ada', 'Admin');
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const { email } = await inviteIntoOrganisation(request, token, { first: 'Zed', last: 'Forgotten' });

  await page.goto('/organization-settings');
  const section = page.getByRole('region', { name: 'Personal data' });
  const row = section.getByRole('row', { name: /Zed Forgotten/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Member');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export all data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tessera-organisation-\d{4}-\d{2}-\d{2}\.zip$/);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-export-'));
  await download.saveAs(join(dir, 'export.zip'));
  execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, 'out', 'manifest.json'), 'utf8'));
  expect(manifest.streams).toBeGreaterThan(2);
  await expect(section.getByRole('status').filter({ hasText: /Export saved/ })).toBeVisible();

  await row.getByRole('button', { name: 'Erase Zed Forgotten…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase Zed Forgotten?' });
  await expect(dialog).toContainText('This cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Erase Zed Forgotten' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await expectNoAxeViolations(page, 'erase dialog');
  await dialog.getByRole('textbox').fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(email);
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(
    section.getByRole('status').filter({ hasText: 'Zed Forgotten’s personal data is erased.' }),
  ).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Personal data' })).toBeFocused();
  await expect(section.getByRole('row', { name: /deleted user/ })).toContainText('Erased');
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Zed Forgotten/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/organization-settings');
});
