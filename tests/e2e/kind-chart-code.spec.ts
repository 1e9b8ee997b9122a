import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import {
  addByKeyboard,
  blockCard,
  choose,
  completionIn,
  emptyModuleInEditor,
  playInLms,
  shots,
  tabTo,
} from './fixtures/kind-keyboard';

const TITLE = 'Minutes to leave the building';
const DRILLS = [
  ['March', '4', '6'],
  ['June', '3,5', '5'],
  ['September', '3', '4.25'],
] as const;
const CODE_LINES = [
  'def exits(floor):',
  '    # Never the lift',
  '    return ["stairs A", "stairs B"] if floor > 0 else ["front door", "back door", "the side door by the kitchen on the ground floor", 3]',
];
/** What the author types: the editor keeps the indentation as typed. */
const CODE = CODE_LINES.join('\n');

/** Tabs to a field and types into it. */
async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, blockCard(page, 'ChartBlockComponent').getByRole('textbox', { name, exact: true }));
  await page.keyboard.type(text);
}

test('an author builds a chart from a table and a code snippet by keyboard; learners read the chart’s data and copy the code by keyboard, and the LMS records the module complete', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { courseId, api } = await emptyModuleInEditor(page, baseURL!, 'Carla', 'Charts');

  // The chart: its title and units where learners read them, then its table cell by cell.
  await addByKeyboard(page, 'Chart');
  const chart = blockCard(page, 'ChartBlockComponent');
  await expect(chart.getByRole('textbox', { name: 'Chart title' })).toBeFocused();
  await page.keyboard.type(TITLE);
  await typeInto(page, 'Units', 'minutes');
  await typeInto(page, 'Labels heading', 'Drill');
  await typeInto(page, 'Series 1 name', 'First floor');
  await tabTo(page, chart.getByRole('button', { name: 'Add series' }));
  await page.keyboard.press('Enter');
  await expect(chart.getByRole('textbox', { name: 'Series 2 name' })).toBeFocused();
  await page.keyboard.type('Second floor');
  for (const [r, [label]] of DRILLS.entries()) await typeInto(page, `Row ${r + 1} label`, label);
  // Down the first series' column with the arrow key, then the second's with Enter, as in a spreadsheet.
  await tabTo(page, chart.getByRole('textbox', { name: 'Row 1 series 1' }));
  for (const [r, [, first]] of DRILLS.entries()) {
    await expect(chart.getByRole('textbox', { name: `Row ${r + 1} series 1` })).toBeFocused();
    await page.keyboard.type(first);
    await page.keyboard.press('ArrowDown');
  }
  await tabTo(page, chart.getByRole('textbox', { name: 'Row 1 series 2' }));
  for (const [, , second] of DRILLS) {
    await page.keyboard.type(second);
    await page.keyboard.press('Enter');
  }
  // A fourth row, added and removed again: the focus goes to the row above.
  await tabTo(page, chart.getByRole('button', { name: 'Add row' }));
  await page.keyboard.press('Enter');
  await expect(chart.getByRole('textbox', { name: 'Row 4 label' })).toBeFocused();
  await tabTo(page, chart.getByRole('button', { name: 'Remove row 4' }));
  await page.keyboard.press('Enter');
  await expect(chart.getByRole('textbox', { name: 'Row 3 label' })).toBeFocused();
  await expect(chart.getByRole('img', { name: `Bar chart: ${TITLE}` })).toBeVisible();

  // The snippet: typed as is, in Python, with a caption.
  await addByKeyboard(page, 'Code snippet');
  const code = blockCard(page, 'CodeBlockComponent');
  await expect(code.getByRole('textbox', { name: 'Code', exact: true })).toBeFocused();
  await page.keyboard.type(CODE);
  await choose(page, code.getByRole('combobox', { name: 'Language' }), 'Python');
  await tabTo(page, code.getByRole('textbox', { name: 'Code caption' }));
  await page.keyboard.type('Where to go out, floor by floor');

  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-chart-code', 'editor');

  // Stored as typed: numbers as numbers (a comma read as the decimal point).
  const saved = (await api.get(`/courses/${courseId}`)).body.course.blocks as { type: string; data: unknown }[];
  const dataOf = (type: string) => saved.find((b) => b.type === type)?.data;
  expect(dataOf('ChartBlockComponent')).toEqual({
    chart: 'bar',
    title: TITLE,
    units: 'minutes',
    labelHeading: 'Drill',
    series: [expect.objectContaining({ name: 'First floor' }), expect.objectContaining({ name: 'Second floor' })],
    rows: [
      expect.objectContaining({ label: 'March', values: [4, 6] }),
      expect.objectContaining({ label: 'June', values: [3.5, 5] }),
      expect.objectContaining({ label: 'September', values: [3, 4.25] }),
    ],
  });
  expect(dataOf('CodeBlockComponent')).toEqual({
    language: 'python',
    code: CODE,
    caption: 'Where to go out, floor by floor',
  });

  // Each kind of chart, as learners see it, axe-clean; the data behind its disclosure.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  for (const kind of ['line', 'pie', 'bar'] as const) {
    const { revision, course } = (await api.get(`/courses/${courseId}`)).body;
    const block = (course.blocks as { id: string; type: string; data: object }[]).find(
      (b) => b.type === 'ChartBlockComponent',
    )!;
    const changed = await api.put(`/courses/${courseId}`, {
      course: { revision, blocks: [{ ...block, data: { ...block.data, chart: kind } }], updatedBlocks: [block.id] },
    });
    expect(changed.status).toBe(200);
    expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
    await page.goto(`/share/${courseId}`);
    await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
    const name = { line: 'Line chart', pie: 'Pie chart', bar: 'Bar chart' }[kind];
    await expect(page.getByRole('img', { name: `${name} ${TITLE}` })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_22_AA });
    await shots(page, 'kind-chart-code', `learner-${kind}`);
  }

  // By keyboard: the chart's numbers in a real table; the code scrolled sideways, and copied.
  await tabTo(page, page.getByText('Show the data'));
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: TITLE });
  await expect(table.getByRole('columnheader')).toHaveText(['Drill', 'First floor', 'Second floor']);
  await expect(table.getByRole('row', { name: /June/ }).getByRole('cell')).toHaveText(['3.5', '5']);
  const region = page.getByRole('region', { name: 'Python code' });
  await tabTo(page, region);
  await expect(region.locator('code')).toHaveAttribute('translate', 'no');
  await expect(region.locator('.hljs-keyword').first()).toHaveText('def');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await tabTo(page, page.getByRole('button', { name: 'Copy code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
  await expectNoAxeViolations(page, { tags: WCAG_22_AA });
  await shots(page, 'kind-chart-code', 'learner-data-copied');

  // In every built-in theme: axe-clean, the data open, the code's colours AA on its background.
  for (const theme of ['calm', 'contrast', 'warm', 'classic'] as const) {
    const { revision } = (await api.get(`/courses/${courseId}`)).body;
    expect((await api.put(`/courses/${courseId}`, { course: { revision, settings: { theme } } })).status).toBe(200);
    expect((await api.put(`/courses/${courseId}?onPublish=true`, { course: {} })).status).toBe(200);
    await page.goto(`/share/${courseId}`);
    await page.getByRole('button', { name: /^(Start|Continue)/ }).click();
    await page.getByText('Show the data').click();
    await expect(page.getByRole('table', { name: TITLE })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_22_AA, label: theme });
    await shots(page, 'kind-chart-code', `learner-${theme}`);
  }

  // In an LMS: the chart and the snippet seen, the module is complete.
  await playInLms(page, { api, baseURL: baseURL!, courseId, learner: 'learner-chart-code' }, async (player, record) => {
    await expect(player.getByRole('img', { name: `Bar chart ${TITLE}` })).toBeVisible();
    await tabTo(page, player.getByRole('button', { name: 'Copy code' }));
    await expect.poll(() => completionIn(record)).toBe('completed');
  });
});
