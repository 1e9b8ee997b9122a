import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  choose,
  emptyModuleInEditor,
  expectCompletedInLmsOnceExplored,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

/** A kind as the author meets it: its name in the library, its parts' noun, each part's fields in order. */
type Kind = { type: string; label: string; noun: string; fields: string[]; parts: string[][] };
const FLASHCARDS: Kind = {
  type: 'FlashcardsBlockComponent',
  label: 'Flashcards',
  noun: 'Card',
  fields: ['front', 'back'],
  parts: [
    ['CO2 extinguisher', 'For electrical fires.'],
    ['Water extinguisher', 'For paper and wood.'],
  ],
};
const PROCESS: Kind = {
  type: 'ProcessBlockComponent',
  label: 'Process',
  noun: 'Step',
  fields: ['title', 'text'],
  parts: [
    ['Raise the alarm', 'Break the nearest call point.'],
    ['Leave the building', 'Use the stairs, never the lift.'],
  ],
};
const TIMELINE: Kind = {
  type: 'TimelineBlockComponent',
  label: 'Timeline',
  noun: 'Event',
  fields: ['date', 'title', 'text'],
  parts: [
    ['Monday', 'Fire drill', 'Everyone leaves in five minutes.'],
    ['Friday', 'Report', 'What went well and what to change.'],
  ],
};
const INTRO = 'When you hear the alarm:';
const SUMMARY = 'Wait at the assembly point.';

/** Writes each part's fields, Tab by Tab, then removes the third (empty) part by its button. */
async function writeParts(page: Page, kind: Kind) {
  const block = blockCard(page, kind.type);
  for (const [i, values] of kind.parts.entries())
    for (const [f, value] of values.entries()) {
      await tabTo(page, block.getByRole('textbox', { name: `${kind.noun} ${i + 1} ${kind.fields[f]}` }));
      await page.keyboard.type(value);
    }
  await tabTo(page, block.getByRole('button', { name: `Remove ${kind.noun} 3` }));
  await page.keyboard.press('Enter');
  await expect(block.getByRole('textbox', { name: `${kind.noun} 3 ${kind.fields[0]}` })).toHaveCount(0);
}

/** The learner turns both cards of the stack and goes through every step, by keyboard alone. */
async function exploreByKeyboard(page: Page, player: Page | FrameLocator) {
  const [first, second] = FLASHCARDS.parts as [string[], string[]];
  const turn = player.getByRole('button', { name: 'Turn over card 1' });
  await tabTo(page, turn);
  await page.keyboard.press('Space');
  await expect(turn).toHaveAttribute('aria-pressed', 'true');
  await expect(player.locator('.kind-card__face')).toContainText(`Back${first[1]}`);
  await tabTo(page, player.getByRole('button', { name: 'Next card' }));
  await page.keyboard.press('Enter');
  await expect(player.getByText('Card 2 of 2')).toBeVisible();
  await expect(player.locator('.kind-card__face')).toContainText(`Front${second[0]}`);
  await tabTo(page, player.getByRole('button', { name: 'Turn over card 2' }));
  await page.keyboard.press('Enter');
  await expect(player.locator('.kind-card__face')).toContainText(`Back${second[1]}`);

  await tabTo(page, player.getByRole('button', { name: 'Next step' }));
  await page.keyboard.press('Enter');
  await expect(player.getByText('Step 2 of 2')).toBeVisible();
  await expect(player.getByRole('heading', { name: PROCESS.parts[1]![0] })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Next step' })).toBeFocused();
}

test('an author builds flashcards, a process and a timeline by keyboard; learners turn the cards and go through the steps by keyboard, and the LMS records the module complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Ines', 'Interactive');

  await addByKeyboard(page, FLASHCARDS.label);
  await writeParts(page, FLASHCARDS);
  await choose(page, blockCard(page, FLASHCARDS.type).getByLabel('Show cards'), 'In a stack, one at a time');

  await addByKeyboard(page, PROCESS.label);
  const process = blockCard(page, PROCESS.type);
  await tabTo(page, process.getByRole('textbox', { name: 'Introduction' }));
  await page.keyboard.type(INTRO);
  await writeParts(page, PROCESS);
  await tabTo(page, process.getByRole('textbox', { name: 'Summary' }));
  await page.keyboard.type(SUMMARY);

  await addByKeyboard(page, TIMELINE.label);
  await writeParts(page, TIMELINE);

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks-interactive', 'editor');

  // Stored as typed.
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as { type: string; data: unknown }[];
  const dataOf = (type: string) => saved.find((b) => b.type === type)?.data;
  const titled = (kind: Kind) =>
    kind.parts.map((p) => expect.objectContaining({ title: p.at(-2), body: `<p>${p.at(-1)}</p>` }));
  expect(dataOf(FLASHCARDS.type)).toEqual({ layout: 'stack', items: titled(FLASHCARDS) });
  expect(dataOf(PROCESS.type)).toEqual({
    intro: `<p>${INTRO}</p>`,
    items: titled(PROCESS),
    summary: `<p>${SUMMARY}</p>`,
  });
  expect(dataOf(TIMELINE.type)).toEqual({
    items: TIMELINE.parts.map(([date, title, body]) =>
      expect.objectContaining({ date, title, body: `<p>${body}</p>` }),
    ),
  });

  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  await page.goto(`/share/${courseId}`);
  await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  // The timeline is an ordered list of its events, in the author's order.
  await expect(page.locator('ol.kind-timeline > li')).toHaveText(TIMELINE.parts.map((p) => p.join('')));
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks-interactive', 'learner');
  await exploreByKeyboard(page, page);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks-interactive', 'learner-explored');

  // Scrolled past, the timeline is seen, but no card was turned and no step gone through.
  await expectCompletedInLmsOnceExplored(
    page,
    { api, baseURL: baseURL!, courseId, learner: 'learner-interactive' },
    (player) => player.getByText('Card 1 of 2'),
    (player) => exploreByKeyboard(page, player),
  );
});
