import { expect, type Page, type Response, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock, republish } from '../integration/delivery/fixture';
import { chooseLanguages, translateBySource } from '../integration/delivery/translations';

/**
 * The learner player's budget: the JavaScript a learner's browser fetches, compressed as sent, to
 * show a module of the spec's eleven blocks in English (docs/performance.md: 35.5 KB in 3 scripts when set). A
 * module's language pack and its block kinds' views are fetched only for a module that needs them.
 */
const PLAYER_FIRST_LOAD_BUDGET = 37 * 1024;

type Script = { name: string; bytes: number };

/** Opens a module as a share-link learner; what the page has fetched so far, with compressed sizes. */
async function openAsLearner(page: Page, path: string, start: string): Promise<() => Promise<Script[]>> {
  const scripts: Promise<Script>[] = [];
  const listen = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ name: new URL(response.url()).pathname.split('/').pop()!, bytes: sizes.responseBodySize })),
    );
  };
  page.removeAllListeners('response');
  page.on('response', listen);
  await page.goto(path);
  await expect(page.getByRole('button', { name: start })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return () => Promise.all(scripts);
}

const fetched = (scripts: Script[], chunk: string) => scripts.some((s) => s.name.startsWith(`${chunk}-`));
const PACKS = ['es', 'ca', 'fr', 'de', 'pt', 'it', 'nl', 'ar'];

test('a learner’s first load stays within the player’s budget, and fetches a language’s words and a block kind’s view only when the module needs them', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId, revision } = await publishEveryBlock(api);

  const english = await (await openAsLearner(page, `/share/${courseId}`, 'Start'))();
  const total = english.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`learner player, first load: ${(total / 1024).toFixed(1)} KB compressed in ${english.length} scripts`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(PLAYER_FIRST_LOAD_BUDGET);
  for (const chunk of [...PACKS, 'parse-words', 'AccordionView']) expect(fetched(english, chunk), chunk).toBe(false);

  // In Spanish, with an accordion and an author's own word: the Spanish pack, the parser for that word, the view.
  await chooseLanguages(api, courseId, ['en', 'es']);
  await translateBySource(api, courseId, 'es', { 'Fire safety: the basics': 'Seguridad contra incendios' });
  const accordion = await api.post('/blocks/', {
    courseId,
    block: {
      type: 'AccordionBlockComponent',
      data: { items: [{ id: 'p1', title: 'Exits', body: '<p>Know them.</p>' }] },
    },
  });
  expect(accordion.status).toBe(201);
  const words = await api.put(`/courses/translate/${courseId}/es/player-words`, { words: { 'cover.start': 'Vamos' } });
  expect(words.status).toBe(200);
  await republish(api, courseId, Math.max(revision, words.body.revision, accordion.body.revision), {});

  const spanishScripts = await openAsLearner(page, `/share/${courseId}?lang=es`, 'Vamos');
  await page.getByRole('button', { name: 'Vamos' }).click();
  await expect(page.getByRole('button', { name: 'Exits' })).toBeVisible();
  const spanish = await spanishScripts();
  expect(PACKS.filter((pack) => fetched(spanish, pack))).toEqual(['es']);
  expect(fetched(spanish, 'parse-words')).toBe(true);
  expect(fetched(spanish, 'AccordionView')).toBe(true);
});
