import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Block,
  type Content,
  emptyContent,
  newBlock,
  withBlockAdded,
  withBlockReplaced,
  withBlocksDeleted,
} from '../../../src/modules/courses/content';
import { courseChangesProjection } from '../../../src/modules/courses/read-models/course-changes';
import { listChanges } from '../../../src/modules/courses/read-models/course-changes-queries';
import { projectionSpec } from '../../support/projection-spec';
import { courseEvents, created } from './course-events';

const start = emptyContent('Fire safety', '');
const first = withBlockAdded(
  start,
  newBlock('TextBlockComponent', { blockId: 'b1', newId: () => 'x' }),
  's1',
  0,
  () => 'p1',
);
const second = withBlockAdded(
  first,
  newBlock('HeadingBlockComponent', { blockId: 'b2', newId: () => 'y' }),
  's2',
  1,
  () => 'p1',
);

/** Each save is one change: its events carry one changeId, as the command handler stamps them. */
function asChanges(events: ReturnType<typeof courseEvents>, changeIds: string[], counts: number[]) {
  const starts = counts.map((_, i) => counts.slice(0, i).reduce((sum, n) => sum + n, 0));
  return counts.flatMap((count, i) =>
    events
      .slice(starts[i], starts[i]! + count)
      .map((e) => ({ ...e, metadata: { ...e.metadata, changeId: changeIds[i] } })),
  );
}

describe('course_changes read model (the history panel)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  beforeAll(async () => {
    spec = await projectionSpec(courseChangesProjection);
  });
  afterAll(() => spec.close());

  it('one row per change, newest first, spanning its revisions, with every event type it wrote', async () => {
    const created_ = courseEvents('c1', 'o1', [created('Fire safety')]);
    const saved = courseEvents('c1', 'o1', [
      created('Fire safety'),
      { type: 'ApplyChange', change: { kind: 'save', from: start, to: second }, revision: 0 },
    ]).slice(created_.length);
    await spec.given(...asChanges([...created_, ...saved], ['ch-create', 'ch-save'], [created_.length, saved.length]));
    const changes = await listChanges(spec.db, 'c1', 10);
    expect(changes.map((c) => c.change_id)).toEqual(['ch-save', 'ch-create']);
    expect(changes[0]).toMatchObject({
      first_revision: created_.length,
      last_revision: created_.length + saved.length - 1,
    });
    expect(changes[0]!.event_types).toEqual(saved.map((e) => e.type));
    expect(await listChanges(spec.db, 'c1', 10, created_.length)).toHaveLength(1);
  });

  it('names the blocks each change touched by their first words, a deleted or moved block as it last read', async () => {
    const text = { ...second.blocks.b1!, data: { html: '<p>Fire &amp; smoke <strong>kill</strong></p>' } } as Block;
    const heading = { ...second.blocks.b2!, data: { text: 'Why fire safety matters', level: 1 } } as Block;
    const written = withBlockReplaced(withBlockReplaced(second, text), heading);
    const renamed = withBlockReplaced(written, { ...heading, data: { text: 'Why it matters', level: 1 } } as Block);
    const page = renamed.pages[0]!;
    const moved: Content = { ...renamed, pages: [{ ...page, sectionIds: [...page.sectionIds].reverse() }] };
    const deleted = withBlocksDeleted(moved, ['b1']);
    const saves = [
      [start, written],
      [written, renamed],
      [renamed, moved],
      [moved, deleted],
    ] as const;
    const commands = saves.map(([from, to]) => ({
      type: 'ApplyChange',
      change: { kind: 'save', from, to },
      revision: 0,
    }));
    const before = courseEvents('c2', 'o1', [created('Fire safety')]);
    const events = courseEvents('c2', 'o1', [created('Fire safety'), ...commands] as never);
    const counts = [before.length];
    let seen = before.length;
    for (let i = 1; i <= saves.length; i++) {
      const upTo = courseEvents('c2', 'o1', [created('Fire safety'), ...commands.slice(0, i)] as never).length;
      counts.push(upTo - seen);
      seen = upTo;
    }
    await spec.given(...asChanges(events, ['create', 'write', 'rename', 'move', 'delete'], counts));
    const touches = Object.fromEntries(
      (await listChanges(spec.db, 'c2', 10)).map((c) => [
        c.change_id,
        c.touches.map((t) => `${t.action} ${t.blockType} ${t.label}`),
      ]),
    );
    expect(touches.write).toEqual(
      expect.arrayContaining([
        'added TextBlockComponent Fire & smoke kill',
        'added HeadingBlockComponent Why fire safety matters',
      ]),
    );
    expect(touches.rename).toEqual(['changed HeadingBlockComponent Why it matters']);
    // Swapping two blocks moves one of them: the heading, up.
    expect(touches.move).toEqual(['moved HeadingBlockComponent Why it matters']);
    expect(touches.delete).toEqual(['deleted TextBlockComponent Fire & smoke kill']);
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await listChanges(spec.db, 'c1', 10)).toEqual([]);
  });
});
