import { expect, test, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

const blockCard = (page: Page, type: string) =>
  page.locator(`section.block-card:has(.block-card__type:text-is("${type}"))`);

test('an author invites a collaborator from the editor, sees their comment marked as a collaborator’s, and takes their access away', async ({
  browser,
}) => {
  const author = await (await browser.newContext()).newPage();
  await registerInBrowser(author, 'Ada', 'Author');
  await author.getByRole('button', { name: 'Create module' }).click();
  await expect(author.getByLabel('Module title')).toBeEnabled();

  await author.getByRole('button', { name: 'Collaborate' }).click();
  const dialog = author.getByRole('dialog', { name: 'Collaborate' });
  await expect(dialog.getByText('Nobody yet.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill('cleo@example.com');
  await dialog.getByLabel('First name').fill('Cleo');
  await dialog.getByLabel('Last name').fill('Guest');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const link = dialog.getByLabel(/Link for cleo@example.com/);
  await expect(link).toBeFocused();
  const url = await link.inputValue();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Cleo Guest' })).toContainText('Invited');
  await author.screenshot({ path: 'test-results/collaborate-dialog.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The collaborator joins through the link and comments; the author's view marks them.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(url);
  await guest.getByLabel('Email').fill('cleo@example.com');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await guest.getByLabel('First name').fill('Ada');
  await guest.getByLabel('Last name').fill('Author');
  await guest.getByRole('button', { name: 'Open the module' }).click();
  await expect(guest).toHaveURL(/\/collaborate\/view\//);
  await blockCard(guest, 'Heading')
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const guestPanel = guest.getByRole('complementary', { name: 'Comments' });
  await guestPanel.getByRole('textbox').fill('Same name as the author, but not the author');
  await guestPanel.getByRole('button', { name: 'Comment', exact: true }).click();

  await blockCard(author, 'Heading')
    .getByRole('button', { name: /^Comments on/ })
    .click();
  const comment = author.getByRole('article', { name: 'Comment by Ada Author (collaborator)' });
  await expect(comment).toContainText('Same name as the author, but not the author');
  await expect(comment.locator('.badge--collaborator')).toHaveText('Collaborator');

  // Taking the access away ends the collaborator's session on their next call.
  await author.getByRole('button', { name: 'Collaborate' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Ada Author' })).toContainText('Joined');
  await dialog.getByRole('button', { name: 'Remove Ada Author…' }).click();
  await dialog.getByRole('button', { name: 'Remove Ada Author', exact: true }).click();
  await expect(
    author.getByRole('status').filter({ hasText: 'Ada Author can no longer open this module' }),
  ).toBeVisible();
  await expect(dialog.getByText('Nobody yet.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'People with access' })).toBeFocused();

  await expect(guest).toHaveURL(/\/auth\/invalid-session$/, { timeout: 10_000 });
  await guest.goto(url);
  await guest.getByLabel('Email').fill('cleo@example.com');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest).toHaveURL(/\/collaborate-error-401$/);
});
