import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { startLms, type Lms } from '../integration/delivery/lms-host';
import { unzipPackage } from '../integration/delivery/scorm-files';
import { chooseLanguages, translateBySource } from '../integration/delivery/translations';

const SPANISH = {
  'Fire safety: the basics': 'Seguridad contra incendios: lo básico',
  'What to do when the alarm rings': 'Qué hacer cuando suena la alarma',
  'Before you start': 'Antes de empezar',
  '<p>Welcome to <strong>fire safety</strong>.</p>':
    '<p>Bienvenido a la <strong>seguridad contra incendios</strong>.</p>',
  'Which extinguisher for electrical fires?': '¿Qué extintor para incendios eléctricos?',
  Water: 'Agua',
  'Type the emergency number': 'Escribe el número de emergencias',
  '112': 'ciento doce',
};
const ARABIC = {
  'Fire safety: the basics': 'السلامة من الحرائق: الأساسيات',
  'What to do when the alarm rings': 'ماذا تفعل عندما يرن الإنذار',
  'Before you start': 'قبل أن تبدأ',
  '<p>Welcome to <strong>fire safety</strong>.</p>': '<p>مرحبًا بك في <strong>السلامة من الحرائق</strong>.</p>',
  'Which extinguisher for electrical fires?': 'أي طفاية للحرائق الكهربائية؟',
  Water: 'ماء',
  'Type the emergency number': 'اكتب رقم الطوارئ',
};

/** The fire-safety module with Spanish and Arabic, published, through the authors' HTTP API. */
async function publishInThreeLanguages(baseURL: string) {
  const api = await author(baseURL);
  const { courseId } = await publishEveryBlock(api);
  await chooseLanguages(api, courseId, ['en', 'es', 'ar']);
  await translateBySource(api, courseId, 'es', SPANISH);
  await translateBySource(api, courseId, 'ar', ARABIC);
  // The author's own word for the Spanish player's start.
  const words = await api.put(`/courses/translate/${courseId}/es/player-words`, {
    words: { 'cover.start': 'Comenzar ya' },
  });
  await republish(api, courseId, words.body.revision, {});
  return { api, courseId };
}

const questionForm = (player: Page | FrameLocator, title: string) =>
  player.locator('form', { has: player.getByRole('group', { name: title }) });

/** The player's own words as a learner reads them: the packs', and the author's Spanish start. */
const WORDS = {
  en: { start: 'Start', check: 'Check answer', correct: 'Correct!', language: 'Language', bar: 'Module' },
  es: { start: 'Comenzar ya', check: 'Comprobar respuesta', correct: '¡Correcto!', language: 'Idioma', bar: 'Módulo' },
  ar: { start: 'ابدأ', check: 'تحقّق من الإجابة', correct: 'إجابة صحيحة!', language: 'اللغة', bar: 'الوحدة' },
};

async function answerFreeText(player: Page | FrameLocator, title: string, answer: string, words = WORDS.en) {
  const form = questionForm(player, title);
  await form.getByRole('textbox').fill(answer);
  await form.getByRole('button', { name: words.check }).click();
  await expect(form.getByRole('status')).toContainText(words.correct);
}

/** The chooser, whatever language its label is in. */
const languageChooser = (player: Page | FrameLocator) => player.locator('.player-language__select');

const shot = async (page: Page, name: string) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/learner-languages/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** WCAG 2.2 AA: with the chooser in the bar, in a right-to-left module (lang of parts included). */
const expectAccessibleLearnerPage = (page: Page) => expectNoAxeViolations(page, { tags: WCAG_22_AA });

const leftOf = async (locator: Locator) => (await locator.boundingBox())!.x;

test.describe('a module in its languages', () => {
  test('a learner switches language mid-way, keeps their progress and their place, and reads Arabic right to left', async ({
    page,
    baseURL,
  }) => {
    const { courseId } = await publishInThreeLanguages(baseURL!);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/module/${courseId}`);
    const chooser = languageChooser(page);
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // The browser speaks English: the module's own language.
    await expect(chooser).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(chooser.locator('option')).toHaveText(['English', 'Español', 'العربية']);

    await page.getByRole('button', { name: 'Start' }).click();
    const single = questionForm(page, 'Which extinguisher for electrical fires?');
    await single.getByRole('radio', { name: 'CO2' }).check();
    await single.getByRole('button', { name: 'Check answer' }).click();
    await expect(single.getByRole('status')).toContainText('Correct!');
    const progress = await page.getByRole('progressbar', { name: 'Completion' }).getAttribute('aria-valuenow');

    // Mid-way: the question stays where it is on the screen, the focus on the chooser.
    const before = (await single.boundingBox())!.y;
    await chooser.focus();
    await chooser.selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Antes de empezar' })).toBeAttached();
    await expect(chooser).toBeFocused();
    // The player's own words switch too: the Spanish pack's, the author's start.
    await expect(page.getByRole('combobox', { name: WORDS.es.language })).toBeFocused();
    await expect(page.getByRole('button', { name: WORDS.es.start })).toBeVisible();
    const spanishSingle = questionForm(page, SPANISH['Which extinguisher for electrical fires?']);
    await expect(spanishSingle.getByRole('status')).toContainText(WORDS.es.correct);
    await expect(spanishSingle.getByRole('radio', { name: 'CO2' })).toBeChecked();
    expect(Math.abs((await spanishSingle.boundingBox())!.y - before)).toBeLessThan(4);
    await expect(page.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuenow', progress!);
    await expect(page).toHaveTitle(SPANISH['Fire safety: the basics']);

    // The Spanish answer is the right one in Spanish.
    await answerFreeText(page, SPANISH['Type the emergency number'], 'ciento doce', WORDS.es);
    await expect(page.locator('.player-results')).toContainText('Well done, you passed!');
    await shot(page, 'es');

    await chooser.selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: ARABIC['Before you start'] })).toBeAttached();
    await expect(questionForm(page, ARABIC['Type the emergency number']).getByRole('status')).toContainText(
      WORDS.ar.correct,
    );
    await expect(page.getByRole('button', { name: WORDS.ar.start })).toBeVisible();
    // Mirrored: the bar's title at the right, the chooser to its left; the cover's title starts at the right edge.
    const bar = page.getByRole('navigation', { name: WORDS.ar.bar });
    expect(await leftOf(bar.locator('.player-bar__title'))).toBeGreaterThan(await leftOf(chooser));
    const gaps = await page
      .locator('.player-cover')
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => {
        const words = document.createRange();
        words.selectNodeContents(heading);
        const text = words.getBoundingClientRect();
        const box = heading.getBoundingClientRect();
        return { left: text.left - box.left, right: box.right - text.right };
      });
    expect(gaps.right).toBeLessThan(gaps.left);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessibleLearnerPage(page);
    await shot(page, 'ar');
    await questionForm(page, ARABIC['Which extinguisher for electrical fires?']).scrollIntoViewIfNeeded();
    await shot(page, 'ar-questions');

    // The next visit opens in the learner's choice, with what they did; a link's ?lang= wins.
    await page.reload();
    await expect(page.getByRole('combobox', { name: WORDS.ar.language })).toHaveValue('ar');
    await expect(questionForm(page, ARABIC['Type the emergency number']).getByRole('status')).toContainText(
      WORDS.ar.correct,
    );
    await page.goto(`/module/${courseId}?lang=es`);
    await expect(page.getByRole('combobox', { name: WORDS.es.language })).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a browser in Mexican Spanish opens the Spanish module', async ({ browser, baseURL }) => {
    const { courseId } = await publishInThreeLanguages(baseURL!);
    const context = await browser.newContext({ locale: 'es-MX', baseURL });
    const page = await context.newPage();
    await page.goto(`/module/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: SPANISH['Fire safety: the basics'] })).toBeVisible();
    // es-MX speaks the Spanish pack, with the author's start; back in English, the English words.
    await expect(page.getByRole('button', { name: 'Comenzar ya' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprobar respuesta' }).first()).toBeAttached();
    await expect(page.getByText(/Unos \d+ min/)).toBeVisible();
    await languageChooser(page).selectOption('en');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check answer' }).first()).toBeAttached();
    await context.close();
  });

  const LMS_LANGUAGE = { scorm2004: ['es-ES', 'es', 'ltr'], scorm12: ['ar', 'ar', 'rtl'] } as const;
  for (const [version, [lmsLanguage, expected, dir]] of Object.entries(LMS_LANGUAGE)) {
    test(`${version} bundled package: every language inside, the LMS's language (${lmsLanguage}) first, switching offline`, async ({
      page,
      baseURL,
    }) => {
      const { api, courseId } = await publishInThreeLanguages(baseURL!);
      const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: version });
      const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
      let lms: Lms | null = await startLms();
      try {
        lms.serve(unzipPackage(zip));
        const foreign: string[] = [];
        page.on('request', (r) => {
          if (!r.url().startsWith(lms!.origin) && !/^(about|data):/.test(r.url())) foreign.push(r.url());
        });
        await page.goto(lms.url(version, `learner-${version}`, '', lmsLanguage));
        const player = page.frameLocator('#sco');
        const chooser = languageChooser(player);
        await expect(chooser).toHaveValue(expected);
        await expect(player.locator('html')).toHaveAttribute('dir', dir);
        // The package carries the packs: the player's words are the LMS language's, offline.
        await expect(player.getByRole('button', { name: WORDS[expected].start })).toBeVisible();
        await chooser.selectOption('en');
        await expect(player.getByRole('heading', { level: 1, name: 'Fire safety: the basics' })).toBeVisible();
        await answerFreeText(player, 'Type the emergency number', '112');
        await chooser.selectOption('es');
        await expect(questionForm(player, SPANISH['Type the emergency number']).getByRole('status')).toContainText(
          WORDS.es.correct,
        );
        // Nothing from the web (the embedded poster aside): every language came in the package.
        expect(foreign.filter((u) => !u.startsWith('https://tessera.invalid/'))).toEqual([]);
      } finally {
        await lms.close();
        lms = null;
      }
    });
  }
});
