import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  emptyModuleInEditor,
  expectCompletedInLmsOnceExplored,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

type Kind = { type: string; label: string; noun: string };
const ACCORDION: Kind = { type: 'AccordionBlockComponent', label: 'Accordion', noun: 'Panel' };
const TABS: Kind = { type: 'TabsBlockComponent', label: 'Tabs', noun: 'Tab' };
const PARTS = [
  ['Raise the alarm', 'Break the nearest call point.'],
  ['Leave the building', 'Use the stairs, never the lift.'],
] as const;

/** Writes each part's title and text, Tab by Tab, adding the part when there are fewer. */
async function writeParts(page: Page, kind: Kind) {
  const block = blockCard(page, kind.type);
  for (const [i, [title, text]] of PARTS.entries()) {
    const titleBox = block.getByRole('textbox', { name: `${kind.noun} ${i + 1} title` });
    await tabTo(page, titleBox);
    await page.keyboard.type(title);
    await tabTo(page, block.getByRole('textbox', { name: `${kind.noun} ${i + 1} text` }));
    await page.keyboard.type(text);
  }
  // The third (empty) part goes, by its Remove button.
  await tabTo(page, block.getByRole('button', { name: `Remove ${kind.noun} 3` }));
  await page.keyboard.press('Enter');
  await expect(block.getByRole('textbox', { name: `${kind.noun} 3 title` })).toHaveCount(0);
}

/** The learner opens every accordion panel and every tab with the keyboard alone. */
async function exploreByKeyboard(page: Page, player: Page | FrameLocator) {
  for (const [title, text] of PARTS) {
    const toggle = player.getByRole('button', { name: title });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(player.getByRole('region', { name: title })).toContainText(text);
  }
  const [first, second] = PARTS;
  await tabTo(page, player.getByRole('tab', { name: first[0] }));
  await expect(player.getByRole('tabpanel', { name: first[0] })).toContainText(first[1]);
  await page.keyboard.press('ArrowRight');
  await expect(player.getByRole('tab', { name: second[0] })).toBeFocused();
  await expect(player.getByRole('tabpanel', { name: second[0] })).toContainText(second[1]);
}

test('an author builds an accordion and tabs by keyboard; learners open every part by keyboard, and the LMS records the module complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Kai', 'Kinds');

  for (const kind of [ACCORDION, TABS]) {
    await addByKeyboard(page, kind.label);
    await expect(blockCard(page, kind.type).getByRole('textbox', { name: `${kind.noun} 1 title` })).toBeFocused();
    await writeParts(page, kind);
  }
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks', 'editor');

  // Stored as typed: two parts each, their words and rich text.
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as {
    type: string;
    data: { items: { title: string; body: string }[] };
  }[];
  for (const kind of [ACCORDION, TABS])
    expect(saved.find((b) => b.type === kind.type)?.data.items).toEqual(
      PARTS.map(([title, text]) => expect.objectContaining({ title, body: `<p>${text}</p>` })),
    );

  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  await page.goto(`/share/${courseId}`);
  await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
  await expect(page.getByRole('button', { name: PARTS[0][0] })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks', 'learner');
  await exploreByKeyboard(page, page);
  await shots(page, 'kind-blocks', 'learner-explored');

  // Scrolled past, nothing is explored yet; opened by keyboard, the module is complete.
  await expectCompletedInLmsOnceExplored(
    page,
    { api, baseURL: baseURL!, courseId, learner: 'learner-kinds' },
    (player) => player.getByRole('tab', { name: PARTS[0][0] }),
    (player) => exploreByKeyboard(page, player),
  );
});
