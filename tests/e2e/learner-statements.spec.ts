import { expect, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { lrsPort } from './fixtures/fake-lrs';

type Statement = {
  actor: { account: { name: string } };
  verb: { id: string };
  object: { id: string; definition: { name: Record<string, string> } };
  result?: { success?: boolean; response?: string; score?: { scaled: number } };
};

/** What the browser tests' LRS (tests/e2e/fixtures/fake-lrs.ts) has taken for a module. */
async function statementsOf(baseURL: string, courseId: string): Promise<Statement[]> {
  const port = lrsPort(Number(new URL(baseURL).port));
  const all = (await (await fetch(`http://127.0.0.1:${port}/received`)).json()) as Statement[];
  return all.filter((s) => s.object.id.includes(`/share/${courseId}`));
}

const verbOf = (s: Statement) => s.verb.id.replace('http://adlnet.gov/expapi/verbs/', '');

test('a share-link learner’s attempt reaches the LRS as xAPI statements, in order, without holding the learner up', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  await page.goto(`/share/${courseId}`);
  const single = page.locator('form', {
    has: page.getByRole('group', { name: 'Which extinguisher for electrical fires?' }),
  });
  await single.getByRole('radio', { name: 'Water' }).check();
  await single.getByRole('button', { name: 'Check answer' }).click();
  await expect(single.getByRole('status')).toContainText('1 attempt left');
  await single.getByRole('button', { name: 'Check answer' }).click();
  const free = page.locator('form', { has: page.getByRole('group', { name: 'Type the emergency number' }) });
  await free.getByLabel('Your answer').fill('112');
  await free.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.locator('.player-results')).toContainText('Well done, you passed!');

  await expect
    .poll(async () => (await statementsOf(baseURL!, courseId)).map(verbOf), { timeout: 20_000 })
    .toEqual(['initialized', 'answered', 'answered', 'answered', 'completed', 'passed']);
  const statements = await statementsOf(baseURL!, courseId);
  expect(new Set(statements.map((s) => s.actor.account.name)).size).toBe(1);
  expect(statements[1]).toMatchObject({
    object: { definition: { name: { 'en-US': 'Which extinguisher for electrical fires?' } } },
    result: { success: false, response: 'Water' },
  });
  expect(statements[3]).toMatchObject({ result: { success: true, response: '112' } });
  expect(statements[5]).toMatchObject({ result: { success: true, score: { scaled: 0.5 } } });

  // Back later: the same learner, and no second completed or passed for an attempt already reported.
  await page.reload();
  await expect(page.locator('.player-results')).toContainText('Well done, you passed!');
  await expect.poll(async () => (await statementsOf(baseURL!, courseId)).length, { timeout: 20_000 }).toBe(7);
  expect((await statementsOf(baseURL!, courseId)).map(verbOf).slice(6)).toEqual(['initialized']);
});
