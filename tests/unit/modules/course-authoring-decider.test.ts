import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { emptyContent, type Content } from '../../../src/modules/courses/content/content';
import { newBlock } from '../../../src/modules/courses/content/new-block';
import { starterContent } from '../../../src/modules/courses/content/starter';
import type { CourseState } from '../../../src/modules/courses/course-state';
import { courseDecider, type CourseCommand } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';
import { fold } from '../../../src/platform/commands/decider';

let serial = 0;
const ids = (length = 16) => `id${++serial}`.padEnd(length, 'x');
const base = starterContent('Safety', '', ids);
const [textId] = base.pages[0]!.sectionIds.map((s) => base.sections[s]!.blockIds[0]!) as [string, string];

const creation = courseDecider.decide(
  { type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'u1', content: base },
  courseDecider.initialState,
);
const when = (given: CourseEvent[], command: CourseCommand) =>
  courseDecider.decide(command, fold(courseDecider, given));
const stateAfter = (events: CourseEvent[]): CourseState => fold(courseDecider, events);
const contentOf = (events: CourseEvent[]): Content => {
  const state = stateAfter(events);
  if (!state.exists) throw new Error('no course');
  return state.course.content;
};
const withText = (content: Content, id: string, html: string): Content => ({
  ...content,
  blocks: { ...content.blocks, [id]: { ...content.blocks[id]!, data: { html } } as Block },
});
const save = (from: Content, to: Content): CourseCommand => ({
  type: 'ApplyChange',
  courseId: 'c1',
  orgId: 'o1',
  change: { kind: 'save', from, to },
});

describe('course decider: authoring', () => {
  it('creating a course records its starter blocks in the same change', () => {
    expect(creation.map((e) => e.type)).toEqual([
      'CourseCreated',
      'PageAdded',
      'SectionAdded',
      'SectionAdded',
      'SectionAdded',
      'BlockAdded',
      'BlockAdded',
      'BlockAdded',
    ]);
    expect(contentOf(creation)).toEqual(base);
  });

  it('a save changes only what differs, and the first edit starts the draft', () => {
    const edited = withText(base, textId, '<p>Hi</p>');
    const events = when(creation, save(base, edited));
    expect(events).toEqual([
      { type: 'BlockChanged', data: { courseId: 'c1', block: edited.blocks[textId] } },
      { type: 'DraftingStarted', data: { courseId: 'c1' } },
    ]);
    expect(when([...creation, ...events], save(edited, edited))).toEqual([]);
    expect(when([...creation, ...events], save(edited, withText(edited, textId, 'again'))).map((e) => e.type)).toEqual([
      'BlockChanged',
    ]);
  });

  it('a save based on an old version keeps newer edits of other blocks and refuses to overwrite the same block', () => {
    const theirs = when(creation, save(base, withText(base, textId, 'theirs')));
    const mineOther = when([...creation, ...theirs], save(base, { ...base, title: 'Renamed' }));
    expect(mineOther.map((e) => e.type)).toEqual(['CourseRenamed']);
    expect(() => when([...creation, ...theirs], save(base, withText(base, textId, 'mine')))).toThrow(
      expect.objectContaining({
        code: 'precondition_failed',
        details: { conflicts: [{ blockId: textId, theirs: expect.objectContaining({ data: { html: 'theirs' } }) }] },
      }),
    );
  });

  it('a save based on an old version refuses to overwrite a newer title or setting, and keeps the other settings', () => {
    const quiz = { ...base.settings.quiz, passScore: 60 };
    const theirs = when(creation, save(base, { ...base, title: 'Theirs', settings: { ...base.settings, quiz } }));
    const given = [...creation, ...theirs];
    expect(() =>
      when(
        given,
        save(base, { ...base, title: 'Mine', settings: { ...base.settings, quiz: { ...quiz, passScore: 90 } } }),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'precondition_failed',
        details: {
          conflicts: [
            { field: 'title', theirs: 'Theirs' },
            { field: 'settings.quiz', theirs: quiz },
          ],
        },
      }),
    );
    const other = when(given, save(base, { ...base, settings: { ...base.settings, showCompletionStatus: false } }));
    expect(other).toEqual([
      { type: 'CourseSettingsChanged', data: { courseId: 'c1', settings: { showCompletionStatus: false } } },
    ]);
  });

  it('undo appends the compensating events and a marker; redo puts the change back', () => {
    const edit = when(creation, save(base, withText(base, textId, 'one')));
    const after = contentOf([...creation, ...edit]);
    const undo = when([...creation, ...edit], {
      type: 'ApplyChange',
      courseId: 'c1',
      orgId: 'o1',
      change: { kind: 'undo', changeId: 'ch1', from: after, to: base },
    });
    expect(undo).toEqual([
      { type: 'BlockChanged', data: { courseId: 'c1', block: base.blocks[textId] } },
      { type: 'ChangeUndone', data: { courseId: 'c1', changeId: 'ch1' } },
    ]);
    expect(contentOf([...creation, ...edit, ...undo])).toEqual(base);
    const redo = when([...creation, ...edit, ...undo], {
      type: 'ApplyChange',
      courseId: 'c1',
      orgId: 'o1',
      change: { kind: 'redo', changeId: 'ch1', from: base, to: after },
    });
    expect(redo.at(-1)).toEqual({ type: 'ChangeRedone', data: { courseId: 'c1', changeId: 'ch1' } });
    expect(contentOf([...creation, ...edit, ...undo, ...redo])).toEqual(after);
  });

  it('restore brings back a revision and says which', () => {
    const edit = when(creation, save(base, withText(base, textId, 'one')));
    const now = contentOf([...creation, ...edit]);
    const restore = when([...creation, ...edit], {
      type: 'ApplyChange',
      courseId: 'c1',
      orgId: 'o1',
      change: { kind: 'restore', revision: 7, from: now, to: base },
    });
    expect(restore.at(-1)).toEqual({ type: 'RevisionRestored', data: { courseId: 'c1', revision: 7 } });
    expect(
      when(creation, {
        type: 'ApplyChange',
        courseId: 'c1',
        orgId: 'o1',
        change: { kind: 'restore', revision: 7, from: base, to: base },
      }),
    ).toEqual([]);
  });

  it('publishes, and unpublishes only a published module', () => {
    const at = '2026-11-22T00:00:00.000Z';
    const published = when(creation, { type: 'Publish', courseId: 'c1', orgId: 'o1', at });
    expect(published).toEqual([{ type: 'CoursePublished', data: { courseId: 'c1', publishedAt: at } }]);
    expect(stateAfter([...creation, ...published])).toMatchObject({ course: { status: 'PUBLISHED', live: true } });
    expect(when([...creation, ...published], { type: 'Unpublish', courseId: 'c1', orgId: 'o1' })).toEqual([
      { type: 'CourseUnpublished', data: { courseId: 'c1' } },
    ]);
    expect(() => when(creation, { type: 'Unpublish', courseId: 'c1', orgId: 'o1' })).toThrow('not published');
  });

  it('a mono module keeps exactly one block', () => {
    const video = newBlock('VideoBlockComponent', { blockId: 'v1', newId: ids });
    const mono: Content = {
      ...emptyContent('Clip', ''),
      pages: [{ id: 'p', sectionIds: ['s'] }],
      sections: { s: { id: 's', pageId: 'p', sizes: 'co-12', blockIds: ['v1'] } },
      blocks: { v1: video },
    };
    const created = courseDecider.decide(
      {
        type: 'CreateCourse',
        courseId: 'c1',
        orgId: 'o1',
        createdBy: 'u1',
        content: mono,
        mono: 'VideoBlockComponent',
      },
      courseDecider.initialState,
    );
    const two: Content = {
      ...mono,
      sections: { s: { ...mono.sections.s!, blockIds: ['v1', 't1'] } },
      blocks: { ...mono.blocks, t1: newBlock('TextBlockComponent', { blockId: 't1', newId: ids }) },
    };
    expect(() => when(created, save(mono, two))).toThrow('exactly one block');
  });

  it('adding a question moves the quiz results after the last question unless placed by hand', () => {
    const addSection = (c: Content, block: Block, at: number): Content => ({
      ...c,
      pages: [{ ...c.pages[0]!, sectionIds: c.pages[0]!.sectionIds.toSpliced(at, 0, `s-${block.id}`) }],
      sections: {
        ...c.sections,
        [`s-${block.id}`]: { id: `s-${block.id}`, pageId: c.pages[0]!.id, sizes: 'co-12', blockIds: [block.id] },
      },
      blocks: { ...c.blocks, [block.id]: block },
    });
    const results = addSection(base, newBlock('QuizResultsBlockComponent', { blockId: 'qr', newId: ids }), 0);
    const history = [...creation, ...when(creation, save(base, results))];
    const withQuestion = addSection(results, newBlock('QuestionBlockComponent', { blockId: 'q1', newId: ids }), 4);
    const order = (events: CourseEvent[]) => contentOf(events).pages[0]!.sectionIds;
    expect(order([...history, ...when(history, save(results, withQuestion))]).slice(-2)).toEqual(['s-q1', 's-qr']);

    const byHand: Content = {
      ...results,
      pages: [
        {
          ...results.pages[0]!,
          sectionIds: [...results.pages[0]!.sectionIds.slice(1, 3), 's-qr', results.pages[0]!.sectionIds[3]!],
        },
      ],
    };
    const moved = [...history, ...when(history, save(results, byHand))];
    expect(contentOf(moved).settings.quizResultsPlacedByHand).toBe(true);
    const next = addSection(contentOf(moved), newBlock('QuestionBlockComponent', { blockId: 'q2', newId: ids }), 4);
    expect(order([...moved, ...when(moved, save(contentOf(moved), next))]).at(-1)).toBe('s-q2');
  });
});
