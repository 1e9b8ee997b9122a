import { expect, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { chooseLanguages, translateBySource } from '../integration/delivery/translations';
import { xapiProblems } from '../support/xapi-rules';
import { answerFirstQuestion, answerLastQuestion, singleChoice } from './fixtures/fire-safety-quiz';
import { lrsPort } from './fixtures/fake-lrs';

type Statement = {
  actor: { account: { name: string } };
  verb: { id: string };
  object: { id: string; definition: { name: Record<string, string>; interactionType?: string } };
  result?: { success?: boolean; response?: string; score?: { scaled: number }; duration?: string };
  context?: { registration?: string; language?: string };
  timestamp: string;
};

/** What the browser tests' LRS (tests/e2e/fixtures/fake-lrs.ts) has taken for a module. */
async function statementsOf(baseURL: string, courseId: string): Promise<Statement[]> {
  const port = lrsPort(Number(new URL(baseURL).port));
  const all = (await (await fetch(`http://127.0.0.1:${port}/received`)).json()) as Statement[];
  return all.filter((s) => s.object.id.includes(`/share/${courseId}`));
}

const verbOf = (s: Statement) => s.verb.id.replace('http://adlnet.gov/expapi/verbs/', '');

/** The module's statements once `verbs` have all arrived, in order. */
async function statementsOnce(baseURL: string, courseId: string, verbs: string[]) {
  await expect
    .poll(async () => (await statementsOf(baseURL, courseId)).map(verbOf), { timeout: 20_000 })
    .toEqual(verbs);
  return statementsOf(baseURL, courseId);
}

/** One attempt: a single registration, and every statement one a strict LRS takes. */
function expectOneValidAttempt(statements: Statement[]) {
  expect(statements.flatMap((s) => xapiProblems(s))).toEqual([]);
  const registrations = new Set(statements.map((s) => s.context?.registration));
  expect(registrations.size).toBe(1);
  expect([...registrations][0]).toMatch(/^[0-9a-f-]{36}$/);
}

/** The time the page was open, from its terminated statement's ISO 8601 duration. */
const secondsOf = (duration = '') => {
  const [, h = '0', m = '0', s = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(duration) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

const SPANISH = {
  'Fire safety: the basics': 'Seguridad contra incendios: lo básico',
  'Which extinguisher for electrical fires?': '¿Qué extintor para incendios eléctricos?',
  Water: 'Agua',
};

test('a share-link learner’s attempt reaches the LRS as xAPI statements, in order, without holding the learner up; a reload resumes it, leaving terminates it', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  const openedAt = Date.now();
  await page.goto(`/share/${courseId}`);
  await answerFirstQuestion(page);
  await answerLastQuestion(page);

  const answered = ['initialized', 'answered', 'answered', 'answered', 'completed', 'passed'];
  const statements = await statementsOnce(baseURL!, courseId, answered);
  expectOneValidAttempt(statements);
  expect(new Set(statements.map((s) => s.actor.account.name)).size).toBe(1);
  for (const s of statements) expect(s.context?.language).toBe('en');
  expect(statements[1]).toMatchObject({
    object: {
      definition: { name: { en: 'Which extinguisher for electrical fires?' }, interactionType: 'choice' },
    },
    result: { success: false, response: 'a_water' },
  });
  expect(statements[3]).toMatchObject({
    object: { definition: { interactionType: 'fill-in' } },
    result: { success: true, response: '112' },
  });
  expect(statements[5]).toMatchObject({ result: { success: true, score: { scaled: 0.5 } } });
  // The learner's own times, in the order they were made.
  const times = statements.map((s) => Date.parse(s.timestamp));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times[0]).toBeGreaterThanOrEqual(openedAt - 1000);

  // Back later: the same attempt goes on; no second initialized, completed or passed.
  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.locator('.player-results')).toContainText('Well done, you passed!');
  const reloaded = await statementsOnce(baseURL!, courseId, [...answered, 'terminated', 'resumed']);
  expectOneValidAttempt(reloaded);
  // The first page was open from before its first statement to after its last.
  expect(secondsOf(reloaded[6]!.result?.duration)).toBeGreaterThanOrEqual((times[5]! - times[0]!) / 1000);

  // The learner leaves: terminated, with how long this page (not the attempt) was open.
  await page.goto('about:blank');
  const left = await statementsOnce(baseURL!, courseId, [...answered, 'terminated', 'resumed', 'terminated']);
  expectOneValidAttempt(left);
  const secondPage = secondsOf(left[8]!.result?.duration);
  expect(secondPage).toBeGreaterThan(0);
  expect(secondPage).toBeLessThanOrEqual((Date.now() - reloadedAt) / 1000);
});

test('a share-link learner’s words are keyed by the language the module is shown in, as it changes', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  await chooseLanguages(api, courseId, ['en', 'es']);
  await republish(api, courseId, await translateBySource(api, courseId, 'es', SPANISH), {});
  await page.goto(`/share/${courseId}?lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const spanishQuestion = page.getByRole('group', { name: SPANISH['Which extinguisher for electrical fires?'] });
  const spanish = page.locator('form', { has: spanishQuestion });
  await spanish.getByRole('radio', { name: 'Agua' }).check();
  // The player speaks the module's language: its own words are the Spanish pack's.
  await spanish.getByRole('button', { name: 'Comprobar respuesta' }).click();
  await expect(spanish.getByRole('status')).toContainText('Te queda 1 intento');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await singleChoice(page).getByRole('button', { name: 'Check answer' }).click();
  await expect(singleChoice(page).getByRole('status')).toContainText('No attempts left');
  await page.goto('about:blank');

  const statements = await statementsOnce(baseURL!, courseId, ['initialized', 'answered', 'answered', 'terminated']);
  expectOneValidAttempt(statements);
  expect(statements.map((s) => s.context?.language)).toEqual(['es', 'es', 'en', 'en']);
  expect(statements.map((s) => s.object.definition.name)).toEqual([
    { es: SPANISH['Fire safety: the basics'] },
    { es: SPANISH['Which extinguisher for electrical fires?'] },
    { en: 'Which extinguisher for electrical fires?' },
    { en: 'Fire safety: the basics' },
  ]);
});
