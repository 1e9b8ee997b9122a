import { expect, type Locator, type Page, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { chooseLanguages, translateBySource } from '../integration/delivery/translations';
import { inviteIntoOrganisation } from './fixtures/organisation-user';

/** Screenshots to look at by eye (not committed, not compared). */
const SHOTS = '.tmp/phone-widths';
const PHONE_AND_TABLET = [320, 375, 768] as const;
/** One word longer than a phone's width at any readable size. */
const LONG_TITLE = 'Arbeitsschutzunterweisungsmodul Höhenarbeit';
const SPANISH_TITLE = 'Trabajar con seguridad en altura: escaleras, andamios y arneses';

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Nothing wider than the screen: no sideways scrolling. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** Each control is where it is drawn: nothing else covers its middle. */
async function expectUncovered(controls: Locator) {
  for (const control of await controls.all()) {
    const covered = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && !el.contains(top) && !(top instanceof HTMLLabelElement && top.htmlFor === el.id);
    });
    expect(covered, await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBe(false);
  }
}

test('the learner’s bar and cover fit a phone and a tablet: the title readable, the controls apart, no text-fit error', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api, LONG_TITLE);
  await chooseLanguages(api, courseId, ['en', 'es']);
  const translated = await translateBySource(api, courseId, 'es', { [LONG_TITLE]: SPANISH_TITLE });
  // The theme with the largest title (its split cover).
  await republish(api, courseId, translated, { settings: { theme: 'warm' } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  for (const width of PHONE_AND_TABLET) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/module/${courseId}`);
    const title = page.getByRole('heading', { level: 1, name: LONG_TITLE });
    await expect(title).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    // The cover's title: within its column at any width, its long word broken rather than cut.
    await expect.poll(() => title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const cover = await box(page.locator('.player-cover'));
    const titleBox = await box(title);
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(cover.x + cover.width + 1);

    // The bar: the module's title keeps a readable width, the controls are apart and on screen.
    const bar = page.getByRole('navigation', { name: 'Module' });
    expect((await box(bar.locator('.player-bar__title'))).width).toBeGreaterThanOrEqual(96);
    const controls = bar.locator('button, select, [role="progressbar"]');
    const boxes = await Promise.all((await controls.all()).map(box));
    expect(boxes.length).toBe(3);
    for (const [i, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(width);
      for (const b of boxes.slice(i + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
    }
    await expectUncovered(bar.locator('button, select'));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/learner-${width}.png` });

    // Another language: its title fits as well, and the bar and the chooser still say what they are, in Spanish.
    await bar.getByRole('combobox', { name: 'Language' }).selectOption('es');
    const spanish = page.getByRole('heading', { level: 1, name: SPANISH_TITLE });
    await expect(spanish).toBeVisible();
    await expect.poll(() => spanish.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/learner-es-${width}.png` });
    await page.getByRole('navigation', { name: 'Módulo' }).getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(title).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the editor’s bar with a colleague in the module: Undo, Redo and every action uncovered from a phone to a desktop', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api, LONG_TITLE);
  const { token } = await inviteIntoOrganisation(request, api.token, { first: 'Cleo', last: 'Colleague' });
  const colleagueContext = await browser.newContext();
  await colleagueContext.addCookies([{ name: 'tessera_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`/edit/${courseId}`);
  await colleague.getByLabel('Heading', { exact: true }).first().click();

  // The colleague was there first: the author sees them on arriving, not at their next repeat.
  await page.context().addCookies([{ name: 'tessera_token', value: api.token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto(`/edit/${courseId}`);
  const alsoHere = page.getByRole('list', { name: 'Also here' });
  await expect(alsoHere).toContainText('Cleo Colleague · Heading', { timeout: 10_000 });

  const actions = page.getByRole('toolbar', { name: 'Editor actions' });
  for (const width of [...PHONE_AND_TABLET, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(actions.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectUncovered(actions.locator('button, a'));
    await expectUncovered(page.locator('.editor-bar__back'));
    // The colleague's avatar is in sight, inside the status, not under the buttons.
    const avatar = await box(alsoHere.locator('li').first());
    const undo = await box(actions.getByRole('button', { name: 'Undo' }));
    expect(avatar.width).toBeGreaterThan(0);
    if (Math.abs(avatar.y - undo.y) < undo.height) expect(avatar.x + avatar.width).toBeLessThanOrEqual(undo.x);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/editor-${width}.png` });
  }
  await colleagueContext.close();
});
