import { expect, test, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

const commentsOnHeading = (page: Page) =>
  page
    .locator('section.block-card[data-block-type="HeadingBlockComponent"]')
    .getByRole('button', { name: /^Comments on/ });
const countsCall = /\/api\/comments\/course\/[^/?]+\/counts/;
const threadsCall = /\/api\/comments\/course\/[^/?]+\?/;

async function comment(page: Page, text: string) {
  const panel = page.getByRole('complementary', { name: 'Comments' });
  await panel.getByRole('textbox', { name: 'Comment' }).fill(text);
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  return panel;
}

test('badges come from the counts call; a failed counts, refresh or first load is said in the words of SPEC §8', async ({
  page,
}) => {
  await registerInBrowser(page, 'Cora', 'Counts');
  const countsAsked = page.waitForRequest(countsCall);
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await countsAsked;
  await expect(commentsOnHeading(page)).toHaveAccessibleName(/: 0 open$/);

  await commentsOnHeading(page).click();
  const panel = await comment(page, 'Is this the right heading?');
  await expect(panel.getByText('Is this the right heading?')).toBeVisible();
  await expect(commentsOnHeading(page)).toHaveAccessibleName(/: 1 open$/);

  // The counts call fails: the author is told, and the comments themselves still work.
  await page.route(countsCall, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await comment(page, 'A second thought');
  await expect(page.getByRole('status').filter({ hasText: 'Failed to load comment counts' })).toBeVisible();
  await expect(panel.getByText('A second thought')).toBeVisible();
  await page.unroute(countsCall);

  // A refresh of the threads fails over what is shown: 'Failed to fetch comments', and what was shown stays.
  await page.route(threadsCall, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.fallback(),
  );
  await comment(page, 'A third thought');
  await expect(panel.getByRole('alert')).toContainText('Failed to fetch comments', { timeout: 15_000 });
  await expect(panel.getByText('Is this the right heading?')).toBeVisible();
  await page.unroute(threadsCall);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByText('A third thought')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(commentsOnHeading(page)).toHaveAccessibleName(/: 3 open$/);

  // Opening the module with the threads call failing: 'Failed to load comments'.
  await page.route(threadsCall, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.reload();
  await commentsOnHeading(page).click();
  await expect(page.getByRole('complementary', { name: 'Comments' }).getByRole('alert')).toContainText(
    'Failed to load comments',
    { timeout: 15_000 },
  );
  await expect(commentsOnHeading(page)).toHaveAccessibleName(/: 3 open$/);
});
