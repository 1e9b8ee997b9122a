import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signInAsUserOfOrganisation } from './fixtures/organisation-user';
import { registerInBrowser } from './register-in-browser';

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
const today = new Date().toISOString().slice(0, 10);
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const todayLabel = DAY.format(new Date(`${today}T00:00:00Z`));
/** The Monday of this ISO week, as the week's rows name it. */
const mondayLabel = () => {
  const t = Date.parse(`${today}T00:00:00Z`);
  return `Week of ${DAY.format(new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000))}`;
};

async function csvOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

/** A cell of a CSV (no quoted commas in these files) by its row's first cell and its column's name. */
function cell(csv: string, first: string, column: string) {
  const [header, ...rows] = csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  return rows.find((row) => row[0] === first)?.[header!.indexOf(column)];
}

test('an admin publishes a module, a learner opens it, and the admin reads the view in /metrics: chart, table, range, CSV', async ({
  page,
  browser,
  request,
}) => {
  await registerInBrowser(page, 'Mia', 'Metrics');
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const created = await request.post('/api/courses/', { headers, data: { course: { title: 'Fire safety' } } });
  const { course, revision } = (await created.json()) as { course: { id: string }; revision: number };
  const published = await request.put(`/api/courses/${course.id}?onPublish=true`, {
    headers,
    data: { course: { revision } },
  });
  expect(published.status()).toBe(200);

  // A learner (no sign-in, their own browser) opens the share link: the player counts the view.
  const learner = await browser.newContext();
  const player = await learner.newPage();
  const viewed = player.waitForResponse((r) => r.url().includes(`/api/courses/views/${course.id}`));
  await player.goto(`/share/${course.id}`);
  await expect(player.getByRole('heading', { name: 'Fire safety' }).first()).toBeVisible();
  expect(await (await viewed).json()).toEqual({ courseId: course.id, recorded: true, viewerToken: expect.any(String) });
  await learner.close();

  await page.goto('/admin/');
  await page.getByRole('link', { name: /^Metrics/ }).click();
  await expect(page).toHaveURL(/\/metrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('30d');
  const totals = page.getByRole('list', { name: 'Totals for the period' });
  const views = totals.getByRole('listitem').filter({ hasText: 'Learner views' });
  // The read model follows the event store: reload until it has.
  await expect(async () => {
    await page.reload();
    await expect(views).toContainText(/Learner views 1 /, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Modules created' })).toContainText(/created 1 /);
  await expect(totals.getByRole('listitem').filter({ hasText: 'Modules published' })).toContainText(/published 1 /);

  // The learners' chart: drawn by the chart library, and as a table.
  const learners = page.getByRole('region', { name: 'Learners', exact: true });
  await expect(learners.getByRole('application', { name: 'Learners' })).toBeVisible();
  await expect(learners.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await learners.getByText('Show as table').click();
  const todayRow = learners.getByRole('row', { name: new RegExp(`^${todayLabel}`) });
  await expect(todayRow.getByRole('cell').first()).toHaveText('1');
  await expect(learners.getByRole('columnheader')).toHaveText([
    'Period',
    'Learner views',
    'Share-link sessions',
    'Dispatch sessions',
  ]);
  await expect(page.getByRole('region', { name: 'AI usage by call', exact: true })).toContainText(
    'No activity in this period',
  );
  await expect(page.getByRole('region', { name: 'Translations', exact: true })).toContainText(
    'No module has been translated yet.',
  );
  await expectNoAxeViolations(page, '/metrics');

  // This chart's CSV, made in the browser; the whole report's, from the server.
  const chartCsv = await csvOf(page, () => learners.getByRole('button', { name: 'Download Learners as CSV' }).click());
  expect(chartCsv.name).toMatch(/^metrics-learners-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-day\.csv$/);
  expect(cell(chartCsv.text, today, 'Learner views')).toBe('1');
  const report = await csvOf(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(report.name).toMatch(/^metrics-.*-day\.csv$/);
  expect(cell(report.text, today, 'learnerViews')).toBe('1');
  expect(cell(report.text, today, 'modulesPublished')).toBe('1');

  // By week: the URL says so, the rows are weeks.
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/[?&]bucket=week/);
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    learners
      .getByRole('row', { name: new RegExp(`^${mondayLabel()}`) })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');

  // The last 7 days, then dates of one's own (a wrong range is explained, not sent).
  await page.getByLabel('Period', { exact: true }).selectOption('7d');
  await expect(page).toHaveURL(/range=7d&bucket=week/);
  await expect(views).toContainText(/Learner views 1 /);
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The end date must not be before the start date.');
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}&bucket=week`));
  await expect(views).toContainText(/Learner views 1 /);
  // The address alone brings the same report back.
  await page.reload();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('custom');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(views).toContainText(/Learner views 1 /);
});

test('a period without activity says so; a USER of the organisation is sent home from /metrics', async ({
  page,
  request,
  baseURL,
}) => {
  await registerInBrowser(page, 'Nia', 'Quiet');
  await page.goto('/metrics?from=2020-01-01&to=2020-01-31');
  await expect(page.getByRole('heading', { name: 'No activity in this period' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals for the period' })).toContainText(/Learner views 0 /);

  const token = await signInAsUserOfOrganisation(page, request, baseURL!);
  await page.goto('/metrics');
  await expect(page).toHaveURL(/\/author\/home$/);
  const refused = await request.get(`/api/admin/metrics?from=${today}&to=${today}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
