import { expect, test } from '@playwright/test';
import { author } from '../integration/delivery/author-api';
import { publishEveryBlock } from '../integration/delivery/fixture';
import { expectNoAxeViolations } from './fixtures/axe';

test('every learner route renders a module of every block type without an axe violation', async ({ page, baseURL }) => {
  const api = await author(baseURL!);
  const { courseId, course } = await publishEveryBlock(api);
  const firstBlock = course.blocks[0].id as string;
  for (const path of [
    `/module/${courseId}`,
    `/share/${courseId}`,
    `/mono/${courseId}`,
    `/block/${firstBlock}`,
    `/thumb-grabber/${courseId}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('.player-block').first(), path).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/module/not-a-module');
  await expect(page.getByRole('alert')).toContainText('not available');
  await expectNoAxeViolations(page);
});

test('a learner takes the quiz with the keyboard: attempts, answers shown after the last one, result text, completion wheel', async ({
  page,
  baseURL,
}) => {
  const api = await author(baseURL!);
  const { courseId } = await publishEveryBlock(api);
  await page.goto(`/share/${courseId}`);
  const wheel = page.getByRole('progressbar', { name: 'Completion' });
  await expect(wheel).toHaveAttribute('aria-valuenow', '0');

  const single = page.getByRole('group', { name: 'Which extinguisher for electrical fires?' });
  await single.getByRole('radio', { name: 'Water' }).focus();
  await page.keyboard.press('Space');
  const singleForm = page.locator('form', { has: single });
  await singleForm.getByRole('button', { name: 'Check answer' }).press('Enter');
  await expect(singleForm.getByRole('status')).toHaveText('Not quite. You have 1 attempt left.');
  await singleForm.getByRole('button', { name: 'Check answer' }).press('Enter');
  await expect(singleForm.getByRole('status')).toHaveText('No attempts left. The correct answer is marked.');
  await expect(singleForm.getByText('(correct answer)')).toBeVisible();
  await expect(wheel).toHaveAttribute('aria-valuenow', '50');

  const results = page.locator('.player-results');
  await expect(results).toContainText('Answer every question of the quiz');
  const free = page.locator('form', { has: page.getByRole('group', { name: 'Type the emergency number' }) });
  await free.getByLabel('Your answer').fill(' 112 ');
  await free.getByLabel('Your answer').press('Enter');
  await expect(free.getByRole('status')).toHaveText('Correct!');
  await expect(wheel).toHaveAttribute('aria-valuenow', '100');
  await expect(results).toContainText('You scored 50% (pass mark 50%): passed.');
  await expect(results).toContainText('Well done, you passed!');
  await expectNoAxeViolations(page);
});
