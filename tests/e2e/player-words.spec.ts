import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { registerInBrowser } from './register-in-browser';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
const languageRow = (page: Page, name: string) =>
  page.locator('li.translation-language').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });

async function addLanguage(page: Page, code: string, name: string) {
  await page.getByLabel('Add a language').selectOption(code);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(languageRow(page, name)).toBeVisible();
}

/** A language of the panel at a phone and a desktop width, at the top of the screen, into .tmp/ to look at. */
async function shoot(page: Page, name: string, row: Locator) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `.tmp/player-words/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an author writes the Spanish player’s own “Start”, which the preview and learners on ?lang=es then read; a language without a pack says its player words are English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerInBrowser(page, 'Paula', 'Words');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('textbox', { name: 'Module title' }).fill('Fire drill');
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('The red door is the exit.');
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Before the alarm');
  await card(page, 'ImageBlockComponent')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await saved(page);

  await page.getByRole('button', { name: 'Translations' }).click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  // The module's own language has its player words too.
  await expect(panel.getByRole('button', { name: 'Player words in English', exact: true })).toBeVisible();
  await addLanguage(page, 'es', 'Spanish');
  const spanish = languageRow(page, 'Spanish');
  await spanish.getByRole('button', { name: 'Machine-translate' }).click();
  await expect(page.getByText(/Translated \d+ fields? into Spanish/)).toBeVisible({ timeout: 30_000 });
  // Out of the screenshots' way (on a busy machine it would have gone on its own before them).
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(spanish.getByText(/show in English/)).toHaveCount(0);

  // Opened from the keyboard; a filter finds the word among them all.
  const toggle = spanish.getByRole('button', { name: 'Player words in Spanish', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const words = spanish.getByRole('form', { name: 'Player words in Spanish' });
  const filter = words.getByRole('searchbox', { name: 'Filter the player words in Spanish' });
  await filter.fill('nothing like this');
  await expect(words.getByText('No player word matches “nothing like this”.')).toBeVisible();
  await filter.fill('start');
  const start = words.getByRole('textbox', { name: 'The cover’s button that begins the module' });
  await expect(start).toHaveAccessibleDescription('Default: Empezar');
  await expect(start).toHaveValue('');

  // A broken message is refused beside its box, which takes the focus; fixed, it is saved and the focus stays.
  await start.fill('Comenzar {');
  await words.getByRole('button', { name: 'Save player words' }).click();
  await expect(words.getByText('Not saved: this is not a valid message (check its braces).')).toBeVisible();
  await expect(start).toBeFocused();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await start.fill('Comenzar ya');
  await start.press('Enter');
  await expect(words.getByRole('status')).toHaveText('Saved');
  await expect(start).toBeFocused();
  await expect(start).not.toHaveAttribute('aria-invalid');
  await expect(spanish.getByRole('button', { name: 'Player words in Spanish (1 changed)' })).toBeVisible();

  // Swahili has no pack: its row says the player's words show in English, and where to write them.
  await addLanguage(page, 'sw', 'Swahili');
  const swahili = languageRow(page, 'Swahili');
  await expect(swahili.getByRole('note')).toHaveText(
    'The player has no words of its own in Swahili yet: its buttons and messages (Start, Check answer…) show in English. You can write them in Swahili under Player words.',
  );
  await swahili.getByRole('button', { name: 'Player words in Swahili', exact: true }).click();
  await expect(
    swahili.getByRole('textbox', { name: 'The cover’s button that begins the module' }),
  ).toHaveAccessibleDescription('Default (English): Start');
  await shoot(page, 'spanish-open', spanish);
  await shoot(page, 'swahili-notice', swahili);
  await filter.fill('');
  await expectNoAxeViolations(page);

  // The draft's preview speaks the author's words already.
  await page.getByRole('link', { name: 'Preview' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('button', { name: 'Comenzar ya' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the editor' }).click();

  // Published, a learner on ?lang=es reads them.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('dialog', { name: 'Published: learners see this version' })).toBeVisible();
  await page.keyboard.press('Escape');
  const learner = await page.context().newPage();
  await learner.goto(`/module/${courseId}?lang=es`);
  await expect(learner.locator('html')).toHaveAttribute('lang', 'es');
  await expect(learner.getByRole('button', { name: 'Comenzar ya' })).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Empezar' })).toHaveCount(0);
  await learner.close();
});

test('on a slow server, words typed while the player words save are kept, and saved next', async ({ page }) => {
  test.setTimeout(120_000);
  await registerInBrowser(page, 'Sloane', 'Slow');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  await saved(page);
  // Every save of the player words takes 3 s to be answered.
  await page.route(/\/player-words$/, async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Translations' }).click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  await panel.getByRole('button', { name: 'Player words in English', exact: true }).click();
  const words = panel.getByRole('form', { name: 'Player words in English' });
  await words.getByRole('searchbox', { name: 'Filter the player words in English' }).fill('start');
  const start = words.getByRole('textbox', { name: 'The cover’s button that begins the module' });
  await start.fill('Begin');
  await start.press('Enter');
  await expect(words.getByRole('status')).toHaveText('Saving…');
  await start.press('End');
  await page.keyboard.type(' here');
  await expect(start).toHaveValue('Begin here');
  // The first save's answer arrives: what was typed meanwhile stays, unsaved until saved.
  await expect(words.getByRole('status')).not.toHaveText('Saving…', { timeout: 10_000 });
  await expect(start).toHaveValue('Begin here');
  await start.press('Enter');
  await expect(words.getByRole('status')).toHaveText('Saved', { timeout: 10_000 });
  await page.reload();
  await page.getByRole('button', { name: 'Translations' }).click();
  await panel.getByRole('button', { name: /^Player words in English/ }).click();
  await words.getByRole('searchbox', { name: 'Filter the player words in English' }).fill('start');
  await expect(start).toHaveValue('Begin here');
});
