import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { addByKeyboard, blockCard, choose, emptyModuleInEditor, shots, tabTo } from './fixtures/kind-keyboard';

const THEMES = ['default', 'calm', 'contrast', 'warm', 'classic'] as const;
const STEPS = ['Raise the alarm', 'Leave by the stairs', 'Meet outside'] as const;
const GUIDE = 'https://example.org/fire-guide';

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('an author builds a statement, a quote, a checklist, a divider and buttons by keyboard; learners tick the list and follow a button to a block, in every built-in theme', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Pia', 'Presents');

  await addByKeyboard(page, 'Statement');
  const statement = blockCard(page, 'StatementBlockComponent');
  await expect(statement.getByRole('textbox', { name: 'Statement' })).toBeFocused();
  await page.keyboard.type('Never use the lift in a fire.');
  await choose(page, statement.getByRole('combobox', { name: 'Statement style' }), 'Note');

  await addByKeyboard(page, 'Quote');
  const quote = blockCard(page, 'QuoteBlockComponent');
  await typeInto(
    page,
    quote.getByRole('textbox', { name: 'Quote' }),
    'Most fires are stopped by the first person who sees them.',
  );
  await typeInto(page, quote.getByRole('textbox', { name: 'Who said it' }), 'Sam Reyes, fire warden');

  await addByKeyboard(page, 'List');
  const list = blockCard(page, 'ListBlockComponent');
  await choose(page, list.getByRole('combobox', { name: 'List style' }), 'Checklist');
  for (const [i, step] of STEPS.entries())
    await typeInto(page, list.getByRole('textbox', { name: `Item ${i + 1}` }), step);

  await addByKeyboard(page, 'Divider');
  await choose(
    page,
    blockCard(page, 'DividerBlockComponent').getByRole('combobox', { name: 'Divider style' }),
    'Dashed line',
  );

  await addByKeyboard(page, 'Buttons');
  const buttons = blockCard(page, 'ButtonsBlockComponent');
  await typeInto(page, buttons.getByRole('textbox', { name: 'Button 1 text' }), 'Fire safety guide');
  const address = buttons.getByRole('textbox', { name: 'Button 1 address' });
  await typeInto(page, address, 'http://example.org');
  await expect(buttons.getByText('Only https:// addresses can be linked')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(GUIDE);
  await expect(buttons.getByText('Only https:// addresses can be linked')).toHaveCount(0);
  await tabTo(page, buttons.getByRole('button', { name: 'Add button' }));
  await page.keyboard.press('Enter');
  await expect(buttons.getByRole('textbox', { name: 'Button 2 text' })).toBeFocused();
  await page.keyboard.type('Back to the checklist');
  await choose(page, buttons.getByRole('combobox', { name: 'Button 2 goes to' }), 'A block of this module');
  await choose(page, buttons.getByRole('combobox', { name: 'Button 2 target block' }), STEPS.join(' '));

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-blocks-presentation', 'editor');

  // Stored as typed.
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as {
    id: string;
    type: string;
    data: Record<string, unknown>;
  }[];
  const of = (type: string) => saved.find((b) => b.type === type)!;
  expect(of('StatementBlockComponent').data).toEqual({ text: 'Never use the lift in a fire.', style: 'note' });
  expect(of('QuoteBlockComponent').data).toEqual({
    quote: 'Most fires are stopped by the first person who sees them.',
    source: 'Sam Reyes, fire warden',
  });
  expect(of('ListBlockComponent').data).toEqual({
    style: 'checkbox',
    items: STEPS.map((text) => expect.objectContaining({ text })),
  });
  expect(of('DividerBlockComponent').data).toEqual({ style: 'dashed' });
  const listId = of('ListBlockComponent').id;
  expect(of('ButtonsBlockComponent').data).toEqual({
    buttons: [
      expect.objectContaining({ label: 'Fire safety guide', to: 'link', url: GUIDE }),
      expect.objectContaining({ label: 'Back to the checklist', to: 'block', blockId: listId }),
    ],
  });

  for (const theme of THEMES) {
    const { revision } = (await api.get(`/courses/${courseId}`)).body;
    expect((await api.put(`/courses/${courseId}`, { course: { revision, settings: { theme } } })).status).toBe(200);
    expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
    await page.goto(`/share/${courseId}`);
    await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
    await expect(page.getByRole('button', { name: 'Back to the checklist' })).toBeVisible();
    await expect(page.locator('figure blockquote')).toContainText('Most fires are stopped');
    await expect(page.locator('figure figcaption')).toHaveText('Sam Reyes, fire warden');
    await expect(page.getByRole('separator')).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_22_AA });
    await shots(page, 'kind-blocks-presentation', `learner-${theme}`);
  }

  // The learner, by keyboard: ticks a step, and follows a button back to the list.
  const tick = page.getByRole('checkbox', { name: STEPS[1] });
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(page.getByRole('checkbox', { name: STEPS[0] })).not.toBeChecked();
  const guide = page.getByRole('link', { name: 'Fire safety guide (opens in a new tab)' });
  await expect(guide).toHaveAttribute('href', GUIDE);
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toHaveAttribute('rel', /noopener/);
  await tabTo(page, page.getByRole('button', { name: 'Back to the checklist' }));
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-block-id="${listId}"]`)).toBeFocused();
  await expect(tick).toBeChecked();
  await shots(page, 'kind-blocks-presentation', 'learner-ticked');
});
