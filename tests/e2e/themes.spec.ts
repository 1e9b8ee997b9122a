import { expect, test, type APIRequestContext, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import sharp from 'sharp';
import { BUILT_IN_THEMES } from '../../src/modules/themes/built-in';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { startLms, type Lms } from '../integration/delivery/lms-host';
import { unzipPackage } from '../integration/delivery/scorm-files';

const PASSWORD = 'correct horse battery';

async function registerByApi(request: APIRequestContext, name: string, inviteToken?: string) {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: {
      first_name: name,
      last_name: 'Designer',
      email,
      password: PASSWORD,
      ...(inviteToken ? { inviteToken } : {}),
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const useToken = (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'tessera_token', value: token, url: baseURL, sameSite: 'Lax' }]);

/** What the browser renders an element with: its font family, its colours, and whether the font's file is in. */
async function looks(target: Page | Frame, selector: string) {
  return target
    .locator(selector)
    .first()
    .evaluate(async (el) => {
      const style = getComputedStyle(el);
      const family = style.fontFamily.split(',')[0]!.replace(/"/g, '').trim();
      await document.fonts.ready;
      return {
        family,
        color: style.color,
        loaded: document.fonts.check(`${style.fontWeight} 16px "${family}"`),
      };
    });
}

const background = (target: Page | Frame, selector: string) =>
  target
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Side panel' });

async function openThemeTab(page: Page) {
  await page.getByRole('button', { name: 'Side Panel' }).click();
  await sidePanel(page).getByRole('tab', { name: 'Theme' }).click();
}

let lms: Lms | null = null;
test.afterEach(async () => {
  await lms?.close();
  lms = null;
});

test('an author makes a theme with a font, colours and a logo; the editor, the learner and an offline SCORM package show it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await registerByApi(request, 'Theo');
  await useToken(context, baseURL!, token);
  const api = {
    put: (path: string, data: unknown) =>
      request.put(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } }),
    post: (path: string, data: unknown) =>
      request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } }),
    get: (path: string) => request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  };
  const created = await (await api.post('/courses/', { course: { title: 'Harbour safety' } })).json();
  const courseId = created.course.id as string;
  await page.goto(`/edit/${courseId}`);
  await openThemeTab(page);
  const panel = sidePanel(page);
  await panel.getByRole('button', { name: 'New theme from “Tessera”' }).click();
  await expect(panel.getByLabel('Theme name')).toBeFocused();

  // A name the rules refuse, said before anything is sent.
  await panel.getByRole('button', { name: 'Save theme' }).click();
  await expect(panel.getByText('Theme name is required')).toBeVisible();
  await panel.getByLabel('Theme name').fill('Harbour brand');

  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0F5132' } })
    .png()
    .toBuffer();
  await panel.locator('input[type="file"][aria-label="Upload logo"]').setInputFiles({
    name: 'harbour-logo.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  await expect(panel.getByRole('img', { name: 'Logo of the theme' })).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel('Headings font', { exact: true }).selectOption('playfair-display');
  await panel.getByLabel('Paragraphs font', { exact: true }).selectOption('lora');
  await panel.getByLabel('Headings colour', { exact: true }).fill('#7A1F2B');
  await panel.getByLabel('Page background', { exact: true }).fill('#FFF8EC');
  await panel.getByLabel('Buttons', { exact: true }).fill('#0F5132');

  // A pale text colour fails WCAG AA: the warning gives the ratio before saving.
  await panel.getByLabel('Paragraphs colour', { exact: true }).fill('#C8C8C8');
  const warnings = panel.locator('.contrast-warnings');
  await expect(warnings).toContainText(/Paragraph text on the page: 1\.\d+:1, needs 4\.5:1/);
  await panel.getByLabel('Paragraphs colour', { exact: true }).fill('#1F2328');
  await expect(warnings).toBeEmpty();

  // The module behind shows the theme while it is edited.
  await expect
    .poll(() => looks(page, '.page--editor .player-title'))
    .toMatchObject({
      family: 'Playfair Display',
      color: 'rgb(122, 31, 43)',
    });
  await panel.getByRole('button', { name: 'Save theme' }).click();
  const chosen = panel.getByRole('radio', { name: 'Harbour brand' });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  expect(await background(page, 'main.learner-surface')).toBe('rgb(255, 248, 236)');
  await page.screenshot({ path: '.tmp/themes-editor.png' });

  // Published: the learner sees the theme, its fonts loaded from Tessera, its logo on the cover.
  const { revision } = await (await api.get(`/courses/${courseId}`)).json();
  const published = await api.put(`/courses/${courseId}?onPublish=true`, {
    course: { revision, description: 'What to do on the quay' },
  });
  expect(published.ok()).toBe(true);
  await page.goto(`/module/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour safety' })).toBeVisible();
  await expect
    .poll(() => looks(page, 'h1'))
    .toEqual({ family: 'Playfair Display', color: 'rgb(122, 31, 43)', loaded: true });
  expect(await looks(page, '.player-description')).toMatchObject({ family: 'Inter' });
  await expect(page.locator('.learner-surface img[alt="Harbour brand"]')).toBeVisible();
  await page.screenshot({ path: '.tmp/themes-learner.png' });

  // The SCORM package, unzipped and served by an LMS with no other network: the same fonts, from the package.
  const generated = await (await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' })).json();
  const zip = Buffer.from(await (await request.get(generated.data.downloadUrl)).body());
  const dir = unzipPackage(zip);
  lms = await startLms();
  lms.serve(dir);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(lms!.origin) && !/^(about|data|blob):/.test(r.url())) foreign.push(r.url());
  });
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname.split('/').slice(-2).join('/'));
  });
  await page.goto(lms.url('scorm12', 'offline-learner', '80'));
  const sco = page.frame({ url: /index\.html/ })!;
  await expect
    .poll(() => looks(sco, 'h1'))
    .toEqual({ family: 'Playfair Display', color: 'rgb(122, 31, 43)', loaded: true });
  expect(fonts).toContain('fonts/playfair-display-latin-700-normal.woff2');
  expect(foreign).toEqual([]);
  await page.screenshot({ path: '.tmp/themes-package.png' });
});

test('a second editor sees a theme change live', async ({ browser, request, baseURL }) => {
  const founder = await registerByApi(request, 'Founder');
  const invite = await request.post('/api/organization/invites', { headers: { Authorization: `Bearer ${founder}` } });
  const member = await registerByApi(request, 'Member', ((await invite.json()) as { token: string }).token);
  const created = await request.post('/api/courses/', {
    data: { course: { title: 'Shared module' } },
    headers: { Authorization: `Bearer ${founder}` },
  });
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const open = async (token: string) => {
    const context = await browser.newContext();
    await useToken(context, baseURL!, token);
    const page = await context.newPage();
    await page.goto(`/edit/${courseId}`);
    await expect(page.locator('main.learner-surface')).toBeVisible();
    return page;
  };
  const one = await open(founder);
  const two = await open(member);
  await openThemeTab(one);
  await sidePanel(one).getByText('Warm', { exact: true }).click();
  await expect.poll(() => background(two, 'main.learner-surface'), { timeout: 15_000 }).toBe('rgb(255, 250, 244)');
  await openThemeTab(two);
  await expect(sidePanel(two).getByRole('radio', { name: 'Warm' })).toBeChecked();

  // A custom theme made by one appears in the other's gallery at once.
  const made = await request.post('/api/themes', {
    data: { name: 'Made elsewhere', from: 'calm' },
    headers: { Authorization: `Bearer ${founder}` },
  });
  expect(made.status()).toBe(201);
  await expect(sidePanel(two).getByRole('radio', { name: 'Made elsewhere' })).toBeVisible({ timeout: 15_000 });
});

test('the learner view has no axe violation in any built-in theme, nor in a custom theme that passes the contrast check', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await author(baseURL!);
  let { courseId, revision } = await publishEveryBlock(api, 'Every block in every theme');
  const custom = await api.post('/themes', {
    name: 'Passing custom theme',
    from: 'warm',
    headingFont: 'dm-serif-display',
    paragraphColor: '#222222',
    questionActionColor: '#5B2A86',
  });
  expect(custom.status).toBe(201);
  for (const theme of [...BUILT_IN_THEMES.map((t) => t.id), custom.body.theme.id as string]) {
    ({ revision } = await republish(api, courseId, revision, { settings: { theme } }));
    await page.goto(`/module/${courseId}`);
    await expect(page.locator('.learner-surface')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expectNoAxeViolations(page, { label: theme, tags: [...WCAG_22_AA, 'best-practice'] });
  }
});
