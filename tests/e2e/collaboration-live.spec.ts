import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startCuttableProxy } from '../support/cuttable-proxy';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import { startServerProcess } from '../support/process';

/**
 * Two server processes sharing PostgreSQL and NATS: the author on A, the collaborator on B behind
 * a proxy that can drop the collaborator's network. Everything one does appears on the other side.
 */
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function json(res: Response) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function signedIn(browser: Browser, origin: string, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tessera_token', value: token, url: origin, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  return page;
}

const blockCard = (page: Page, type: string) =>
  page.locator(`section.block-card:has(.block-card__type:text-is("${type}"))`);
const commentsOf = (page: Page, type: string) => blockCard(page, type).getByRole('button', { name: /^Comments on/ });

/** Whether something listens at host:port (PostgreSQL and NATS must, for two server processes to share them). */
const reachable = (address: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(address);
    const socket = connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    }).on('error', () => resolve(false));
  });

test('an author and a collaborator on two servers see each other live, through a dropped connection', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const services = (await reachable(PG_URL)) && (await reachable(NATS_URL));
  test.skip(!services, `needs PostgreSQL (${PG_URL}) and NATS (${NATS_URL}); .ci/run starts both`);
  const database = await freshPostgresDatabase(PG_URL, 'tessera_e2e');
  const env = { DATABASE_URL: database.url, NATS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  const a = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-a-')) });
  const b = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-b-')) });
  const proxy = await startCuttableProxy({ host: '127.0.0.1', port: Number(new URL(b.url).port) });
  try {
    const { token } = await json(
      await fetch(`${a.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `ada-${Date.now()}@example.com`,
          password: 'correct horse battery',
          first_name: 'Ada',
          last_name: 'Author',
        }),
      }),
    );
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await json(
      await fetch(`${a.url}/api/courses/`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ course: { title: 'Fire safety' } }),
      }),
    );
    const courseId = created.course.id as string;
    const invite = await json(
      await fetch(`${a.url}/api/collaborators/${courseId}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ email: 'cleo@example.com', firstname: 'Cleo', lastname: 'Collaborator' }),
      }),
    );
    const secret = new URL(invite.link, a.url).searchParams.get('token');
    const access = await json(
      await fetch(`${b.url}/api/collaborators/validate-access/${courseId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: secret, email: 'cleo@example.com' }),
      }),
    );

    const author = await signedIn(browser, a.url, token, `/edit/${courseId}`);
    const guest = await signedIn(browser, proxy.url, access.token, `/collaborate/view/${courseId}`);
    await expect(author.getByLabel('Module title')).toBeEnabled();
    await expect(guest.getByRole('heading', { name: 'Fire safety' })).toBeVisible();

    // Presence: the collaborator sees the author, and which block the author is in.
    await blockCard(author, 'Heading').getByRole('textbox', { name: 'Heading', exact: true }).focus();
    await expect(guest.getByRole('list', { name: 'Also here' })).toContainText('Ada Author · Heading block', {
      timeout: 5_000,
    });
    await expect(author.getByRole('list', { name: 'Also here' })).toContainText('Cleo Collaborator');

    // The author comments on the heading; the collaborator sees the thread from the live event
    // itself (no refetch of the module's comments per event) and the count from the counts call.
    const commentListReads: string[] = [];
    guest.on('request', (request) => {
      const url = request.url();
      if (request.method() === 'GET' && url.includes('/api/comments/course/') && !url.includes('/counts'))
        commentListReads.push(url);
    });
    await commentsOf(author, 'Heading').click();
    const authorPanel = author.getByRole('complementary', { name: 'Comments' });
    await authorPanel.getByRole('textbox').fill('Can you check this heading?');
    await authorPanel.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(commentsOf(guest, 'Heading')).toHaveAccessibleName(/1 open/, { timeout: 5_000 });
    expect(commentListReads).toEqual([]);
    await commentsOf(guest, 'Heading').click();
    const guestPanel = guest.getByRole('complementary', { name: 'Comments' });
    await expect(guestPanel.getByText('Can you check this heading?')).toBeVisible();

    // The collaborator replies and mentions the author: the author sees the reply and is notified.
    await guestPanel.getByRole('button', { name: 'Reply' }).click();
    await guestPanel.getByRole('textbox', { name: 'Reply' }).fill('Looks good, @Ad');
    await guestPanel
      .getByRole('list', { name: 'People to mention' })
      .getByRole('button', { name: '@Ada Author' })
      .click();
    await guestPanel.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(authorPanel.getByText('Looks good, @Ada Author')).toBeVisible({ timeout: 5_000 });
    await expect(
      author.getByRole('status').filter({ hasText: 'Cleo Collaborator (collaborator): Looks good, @Ada Author' }),
    ).toBeVisible();

    // The author resolves the thread: it is no longer open on the collaborator's side.
    await authorPanel.getByRole('button', { name: 'Resolve' }).click();
    await expect(commentsOf(guest, 'Heading')).toHaveAccessibleName(/0 open/, { timeout: 5_000 });
    await expect(guestPanel.getByRole('button', { name: 'Reopen' })).toBeVisible();

    // The collaborator's network drops for 10 s; meanwhile the author comments and renames.
    proxy.cut();
    await commentsOf(author, 'Image').click();
    await authorPanel.getByRole('textbox').fill('Which picture goes here?');
    await authorPanel.getByRole('button', { name: 'Comment', exact: true }).click();
    await author.getByLabel('Module title').fill('Fire safety basics');
    await expect(author.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
    await guest.waitForTimeout(10_000);
    proxy.restore();
    await expect(guest.getByRole('heading', { name: 'Fire safety basics' })).toBeVisible({ timeout: 15_000 });
    await expect(commentsOf(guest, 'Image')).toHaveAccessibleName(/1 open/);

    // The author deletes the heading block: it leaves the collaborator's page, and its comments go with it.
    await blockCard(author, 'Heading')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(author.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
    await expect(blockCard(guest, 'Heading')).toHaveCount(0, { timeout: 5_000 });
  } finally {
    await proxy.close();
    a.child.kill();
    b.child.kill();
    await database.drop().catch(() => undefined);
  }
});
