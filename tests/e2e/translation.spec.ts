import { expect, test, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';
import { expectNoAxeViolations } from './fixtures/axe';

const card = (page: Page, type: string) => page.locator(`section.block-card[data-block-type="${type}"]`).first();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
const languageRow = (page: Page, name: string) =>
  page.locator('li.translation-language').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
const segmentRow = (page: Page, label: string) =>
  page.locator('.translation-row').filter({ has: page.getByText(label, { exact: true }) });

async function addLanguage(page: Page, code: string, name: string) {
  await page.getByLabel('Add a language').selectOption(code);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(languageRow(page, name)).toBeVisible();
}

test('an author translates a module into Spanish offline, fixes and re-translates, and adds Arabic right to left', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerInBrowser(page, 'Tomas', 'Translator');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const moduleUrl = page.url();
  await page.getByRole('textbox', { name: 'Module title' }).fill('Fire safety');
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('The red door is the exit.');
  await card(page, 'HeadingBlockComponent').getByLabel('Heading', { exact: true }).fill('Before the alarm');
  await card(page, 'ImageBlockComponent')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page
    .getByRole('list', { name: 'Block types' })
    .getByRole('button', { name: /^Question/ })
    .click();
  const question = card(page, 'QuestionBlockComponent');
  await question.getByLabel('Question', { exact: true }).fill('Which door is the exit?');
  await question.getByLabel('Option 1', { exact: true }).fill('The red door');
  await question.getByLabel('Option 2', { exact: true }).fill('The blue door');
  await question.getByLabel('Correct answer: option 1').check();
  await saved(page);

  // Add Spanish and machine-translate it offline (Apertium).
  await page.getByRole('button', { name: 'Translations' }).click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  await expect(panel.getByText(/Offline machine translation \(Apertium\) from English into .*Spanish/)).toBeVisible();
  await expect(panel.getByText(/No translations yet/)).toBeVisible();
  await addLanguage(page, 'es', 'Spanish');
  await expect(languageRow(page, 'Spanish').getByText('Not started')).toBeVisible();
  await languageRow(page, 'Spanish').getByRole('button', { name: 'Machine-translate' }).click();
  await expect(page.getByText('Translated 6 fields into Spanish')).toBeVisible({ timeout: 30_000 });
  await expect(languageRow(page, 'Spanish').getByText('Machine translated')).toBeVisible();
  await expectNoAxeViolations(page);

  // Fix the heading by hand, beside the original.
  await languageRow(page, 'Spanish').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Spanish translation' })).toBeVisible();
  const heading = page.getByRole('textbox', { name: 'Heading, Spanish' });
  await expect(heading).toHaveValue(/alarma/i);
  await expect(segmentRow(page, 'Heading').getByText('Machine')).toBeVisible();
  await heading.fill('Antes de que suene la alarma');
  await heading.blur();
  await saved(page);
  await expect(segmentRow(page, 'Heading').getByText('Edited')).toBeVisible();
  await expect(page.getByText('In review')).toBeVisible();
  await expectNoAxeViolations(page);

  // Change the source of the text: its translation is outdated, and says so.
  await page.getByRole('link', { name: 'Back to the module' }).click();
  await expect(page).toHaveURL(moduleUrl);
  await card(page, 'TextBlockComponent').getByRole('textbox', { name: 'Text' }).fill('The green door is the exit.');
  await saved(page);
  await page.getByRole('button', { name: 'Translations' }).click();
  await expect(languageRow(page, 'Spanish').getByText('Outdated', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(languageRow(page, 'Spanish').getByText('· 1 outdated')).toBeVisible();

  // Translate only that block again (partial translate); the hand-made heading stays.
  await languageRow(page, 'Spanish').getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('radio', { name: 'Still to translate (1)' }).check();
  const textBlock = page.getByRole('region', { name: 'Text' });
  await expect(textBlock.getByText('Source changed')).toBeVisible();
  await expect(textBlock.getByText(/The original changed since this was translated/)).toBeVisible();
  await textBlock.getByRole('button', { name: 'Translate this block' }).click();
  await expect(page.getByText(/Nothing left to translate/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'All fields' }).check();
  await expect(segmentRow(page, 'Text').getByRole('textbox')).toContainText(/verde/i);
  await expect(heading).toHaveValue('Antes de que suene la alarma');

  // Mark it translated.
  await page.getByRole('button', { name: 'Mark as translated' }).click();
  await expect(page.getByRole('button', { name: 'Marked translated' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.translation-bar').getByText('Translated', { exact: true })).toBeVisible();

  // Published, the module offers Spanish to learners, who take the quiz in it.
  await page.getByRole('link', { name: 'Back to the module' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  const learnerLink = await page
    .getByRole('dialog', { name: 'Published: learners see this version' })
    .getByLabel('Learner link')
    .inputValue();
  await page.keyboard.press('Escape');
  const learner = await page.context().newPage();
  await learner.goto(learnerLink);
  const chooser = learner.getByRole('combobox', { name: 'Language' });
  await expect(chooser.locator('option')).toHaveText(['English', 'Español']);
  await chooser.selectOption('es');
  await expect(learner.locator('html')).toHaveAttribute('lang', 'es');
  await expect(learner.getByRole('heading', { name: 'Antes de que suene la alarma' })).toBeAttached();
  await expect(learner.getByText(/puerta verde/i)).toBeVisible();
  // The player's own words are the Spanish pack's.
  await learner.getByRole('button', { name: 'Empezar', exact: true }).click();
  const quiz = learner.locator('form').filter({ has: learner.getByRole('checkbox') });
  await expect(quiz.getByRole('checkbox')).toHaveCount(2);
  await expect(quiz.getByRole('checkbox').first()).toHaveAccessibleName(/roja/i);
  await quiz.getByRole('checkbox').first().check();
  await quiz.getByRole('button', { name: 'Comprobar respuesta' }).click();
  await expect(quiz.getByRole('status')).toContainText('¡Correcto!');
  await expect(learner.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', '100');
  await learner.close();

  // Arabic: no offline pair, so it is typed; its fields run right to left.
  await page.getByRole('button', { name: 'Translations' }).click();
  await addLanguage(page, 'ar', 'Arabic');
  await expect(languageRow(page, 'Arabic').getByRole('button', { name: 'Machine-translate' })).toBeDisabled();
  await expect(
    languageRow(page, 'Arabic').getByText('No machine translation from English into Arabic on this server'),
  ).toBeVisible();
  await languageRow(page, 'Arabic').getByRole('link', { name: 'Edit' }).click();
  const title = page.getByRole('textbox', { name: 'Module title, Arabic' });
  await title.fill('السلامة من الحرائق');
  await expect(title.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'Text, Arabic' })).toHaveAttribute('dir', 'rtl');
  await title.blur();
  await saved(page);
  await expect(page.locator('.translation-bar').getByText('In progress')).toBeVisible();

  // The draft's preview offers its languages too, and lays Arabic out right to left.
  await page.getByRole('link', { name: 'Back to the module' }).click();
  await page.getByRole('link', { name: 'Preview' }).click();
  const previewChooser = page.getByRole('combobox', { name: 'Language' });
  await expect(previewChooser.locator('option')).toHaveText(['English', 'Español', 'العربية']);
  await previewChooser.selectOption('ar');
  await expect(page.locator('.learner-frame')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'السلامة من الحرائق' })).toBeVisible();
});
