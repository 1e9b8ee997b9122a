import { expect, test, type Page } from '@playwright/test';

/** A module on the dashboard: its card (grid) or row (list). */
const moduleItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function createModule(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const field = page.getByLabel('Module title');
  await expect(field).toBeEnabled();
  await field.fill(title);
  // Leaving the editor saves at once; the dashboard then lists the module under its title.
  await page.getByRole('link', { name: 'Your modules' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);
  await expect(moduleItem(page, title)).toBeVisible();
}

async function openMenu(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function addLabels(page: Page, title: string, labels: string[]) {
  await openMenu(page, title, 'Edit labels');
  const dialog = page.getByRole('dialog', { name: `Labels of ${title}` });
  const input = dialog.getByLabel('Add label');
  for (const label of labels) {
    await input.fill(label);
    await input.press('Enter');
    await expect(dialog.getByRole('button', { name: `Remove label ${label}` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an author organises modules on the dashboard: labels, search, filter, favourites, layout, delete and restore', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const titles = ['Fire safety', 'First aid', 'Data privacy'];

  await test.step('register and create three modules', async () => {
    await page.goto('/author/self-registration');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/author\/home$/);
    await expect(page.getByText('Press “Create module” to start your first one.')).toBeVisible();
    for (const title of titles) await createModule(page, title);
  });

  await test.step('label them, picking a suggestion for an existing label', async () => {
    await addLabels(page, 'Fire safety', ['Safety', 'Onboarding']);
    await expect(moduleItem(page, 'Fire safety').getByRole('list', { name: 'Labels' })).toHaveText(
      /Safety\s*Onboarding/,
    );

    await openMenu(page, 'First aid', 'Edit labels');
    const dialog = page.getByRole('dialog', { name: 'Labels of First aid' });
    await dialog.getByLabel('Add label').fill('saf');
    await dialog.getByRole('option', { name: 'Safety' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove label Safety' })).toBeVisible();
    // From the keyboard: Down and Enter take a suggestion; Escape closes the suggestions, not the dialog.
    const input = dialog.getByRole('combobox', { name: 'Add label' });
    await input.fill('onb');
    await expect(dialog.getByRole('option', { name: 'Onboarding' })).toBeVisible();
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await dialog.getByRole('button', { name: 'Remove label Onboarding' }).click();
    await input.fill('onb');
    await expect(dialog.getByRole('option', { name: 'Onboarding' })).toBeVisible();
    await input.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await input.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Labels saved')).toBeVisible();
  });

  await test.step('search with a typo, then clear a search that finds nothing', async () => {
    const search = page.getByLabel('Search modules');
    await search.fill('Fier');
    await expect(page).toHaveURL(/searchTerm=Fier/);
    await expect(moduleItem(page, 'Fire safety')).toBeVisible();
    await expect(moduleItem(page, 'Data privacy')).toBeHidden();

    await search.fill('zzzz');
    await expect(page.getByText('No modules match “zzzz”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    for (const title of titles) await expect(moduleItem(page, title)).toBeVisible();
  });

  await test.step('filter by a label', async () => {
    const onboarding = page.getByRole('group', { name: 'Filter by label' }).getByRole('button', { name: 'Onboarding' });
    await onboarding.click();
    await expect(onboarding).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/tags=Onboarding/);
    await expect(moduleItem(page, 'Fire safety')).toBeVisible();
    await expect(moduleItem(page, 'First aid')).toBeHidden();
    await onboarding.click();
    await expect(moduleItem(page, 'First aid')).toBeVisible();
  });

  await test.step('favourite one and find it under Favorites', async () => {
    await moduleItem(page, 'First aid').getByRole('button', { name: 'Add to favorites' }).click();
    await expect(moduleItem(page, 'First aid').getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/author\/favorites$/);
    await expect(page.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
    await expect(moduleItem(page, 'First aid')).toBeVisible();
    await expect(moduleItem(page, 'Fire safety')).toBeHidden();
    await page.getByRole('link', { name: 'My Content' }).click();
    await expect(moduleItem(page, 'Fire safety')).toBeVisible();
  });

  await test.step('switch to the list view, which a reload keeps', async () => {
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(moduleItem(page, 'Fire safety')).toBeVisible();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('share a link', async () => {
    await openMenu(page, 'Data privacy', 'Share');
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/share/[2-9a-zA-Z]{16}$`));
  });

  await test.step('delete one and undo it from the toast', async () => {
    await openMenu(page, 'Data privacy', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Data privacy?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Module deleted')).toBeVisible();
    await expect(moduleItem(page, 'Data privacy')).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Module restored')).toBeVisible();
    await expect(moduleItem(page, 'Data privacy')).toBeVisible();
  });

  await test.step('delete it again and restore it from Recently deleted', async () => {
    await openMenu(page, 'Data privacy', 'Delete');
    await page.getByRole('dialog', { name: 'Delete Data privacy?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(moduleItem(page, 'Data privacy')).toBeHidden();
    await page.getByRole('link', { name: 'Recently deleted' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Data privacy' });
    await row.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Nothing was deleted in the last 30 days.')).toBeVisible();
    await page.getByRole('link', { name: 'My Content' }).click();
    await expect(moduleItem(page, 'Data privacy')).toBeVisible();
  });
});

test('a dashboard open elsewhere shows a new or renamed module without reloading', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/author/self-registration');
  await page.getByLabel('First name').fill('Live');
  await page.getByLabel('Last name').fill('Watcher');
  await page.getByLabel('Email').fill(`watcher-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/author\/home$/);

  // The same author's second window (same session), watching the dashboard.
  const second = await browser.newContext({ storageState: await first.storageState() });
  const watching = await second.newPage();
  await watching.goto('/author/home');
  await expect(watching.getByText('Press “Create module” to start your first one.')).toBeVisible();

  await createModule(page, 'Evacuation routes');
  await expect(moduleItem(watching, 'Evacuation routes')).toBeVisible({ timeout: 3_000 });

  await moduleItem(page, 'Evacuation routes').getByRole('link', { name: 'Evacuation routes' }).click();
  await page.getByLabel('Module title').fill('Evacuation routes and assembly points');
  await page.getByRole('link', { name: 'Your modules' }).click();
  await expect(moduleItem(watching, 'Evacuation routes and assembly points')).toBeVisible({ timeout: 3_000 });

  await first.close();
  await second.close();
});
