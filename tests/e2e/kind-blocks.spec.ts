import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { lastValues, type LmsRecord, startLms } from '../integration/delivery/lms-host';
import { unzipPackage } from '../integration/delivery/scorm-files';
import { apiClient } from '../support/server';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { addByKeyboard, blockCard, shots, tabTo } from './fixtures/kind-keyboard';
import { registerInBrowser } from './register-in-browser';

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
  await registerInBrowser(page, 'Kai', 'Kinds');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const courseId = page.url().split('/').pop()!;
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')!.value;
  const api = apiClient(baseURL!, decodeURIComponent(token));
  // A module of these two blocks alone: the starter blocks go, and completion counts what is explored.
  const start = (await api.get(`/courses/${courseId}`)).body;
  const starters = (start.course.blocks as { id: string }[]).map((b) => b.id);
  expect(
    (
      await api.put(`/courses/${courseId}`, {
        course: { revision: start.revision, deletedBlocks: starters, settings: { trackTextImageBlocks: true } },
      })
    ).status,
  ).toBe(200);
  await page.reload();
  await expect(page.getByText('This module has no blocks yet. Add one to start.')).toBeVisible();

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

  const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' });
  const zip = Buffer.from(await (await fetch(`${baseURL}${generated.body.data.downloadUrl}`)).arrayBuffer());
  const lms = await startLms();
  try {
    lms.serve(unzipPackage(zip));
    await page.goto(lms.url('scorm2004', 'learner-kinds', ''));
    const player = page.frameLocator('#sco');
    await player.getByRole('button', { name: /^(Start|Continue)/ }).click();
    const record = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('lms-learner-kinds') ?? 'null') as LmsRecord);
    await expect(player.getByRole('tab', { name: PARTS[0][0] })).toBeVisible();
    // Scrolled past, nothing is explored yet.
    await expect.poll(async () => lastValues(await record())['cmi.completion_status']).toBe('incomplete');
    await exploreByKeyboard(page, player);
    await expect.poll(async () => lastValues(await record())['cmi.completion_status']).toBe('completed');
    expect((await record()).refused).toEqual([]);
  } finally {
    await lms.close();
  }
});
