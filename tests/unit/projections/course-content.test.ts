import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyContent, newBlock, withBlockAdded } from '../../../src/modules/courses/content';
import { courseContentProjection } from '../../../src/modules/courses/read-models/course-content';
import {
  findBlockOwner,
  findOwnedDraftBlocks,
  findPublishedContent,
  findPublishedHead,
} from '../../../src/modules/courses/read-models/course-content-queries';
import { projectionSpec } from '../../support/projection-spec';
import { courseEvents, created } from './course-events';

const block = newBlock('TextBlockComponent', { blockId: 'blk-1', newId: () => 'x' });
const start = emptyContent('Fire safety', '');
const withBlock = withBlockAdded(start, block, 'sec-1', 0, () => 'page-1');

describe('course_content read model (drafts, published versions, block owners)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  beforeAll(async () => {
    spec = await projectionSpec(courseContentProjection);
  });
  afterAll(() => spec.close());

  it('keeps the draft, remembers which course added each block, and the version learners see once published', async () => {
    await spec.given(
      ...courseEvents('c1', 'o1', [
        created('Fire safety'),
        { type: 'ApplyChange', change: { kind: 'save', from: start, to: withBlock }, revision: 0 },
        { type: 'Publish', at: '2026-11-24T10:00:00.000Z' },
      ]),
    );
    expect(await findBlockOwner(spec.db, 'blk-1')).toEqual({ course_id: 'c1', org_id: 'o1' });
    expect((await findOwnedDraftBlocks(spec.db, ['blk-1'], 'o1')).map((b) => b.id)).toEqual(['blk-1']);
    expect(await findOwnedDraftBlocks(spec.db, ['blk-1'], 'o-other')).toEqual([]);
    const head = await findPublishedHead(spec.db, 'c1');
    expect(head).toMatchObject({ course_id: 'c1', org_id: 'o1' });
    const published = await findPublishedContent(spec.db, 'c1', head!.revision);
    expect(Object.keys(published!.content.blocks)).toEqual(['blk-1']);
  });

  it('an unpublished course shows learners nothing', async () => {
    await spec.given(
      ...courseEvents('c1', 'o1', [
        created('Fire safety'),
        { type: 'ApplyChange', change: { kind: 'save', from: start, to: withBlock }, revision: 0 },
        { type: 'Publish', at: '2026-11-24T10:00:00.000Z' },
        { type: 'Unpublish' },
      ]).slice(-1),
    );
    expect(await findPublishedHead(spec.db, 'c1')).toBeUndefined();
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await findBlockOwner(spec.db, 'blk-1')).toBeUndefined();
  });
});
