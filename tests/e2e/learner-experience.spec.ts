import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';

/** Screenshots to look at by eye (not committed, not compared). */
const SHOTS = '.tmp/learner-shots';
const WIDTHS = { desktop: 1440, phone: 375 } as const;

type Api = Awaited<ReturnType<typeof author>>;

const PAIRS = [
  { left: 'Water', right: 'Paper fires' },
  { left: 'CO2', right: 'Electrical fires' },
  { left: 'Foam', right: 'Liquid fires' },
];
const partnerOf = new Map(PAIRS.flatMap((p) => [[p.left, p.right] as const, [p.right, p.left] as const]));

/** A module of sections (headings at levels that would skip) and the three games, games counted for completion. */
async function publishGames(api: Api) {
  const created = await api.post('/courses/', { course: { title: 'Fire games', description: 'Play to learn' } });
  const courseId = created.body.course.id as string;
  const starters = (created.body.course.blocks as { id: string }[]).map((b) => b.id);
  let revision = created.body.revision as number;
  for (const block of [
    { type: 'HeadingBlockComponent', data: { text: 'Warm up', level: 1 } },
    { type: 'TextBlockComponent', data: { html: '<p>Three games about extinguishers.</p>' } },
    { type: 'HeadingBlockComponent', data: { text: 'Memory', level: 3 } },
    { type: 'CVRBlockComponent', data: { game: 'memory', pairs: PAIRS } },
    { type: 'HeadingBlockComponent', data: { text: 'Word match', level: 2 } },
    { type: 'CVRBlockComponent', data: { game: 'word-match', pairs: PAIRS } },
    { type: 'HeadingBlockComponent', data: { text: 'Arcade', level: 2 } },
    { type: 'CVRBlockComponent', data: { game: 'arcade', pairs: PAIRS } },
  ]) {
    const added = await api.post('/blocks/', { courseId, block });
    revision = added.body.revision;
  }
  return republish(api, courseId, revision, { deletedBlocks: starters, settings: { trackNonScorableQuestions: true } });
}

const expectAccessibleLearnerPage = (page: Page) =>
  expectNoAxeViolations(page, { tags: WCAG_22_AA, alsoRules: ['heading-order'] });

const focusedBlockId = (page: Page) =>
  page.evaluate(() => (document.activeElement?.closest('[data-block-id]') as HTMLElement | null)?.dataset.blockId);

async function shoot(page: Page, name: string, target?: Locator) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: device === 'phone' ? 812 : 900 });
    if (target) await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Presses an arrow key until the focus is on `target` (one of `buttons`, in the order the keys move). */
async function arrowTo(page: Page, buttons: Locator, target: number, key: 'ArrowRight' | 'ArrowDown') {
  const back = key === 'ArrowRight' ? 'ArrowLeft' : 'ArrowUp';
  for (let guard = 0; guard < 20; guard++) {
    const at = await buttons.evaluateAll((all) => all.indexOf(document.activeElement as HTMLButtonElement));
    if (at === target) return;
    await page.keyboard.press(at < target ? key : back);
  }
  throw new Error(`the focus never reached button ${target}`);
}

test('a learner plays the memory game and word match with the keyboard only, to the end; results stay after a reload', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishGames(api);
  await page.goto(`/module/${courseId}`);
  const wheel = page.getByRole('progressbar', { name: 'Completion' });
  await expect(wheel).toHaveAttribute('aria-valuenow', '0');

  const memory = page.getByRole('region', { name: 'Memory game' });
  const cards = memory.getByRole('button', { name: /^Card / });
  await expect(cards).toHaveCount(6);
  await expect(memory).not.toContainText('Paper fires');
  const status = memory.getByRole('status');
  await shoot(page, 'game-memory', memory);

  // A memory player remembers what each card showed.
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const textOf = async (i: number) => (await cards.nth(i).getAttribute('aria-label'))!.replace(/^Card \d+: /, '');
  const turn = async (i: number, key: 'Enter' | 'Space') => {
    await arrowTo(page, cards, i, 'ArrowRight');
    await page.keyboard.press(key);
    await expect(cards.nth(i)).not.toHaveAttribute('aria-label', /face down/);
    seen.set(i, await textOf(i));
    return seen.get(i)!;
  };
  await cards.first().focus();
  for (let round = 0; round < 12 && matched.size < 6; round++) {
    const first = [...Array(6).keys()].find((i) => !matched.has(i))!;
    const text = await turn(first, 'Enter');
    const known = [...seen].find(([i, t]) => i !== first && !matched.has(i) && t === partnerOf.get(text));
    const second = known?.[0] ?? [...Array(6).keys()].find((i) => i !== first && !matched.has(i) && !seen.has(i))!;
    await turn(second, 'Space');
    // The last match is announced as the end of the game.
    await expect(status).toHaveText(/^(Match!|Not a match:|All pairs matched)/);
    if (!(await status.textContent())!.startsWith('Not a match')) {
      matched.add(first);
      matched.add(second);
    }
  }
  await expect(status).toHaveText(/^All pairs matched in \d+ tries\.$/);
  await expect(memory.getByRole('button', { name: 'Play again' })).toBeFocused();
  await expect(cards.filter({ hasText: 'Water' })).toHaveAttribute('aria-label', /matched/);
  await expect(wheel).toHaveAttribute('aria-valuenow', '33');
  await shoot(page, 'game-memory-done', memory);

  const match = page.getByRole('region', { name: 'Word match game' });
  const left = match.getByRole('list', { name: 'Match these' }).getByRole('button');
  const right = match.getByRole('list', { name: 'With these' }).getByRole('button');
  const leftTexts = await left.allTextContents();
  const rightTexts = await right.allTextContents();
  const matchStatus = match.getByRole('status');
  await left.first().focus();
  // One wrong pick first: the learner hears it, and nothing is matched.
  const wrong = rightTexts.findIndex((t) => t !== partnerOf.get(leftTexts[0]!));
  await page.keyboard.press('Enter');
  await expect(left.first()).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await arrowTo(page, right, wrong, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(matchStatus).toHaveText(/^Not a match: /);
  await expect(left.first()).toHaveAttribute('aria-pressed', 'false');
  for (const [row, text] of leftTexts.entries()) {
    await page.keyboard.press('ArrowLeft');
    await arrowTo(page, left, row, 'ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await arrowTo(page, right, rightTexts.indexOf(partnerOf.get(text)!), 'ArrowDown');
    await page.keyboard.press('Enter');
    if (row < leftTexts.length - 1) await expect(matchStatus).toHaveText(`Match! ${text} and ${partnerOf.get(text)}.`);
  }
  await expect(matchStatus).toHaveText('All pairs matched in 4 tries.');
  await expect(wheel).toHaveAttribute('aria-valuenow', '67');

  const arcade = page.getByRole('region', { name: 'Arcade game' });
  await expect(arcade.getByRole('timer')).toBeVisible();
  await expect(arcade).toContainText('Score 0');
  await shoot(page, 'game-arcade', arcade);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Word match game' })).toContainText(
    'Last time you matched all pairs in 4 tries.',
  );
  await expect(page.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', '67');
});

test('the sections menu: a disclosure that Escape closes, and a section chosen takes the focus', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishGames(api);
  await page.goto(`/share/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fire games' })).toBeVisible();
  // The author's levels 1, 3, 2, 2 never skip one on the page.
  await expect(page.getByRole('heading', { level: 2, name: 'Warm up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Memory' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Arcade' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Sections' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(list.getByRole('button')).toHaveText(['Warm up', 'Memory', 'Word match', 'Arcade']);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('button', { name: 'Warm up' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await list.getByRole('button', { name: 'Arcade' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Arcade' })).toBeFocused();
  await expect(list).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Arcade' })).toBeInViewport();
});

test('a learner who reloads mid-module continues where they were: answers kept, the cover says Continue', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId, course } = await publishEveryBlock(api);
  await page.goto(`/module/${courseId}`);
  await expect(page.getByText(/About \d+ min/)).toBeVisible();
  await shoot(page, 'cover');
  const start = page.getByRole('button', { name: 'Start' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeFocused();

  const single = page.locator('form', {
    has: page.getByRole('group', { name: 'Which extinguisher for electrical fires?' }),
  });
  await single.getByRole('radio', { name: 'Water' }).check();
  await single.getByRole('button', { name: 'Check answer' }).click();
  await expect(single.getByRole('status')).toHaveText('Not quite. You have 1 attempt left.');

  const blocks = course.blocks as { id: string; type: string }[];
  // The learner scrolls on to the game, mid-module.
  const place = blocks.find((b) => b.type === 'CVRBlockComponent')!.id;
  await page.locator(`[data-block-id="${place}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect
    .poll(() =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').location, `tessera.progress.${courseId}`),
    )
    .toBe(place);

  await page.reload();
  const resume = page.getByRole('button', { name: 'Continue' });
  await expect(resume).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(single.getByRole('status')).toHaveText('Not quite. You have 1 attempt left.');
  await expect(single.getByRole('radio', { name: 'Water' })).toBeChecked();
  await resume.click();
  expect(await focusedBlockId(page)).toBe(place);
  await expect(page.locator(`[data-block-id="${place}"]`)).toBeInViewport();

  // Another browser (no saved progress) starts afresh.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('the three question layouts: stacked, grid (columns on wide screens) and a carousel of the questions', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  let { courseId, revision } = await publishEveryBlock(api);
  const choice = page.locator('.player-options');

  await page.goto(`/module/${courseId}`);
  await expect(choice).toHaveClass(/player-options--stacked/);
  await shoot(page, 'layout-stacked', choice);

  ({ revision } = await republish(api, courseId, revision, { settings: { layout: { questionLayout: 'grid' } } }));
  await page.goto(`/module/${courseId}`);
  await expect(choice).toHaveClass(/player-options--grid/);
  const columns = () => choice.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBeGreaterThanOrEqual(2);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await columns()).toBe(1);
  await shoot(page, 'layout-grid', choice);

  await republish(api, courseId, revision, { settings: { layout: { questionLayout: 'carousel' } } });
  await page.goto(`/module/${courseId}`);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slide = carousel.getByRole('group', { name: 'Question 1 of 2' });
  await expect(slide).toContainText('Which extinguisher for electrical fires?');
  await expect(carousel).not.toContainText('Type the emergency number');
  await expect(carousel.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await shoot(page, 'layout-carousel', carousel);
  await carousel.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  const second = carousel.getByRole('group', { name: 'Question 2 of 2' });
  await expect(second).toBeFocused();
  await expect(second).toContainText('Type the emergency number');
  await expect(carousel.getByRole('button', { name: 'Next' })).toBeDisabled();
  await second.getByLabel('Your answer').fill('112');
  await second.getByLabel('Your answer').press('Enter');
  await expect(second.getByRole('status')).toHaveText('Correct!');
  await shoot(page, 'feedback-correct', carousel);
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(carousel.getByRole('group', { name: 'Question 1 of 2' })).toBeFocused();
});

test('the learner view of a module with every block type has no axe violation (WCAG 2.2 AA and heading order)', async ({
  page,
  baseURL,
}) => {
  // Eight axe passes over every block type: on 2 busy cores that alone can take most of a minute.
  test.setTimeout(180_000);
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/module/${courseId}`);
    await expect(page.locator('.player-block').first()).toBeVisible();
    await expectAccessibleLearnerPage(page);
  }
  await page.getByRole('button', { name: 'Sections' }).click();
  await expect(page.getByRole('button', { name: 'Before you start' })).toBeVisible();
  await expectAccessibleLearnerPage(page);
  await page.keyboard.press('Escape');
  const memory = page.getByRole('region', { name: 'Memory game' });
  await memory.getByRole('button').first().click();
  await memory.getByRole('button').nth(1).click();
  await expect(memory.getByRole('status')).toHaveText(/All pairs matched/);
  const single = page.locator('form', {
    has: page.getByRole('group', { name: 'Which extinguisher for electrical fires?' }),
  });
  await single.getByRole('radio', { name: 'Water' }).check();
  await single.getByRole('button', { name: 'Check answer' }).click();
  await expect(single.getByRole('status')).toContainText('Not quite');
  await shoot(page, 'feedback-incorrect', single);
  await expectAccessibleLearnerPage(page);

  await single.getByRole('button', { name: 'Check answer' }).click();
  const free = page.locator('form', { has: page.getByRole('group', { name: 'Type the emergency number' }) });
  await free.getByLabel('Your answer').fill('112');
  await free.getByLabel('Your answer').press('Enter');
  const wheel = page.getByRole('progressbar', { name: 'Completion' });
  await expect(wheel).toHaveAttribute('aria-valuenow', '100');
  // "100%" stays inside its ring.
  const inside = await wheel.evaluate((ring) => {
    const text = document.createRange();
    text.selectNodeContents(ring.querySelector('span')!);
    const label = text.getBoundingClientRect();
    // The ring's inner edge: radius 17 less half the 3-wide stroke, in a 40-wide view box.
    const inner = ring.getBoundingClientRect().width * (15.5 / 40);
    return Math.hypot(label.width / 2, label.height / 2) <= inner;
  });
  expect(inside).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.player-bar').screenshot({ path: `${SHOTS}/wheel-100.png`, animations: 'disabled' });
  await expectAccessibleLearnerPage(page);
});
