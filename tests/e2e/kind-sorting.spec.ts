import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { lastValues, type LmsRecord } from '../integration/delivery/lms-host';
import { xapiProblems } from '../support/xapi-rules';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { lrsPort } from './fixtures/fake-lrs';
import {
  addByKeyboard,
  blockCard,
  choose,
  emptyModuleInEditor,
  playInLms,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

const TYPE = 'SortingBlockComponent';
const PROMPT = 'Sort each thing into the bin it goes in.';
const PILES = ['Recycling', 'Compost', 'General waste'];
/** Each item, the pile it belongs in, and the pile a learner first puts it in. */
const ITEMS = [
  { text: 'Glass bottle', pile: 'Recycling', first: 'Recycling' },
  { text: 'Apple core', pile: 'Compost', first: 'Compost' },
  { text: 'Crisp packet', pile: 'General waste', first: 'General waste' },
  { text: 'Newspaper', pile: 'Recycling', first: 'Compost' },
];
const ALT = 'A green glass bottle';
const THEMES = ['default', 'calm', 'contrast', 'warm', 'classic'] as const;

type Player = Page | FrameLocator;

/** A picture in the organisation's media library, uploaded as the editor does (a pre-signed PUT). */
async function uploadPicture(
  api: Awaited<ReturnType<typeof emptyModuleInEditor>>['api'],
  baseURL: string,
  courseId: string,
) {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  const upload = await api.post('/courses/pre-signed-url-upload', {
    filename: 'bottle.png',
    contentType: 'image/png',
    courseId,
    mediaType: 'images',
    embedType: 'image',
  });
  const put = await fetch(`${baseURL}${upload.body.preSignedUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: png,
  });
  expect(put.status).toBe(200);
}

/** Tab or Shift+Tab, whichever way `target` lies from the focus, until it has it. */
async function keyTo(page: Page, target: Locator) {
  const before = await target.evaluate(
    (el) => !!(el.compareDocumentPosition(el.ownerDocument.activeElement ?? el) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${target}`);
}

const card = (player: Player, text: string) => player.locator('button.kind-sort-card__face', { hasText: text });

/** Opens an item's menu of piles with Enter and picks `pile` with the arrow keys; the focus follows the item. */
async function moveByKeyboard(page: Page, player: Player, text: string, pile: string) {
  await keyTo(page, card(player, text));
  await page.keyboard.press('Enter');
  const menu = player.getByRole('menu', { name: `Move ${text} to` });
  await expect(menu).toBeVisible();
  const wanted = menu.getByRole('menuitemradio', { name: pile });
  for (let i = 0; i < PILES.length && !(await wanted.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(player.getByRole('list', { name: pile }).getByRole('button', { name: text })).toBeFocused();
  await expect(player.locator('[aria-live="polite"]').filter({ hasText: `${text} is now in ${pile}.` })).toHaveCount(1);
}

async function check(page: Page, player: Player) {
  await keyTo(page, player.getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
}

/** Sorted by keyboard alone: one item in the wrong pile first, marked, moved, then all right. */
async function sortByKeyboard(page: Page, player: Player, afterWrong?: () => Promise<void>) {
  for (const item of ITEMS) await moveByKeyboard(page, player, item.text, item.first);
  await expect(player.getByText('Every item is in a pile.')).toBeVisible();
  await check(page, player);
  const feedback = player.locator('.kind-sorting [role="status"]');
  await expect(feedback).toContainText('Not quite. You have 2 attempts left.');
  await expect(feedback).toContainText('1 item is in the wrong pile.');
  // The focus goes to the item in the wrong pile, marked so.
  await expect(card(player, 'Newspaper')).toBeFocused();
  await expect(card(player, 'Newspaper')).toContainText('Wrong pile');
  await expect(player.getByText('Wrong pile', { exact: true })).toHaveCount(1);
  await expect(player.getByRole('button', { name: 'Check answer' })).toBeDisabled();
  await afterWrong?.();
  await moveByKeyboard(page, player, 'Newspaper', 'Recycling');
  await check(page, player);
  await expect(feedback).toContainText('Correct!');
  await expect(player.locator('.player-feedback__verdict')).toBeFocused();
  // Settled: the items stay where they are, no longer buttons.
  await expect(player.locator('button.kind-sort-card__face')).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
}

/** Drags an item into a pile with the mouse, as a pointer user does. */
async function dragInto(page: Page, text: string, pile: string) {
  await page.locator('.kind-sorting__piles').scrollIntoViewIfNeeded();
  const from = await card(page, text).boundingBox();
  const to = await page.locator('.kind-sorting__pile', { hasText: pile }).first().boundingBox();
  await page.mouse.move(from!.x + 20, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 40, from!.y + from!.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 });
  await expect(page.locator('.kind-sorting__pile[data-over]')).toContainText(pile);
  await page.mouse.up();
  await expect(page.getByRole('list', { name: pile }).getByRole('button', { name: text })).toBeVisible();
}

type SortData = {
  prompt: string;
  piles: { id: string; title: string }[];
  items: { id: string; text: string; pile: string; image?: { url: string; alt: string } }[];
};
/** Every value the LMS was given for `field` of its interactions, in order. */
const written = (record: LmsRecord, field: string) =>
  record.log.filter(([key]) => new RegExp(`^cmi\\.interactions\\.\\d+\\.${field}$`).test(key)).map(([, v]) => v);

type Statement = {
  verb: { id: string };
  object: { id: string; definition: { interactionType?: string } };
  result?: { success?: boolean; response?: string };
};

test('an author builds a sorting activity by keyboard; learners sort by mouse or keyboard alone, wrong then right; the LMS gets matching interactions and completion, and no pile is ever sent in clear', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Sam', 'Sorter');
  await uploadPicture(api, baseURL!, courseId);

  // Authored by keyboard: the instructions, three piles, four items (one with a picture from the library).
  await addByKeyboard(page, 'Sorting');
  const block = blockCard(page, TYPE);
  await tabTo(page, block.getByRole('textbox', { name: 'Instructions' }));
  await page.keyboard.type(PROMPT);
  await tabTo(page, block.getByRole('button', { name: 'Add pile' }));
  await page.keyboard.press('Enter');
  await expect(block.getByRole('textbox', { name: 'Pile 3 title' })).toBeFocused();
  await expect(block.getByRole('button', { name: 'Add pile' })).toHaveCount(1);
  for (const [i, title] of PILES.entries()) {
    await tabTo(page, block.getByRole('textbox', { name: `Pile ${i + 1} title` }));
    await page.keyboard.type(title);
  }
  // Two piles are the least: the third can go, not the first two once it has.
  await expect(block.getByRole('button', { name: 'Remove Pile 3' })).toBeEnabled();
  for (let i = 2; i < ITEMS.length; i++) {
    await tabTo(page, block.getByRole('button', { name: 'Add item' }));
    await page.keyboard.press('Enter');
    await expect(block.getByRole('textbox', { name: `Item ${i + 1} text` })).toBeFocused();
  }
  for (const [i, item] of ITEMS.entries()) {
    await tabTo(page, block.getByRole('textbox', { name: `Item ${i + 1} text` }));
    await page.keyboard.type(item.text);
    await choose(page, block.getByRole('combobox', { name: `Item ${i + 1} belongs in` }), item.pile);
  }
  await tabTo(page, block.getByRole('button', { name: 'Add image to Item 1' }));
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: 'Media library' });
  await tabTo(page, library.getByRole('button', { name: /bottle\.png/ }));
  await page.keyboard.press('Enter');
  await expect(library).toHaveCount(0);
  const alt = block.getByRole('textbox', { name: 'Item 1 image alternative text' });
  await expect(alt).toBeFocused();
  await page.keyboard.type(ALT);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expect(block.locator('.kind-sort-edit__image img')).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-sorting', 'editor');

  // Stored as typed, each item with its pile.
  const stored = (await api.get(`/courses/${courseId}`)).body;
  const saved = (stored.course.blocks as { type: string; data: SortData }[]).find((b) => b.type === TYPE)!.data;
  expect(saved.prompt).toBe(PROMPT);
  expect(saved.piles.map((p) => p.title)).toEqual(PILES);
  const pileId = (title: string) => saved.piles.find((p) => p.title === title)!.id;
  expect(saved.items).toEqual(
    ITEMS.map((item, i) =>
      expect.objectContaining({
        text: item.text,
        pile: pileId(item.pile),
        ...(i === 0
          ? { image: expect.objectContaining({ url: expect.stringMatching(/^\/api\/media\/files\//), alt: ALT }) }
          : {}),
      }),
    ),
  );

  // Published, tracked as a question outside the quiz: learners receive no pile of any item.
  const settings = await api.put(`/courses/${courseId}`, {
    course: { revision: stored.revision, settings: { trackNonScorableQuestions: true } },
  });
  expect(settings.status).toBe(200);
  expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
  const learnerModule = await (await fetch(`${baseURL}/api/delivery/modules/${courseId}`)).json();
  const sent = (learnerModule.blocks as { type: string; data: SortData & { answerHashes: string[] } }[]).find(
    (b) => b.type === TYPE,
  )!.data;
  expect(sent.items.map((i) => i.pile)).toEqual(['', '', '', '']);
  expect(sent.answerHashes).toHaveLength(4);
  const json = JSON.stringify(learnerModule);
  for (const item of saved.items) {
    expect(json).not.toContain(`${item.id}:${item.pile}`);
    expect(json).not.toContain(`"pile":"${item.pile}"`);
  }

  // In the theme's look, each built-in theme's (the last one stays for the learners below).
  for (const theme of THEMES) {
    const { revision } = (await api.get(`/courses/${courseId}`)).body;
    expect((await api.put(`/courses/${courseId}`, { course: { revision, settings: { theme } } })).status).toBe(200);
    expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
    await page.goto(`/share/${courseId}`);
    await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
    await expect(page.getByText(PROMPT)).toBeVisible();
    await expect(page.getByRole('list', { name: 'To sort' }).getByRole('button')).toHaveCount(4);
    await expectNoAxeViolations(page, { tags: WCAG_22_AA });
    await shots(page, 'kind-sorting', `learner-${theme}`);
  }

  // A share-link learner drags one item with the mouse, then sorts the rest by keyboard.
  await dragInto(page, 'Apple core', 'Compost');
  await sortByKeyboard(page, page, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Move Newspaper to' })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_22_AA });
    await shots(page, 'kind-sorting', 'learner-wrong');
    await page.keyboard.press('Escape');
    await expect(card(page, 'Newspaper')).toBeFocused();
    // Back later: every item where it was left, the check's mark and verdict still shown.
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('list', { name: 'Compost' }).getByRole('button', { name: 'Newspaper' })).toContainText(
      'Wrong pile',
    );
    await expect(page.getByRole('list', { name: 'To sort' })).toHaveCount(0);
    await expect(page.locator('.kind-sorting [role="status"]')).toContainText('1 item is in the wrong pile.');
    await expect(page.getByRole('button', { name: 'Check answer' })).toBeDisabled();
  });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-sorting', 'learner-right');
  // Each check an xAPI `answered` statement: a matching response, wrong then right.
  const port = lrsPort(Number(new URL(baseURL!).port));
  const statements = async () =>
    ((await (await fetch(`http://127.0.0.1:${port}/received`)).json()) as Statement[]).filter((s) =>
      s.object.id.includes(`/share/${courseId}`),
    );
  await expect
    .poll(async () => (await statements()).filter((s) => s.verb.id.endsWith('/answered')).map((s) => s.result?.success))
    .toEqual([false, true]);
  const answered = (await statements()).filter((s) => s.verb.id.endsWith('/answered'));
  expect(answered.map((s) => s.object.definition.interactionType)).toEqual(['matching', 'matching']);
  expect(answered[0]!.result!.response).toMatch(/^left_\d\[\.\]right_\d(\[,\]left_\d\[\.\]right_\d){3}$/);
  expect((await statements()).flatMap((s) => xapiProblems(s))).toEqual([]);

  // In an LMS (SCORM 2004), by keyboard alone: each check a matching interaction; completed once right.
  await playInLms(page, { api, baseURL: baseURL!, courseId, learner: 'learner-sorting' }, async (player, record) => {
    const completion = async () => lastValues(await record())['cmi.completion_status'];
    await expect(card(player, 'Glass bottle')).toBeVisible();
    await expect.poll(completion).toBe('incomplete');
    await sortByKeyboard(page, player, async () => {
      await expect.poll(async () => written(await record(), 'result')).toEqual(['incorrect']);
      expect(await completion()).toBe('incomplete');
    });
    await expect.poll(completion).toBe('completed');
    const log = await record();
    expect(written(log, 'type')).toEqual(['matching', 'matching']);
    expect(written(log, 'result')).toEqual(['incorrect', 'correct']);
    expect(written(log, 'description')).toEqual([PROMPT, PROMPT]);
    expect(written(log, 'id')).toEqual([expect.stringMatching(/^[\w.]+$/), expect.stringMatching(/^[\w.]+$/)]);
    const [wrong, right] = written(log, 'learner_response');
    expect(wrong).toMatch(/^left_\d\[\.\]right_\d(\[,\]left_\d\[\.\]right_\d){3}$/);
    // The two answers differ by the newspaper's pile alone.
    expect(wrong!.split('[,]').filter((pair) => !right!.split('[,]').includes(pair))).toHaveLength(1);
    expect(log.log.filter(([key]) => key.includes('correct_responses'))).toEqual([]);
  });
});
