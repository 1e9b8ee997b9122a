import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerInBrowser } from './register-in-browser';

/**
 * The offline assistant's rewrites are honest about what they do: a text with nothing to shorten
 * is said to have none (nothing to accept), and a suggestion that loses the block's link and bold
 * text says so before Accept.
 */

const card = (page: Page) => page.locator('section.block-card[data-block-type="TextBlockComponent"]').first();
const textOf = (page: Page) => card(page).getByRole('textbox', { name: 'Text' });
const assistant = (page: Page) => card(page).getByRole('button', { name: /^Assistant for / });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });

async function ask(page: Page, item: string) {
  await assistant(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function newModule(page: Page, first: string): Promise<{ courseId: string; token: string }> {
  await registerInBrowser(page, first, 'Honest');
  await page.getByRole('button', { name: 'Create module' }).click();
  await expect(page).toHaveURL(/\/edit\/[2-9a-zA-Z]{16}$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'tessera_token')?.value;
  expect(token).toBeTruthy();
  return { courseId: page.url().split('/').at(-1)!, token: token! };
}

/** What the server's offline assistant answers for a rewrite, asked directly. */
async function fineTune(page: Page, auth: { courseId: string; token: string }, type: string, content: string) {
  const response = await page.request.post('/api/ai/fine-tune', {
    data: { courseId: auth.courseId, type, content },
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { content: string; unchanged: boolean };
}

/** The editor's html without ProseMirror's own helpers. */
const editorHtml = (field: Locator) =>
  field.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const helper of copy.querySelectorAll('.ProseMirror-trailingBreak, .ProseMirror-separator')) helper.remove();
    return copy.innerHTML;
  });

/**
 * The panel at a desktop and a phone width, into .tmp/ to look at; at each, the panel and its
 * controls stay inside the viewport and the panel has nothing cut off.
 */
async function shoot(page: Page, panel: Locator, name: string) {
  mkdirSync('.tmp', { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await panel.scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    expect(box, `${name} at ${width}px`).not.toBeNull();
    expect(box!.x, `${name} at ${width}px starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} at ${width}px ends inside the viewport`).toBeLessThanOrEqual(width);
    const clipped = await panel.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0),
    );
    expect(clipped, `${name} at ${width}px has nothing wider than its box`).toBe(false);
    for (const button of await panel.getByRole('button').all()) {
      const b = await button.boundingBox();
      expect(b!.x + b!.width, `${name} at ${width}px: a button inside the panel`).toBeLessThanOrEqual(
        box!.x + box!.width,
      );
    }
    await page.screenshot({ path: `.tmp/ai-assist-honesty-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const MINIMAL = 'Keep fire doors closed.';

test('Shorten on a text that is already minimal: "Nothing to shorten here", nothing to accept, and Close hands the focus back', async ({
  page,
}) => {
  const auth = await newModule(page, 'Nell');
  const text = textOf(page);
  await text.fill(MINIMAL);
  await saved(page);

  // The offline shortener keeps a one-sentence text as it is, and the server says so.
  const answer = await fineTune(page, auth, 'shorten', await editorHtml(text));
  expect(answer.unchanged).toBe(true);

  await ask(page, 'Shorten');
  const panel = card(page).getByRole('group', { name: 'Shorten' });
  const note = panel.getByRole('status').filter({ hasText: 'Nothing to shorten here' });
  await expect(note).toBeVisible();
  // The note is what appeared, so it takes the focus: a screen reader reads it at once.
  await expect(note).toBeFocused();
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Suggestion' })).toHaveCount(0);
  await expect(panel.getByRole('button')).toHaveText(['Close']);

  await shoot(page, panel, 'unchanged');
  await expect(note).toBeVisible();

  // Close from the keyboard: the panel goes and the focus is back on the menu that opened it.
  await panel.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(assistant(page)).toBeFocused();
  await expect(text).toHaveText(MINIMAL);
  // Nothing was taken: the module is not marked as made with AI.
  await expect(page.getByText('The author generated this course, in part, using AI')).toHaveCount(0);
});

test('Simplify drops the link and bold text: the suggestion says so before Accept, and the accepted text is saved', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const auth = await newModule(page, 'Lior');
  const text = textOf(page);
  const block = card(page);

  // Written as an author would: a link (Ctrl+K) and bold words (Ctrl+B) in a sentence with an aside.
  await text.fill('');
  await text.pressSequentially('Read the ');
  await text.press('ControlOrMeta+k');
  await block.getByLabel('Link text').fill('exit map');
  await block.getByLabel('Link address').fill('https://example.com/exits');
  await block.getByRole('button', { name: 'Add link' }).click();
  await expect(text).toBeFocused();
  await text.pressSequentially(' (it hangs by the lift) and learn the ');
  await text.press('ControlOrMeta+b');
  await text.pressSequentially('nearest exit');
  await text.press('ControlOrMeta+b');
  await text.pressSequentially('.');
  const written = await editorHtml(text);
  expect(written).toMatch(/<a [^>]*href="https:\/\/example.com\/exits"[^>]*>exit map<\/a>/);
  expect(written).toContain('<strong>nearest exit</strong>');
  await saved(page);

  // The offline simplifier drops the aside and works on plain text: the link and the bold go.
  const answer = await fineTune(page, auth, 'simplify', written);
  expect(answer.unchanged).toBe(false);
  expect(answer.content).not.toMatch(/<a\b|<strong\b/);
  const suggested = 'Read the exit map and learn the nearest exit.';
  expect(answer.content).toBe(`<p>${suggested}</p>`);

  await ask(page, 'Simplify');
  const panel = block.getByRole('group', { name: 'Simplify' });
  const suggestion = panel.getByRole('group', { name: 'Suggestion' });
  await expect(suggestion).toHaveText(suggested);
  await expect(suggestion).toBeFocused();
  const warning = panel.getByRole('note').filter({ hasText: 'This suggestion drops a link and bold text.' });
  await expect(warning).toBeVisible();
  const accept = panel.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  // Tabbing from the suggestion goes straight to Accept: the button itself carries the warning.
  await expect(accept).toHaveAccessibleDescription('This suggestion drops a link and bold text.');
  // The warning is read before Accept: above it on the page and before it in the document.
  const warned = (await warning.boundingBox())!;
  expect(warned.y + warned.height).toBeLessThanOrEqual((await accept.boundingBox())!.y);
  expect(
    await warning.evaluate(
      (w, button) => !!(w.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await accept.elementHandle(),
    ),
  ).toBe(true);
  // The block is untouched until the author takes the suggestion.
  expect(await editorHtml(text)).toBe(written);

  await shoot(page, panel, 'warning');
  await expect(warning).toBeVisible();

  await accept.click();
  await expect(panel).toBeHidden();
  await expect(assistant(page)).toBeFocused();
  await expect(text).toHaveText(suggested);
  await expect(text.getByRole('link')).toHaveCount(0);
  await expect(text.locator('strong')).toHaveCount(0);
  await saved(page);

  // Saved on the server: the stored block holds the suggestion, and a reload shows it.
  const response = await page.request.get(`/api/courses/${auth.courseId}`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const { course } = (await response.json()) as { course: { blocks: { type: string; data: { html?: string } }[] } };
  expect(course.blocks.find((b) => b.type === 'TextBlockComponent')?.data.html).toBe(`<p>${suggested}</p>`);
  await page.reload();
  await expect(textOf(page)).toHaveText(suggested);
});
