import { expect, test } from '@playwright/test';
import { KIND_TYPES } from '../../src/modules/courses/content/kinds';
import { BUILT_IN_THEMES } from '../../src/modules/themes/shared';
import { SAMPLE_BLOCKS } from '../../src/web/admin/mono/sampleBlocks';
import { author } from '../integration/delivery/author-api';
import { republish } from '../integration/delivery/fixture';
import { expectNoAxeViolations, WCAG_22_AA } from './fixtures/axe';
import { shots } from './fixtures/kind-keyboard';

/** A Continue block hides what is below it until the activities above are done: it goes last. */
const SHOWN_IN_ORDER = [...KIND_TYPES.filter((t) => t !== 'ContinueBlockComponent'), 'ContinueBlockComponent' as const];

/**
 * Every block kind beyond the spec, filled in as the admin's sample shows it, in every built-in
 * theme: what a learner sees (screenshots in .tmp/kind-gallery/, at 1440 and 375 px), and WCAG 2.2 AA
 * in each (a theme's colours on a kind's parts are where contrast breaks).
 */
test('every block kind, in every built-in theme, as learners see it: nothing axe finds', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const api = await author(baseURL!);
  const created = await api.post('/courses/', { course: { title: 'Every kind', description: 'A gallery' } });
  const courseId = created.body.course.id as string;
  const starters = (created.body.course.blocks as { id: string }[]).map((b) => b.id);
  let revision = created.body.revision as number;
  for (const type of SHOWN_IN_ORDER) {
    const { title, data } = SAMPLE_BLOCKS[type];
    const added = await api.post('/blocks/', { courseId, block: { type, title, data } });
    expect(added.status, type).toBe(201);
    revision = added.body.revision;
  }
  ({ revision } = await republish(api, courseId, revision, { deletedBlocks: starters }));

  for (const theme of BUILT_IN_THEMES) {
    ({ revision } = await republish(api, courseId, revision, { settings: { theme: theme.id } }));
    await page.goto(`/share/${courseId}`);
    await page
      .getByRole('button', { name: /^(Start|Continue)/ })
      .first()
      .click();
    for (const type of KIND_TYPES) await expect(page.locator(`.block-view--${type}`), type).toBeVisible();
    // Each kind's view is in (none still loading).
    await expect(page.locator('.block-loading')).toHaveCount(0);
    await expectNoAxeViolations(page, { label: theme.name, tags: WCAG_22_AA });
    // From the top, where the bar is not yet stuck over the blocks.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, 'kind-gallery', theme.id);
  }
});
