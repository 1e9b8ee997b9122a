import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { emptyContent, type Content } from '../../../src/modules/courses/content/content';
import { newBlock } from '../../../src/modules/courses/content/new-block';
import { starterContent } from '../../../src/modules/courses/content/starter';
import type { CourseState } from '../../../src/modules/courses/course-state';
import { type ContentChange, courseDecider, type CourseCommand } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';
import { fold } from '../../../src/platform/commands/decider';
import { deciderSpec } from '../../support/decider-spec';

let serial = 0;
const ids = (length = 16) => `id${++serial}`.padEnd(length, 'x');
const base = starterContent('Safety', '', ids);
const [textId] = base.pages[0]!.sectionIds.map((s) => base.sections[s]!.blockIds[0]!) as [string, string];

const creation = courseDecider.decide(
  { type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'u1', content: base },
  courseDecider.initialState,
);
const spec = deciderSpec(courseDecider);
/** The events a command records after `given`: the history the next step is given. */
const recorded = (given: CourseEvent[], command: CourseCommand) => [
  ...given,
  ...courseDecider.decide(command, fold(courseDecider, given)),
];
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
const applying = (change: ContentChange, revision = 7): CourseCommand => ({
  type: 'ApplyChange',
  courseId: 'c1',
  orgId: 'o1',
  change,
  revision,
});
const save = (from: Content, to: Content) => applying({ kind: 'save', from, to });

describe('course decider: authoring', () => {
  it('creating a course records its starter blocks in the same change', () => {
    spec
      .given([])
      .when({ type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'u1', content: base })
      .thenEmitsTypes([
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
    spec
      .given(creation)
      .when(save(base, edited))
      .thenEmits([
        { type: 'BlockChanged', data: { courseId: 'c1', block: edited.blocks[textId]! } },
        { type: 'DraftingStarted', data: { courseId: 'c1' } },
      ]);
    const drafting = recorded(creation, save(base, edited));
    spec.given(drafting).when(save(edited, edited)).thenEmitsNothing();
    spec
      .given(drafting)
      .when(save(edited, withText(edited, textId, 'again')))
      .thenEmitsTypes(['BlockChanged']);
  });

  it('a save based on an old version keeps newer edits of other blocks and refuses to overwrite the same block, naming the revision it saw', () => {
    const theirs = recorded(creation, save(base, withText(base, textId, 'theirs')));
    spec
      .given(theirs)
      .when(save(base, { ...base, title: 'Renamed' }))
      .thenEmitsTypes(['CourseRenamed']);
    spec
      .given(theirs)
      .when(applying({ kind: 'save', from: base, to: withText(base, textId, 'mine') }, 9))
      .thenThrows({
        code: 'precondition_failed',
        details: {
          revision: 9,
          conflicts: [{ blockId: textId, theirs: expect.objectContaining({ data: { html: 'theirs' } }) }],
        },
      });
  });

  it('a save overwrites what it names, whatever was saved there since, and only that', () => {
    const theirs = recorded(
      creation,
      save(base, { ...withText(base, textId, 'theirs'), title: 'Theirs', description: 'Their words' }),
    );
    const mine = { ...withText(base, textId, 'mine'), title: 'Mine', description: 'My words' };
    const keeping = (overwrite: { blockIds: string[]; fields: string[] }) =>
      applying({ kind: 'save', from: base, to: mine, overwrite });
    spec
      .given(theirs)
      .when(keeping({ blockIds: [textId], fields: ['title'] }))
      .thenThrows({
        code: 'precondition_failed',
        details: { revision: 7, conflicts: [{ field: 'description', theirs: 'Their words' }] },
      });
    const kept = recorded(theirs, keeping({ blockIds: [textId], fields: ['title', 'description'] }));
    expect(contentOf(kept)).toMatchObject({
      title: 'Mine',
      description: 'My words',
      blocks: { [textId]: { data: { html: 'mine' } } },
    });
  });

  it('a save based on an old version refuses to overwrite a newer title or setting, and keeps the other settings', () => {
    const quiz = { ...base.settings.quiz, passScore: 60 };
    const given = recorded(creation, save(base, { ...base, title: 'Theirs', settings: { ...base.settings, quiz } }));
    spec
      .given(given)
      .when(save(base, { ...base, title: 'Mine', settings: { ...base.settings, quiz: { ...quiz, passScore: 90 } } }))
      .thenThrows({
        code: 'precondition_failed',
        details: {
          revision: 7,
          conflicts: [
            { field: 'title', theirs: 'Theirs' },
            { field: 'settings.quiz', theirs: quiz },
          ],
        },
      });
    spec
      .given(given)
      .when(save(base, { ...base, settings: { ...base.settings, showCompletionStatus: false } }))
      .thenEmits([
        { type: 'CourseSettingsChanged', data: { courseId: 'c1', settings: { showCompletionStatus: false } } },
      ]);
  });

  it('undo appends the compensating events and a marker; redo puts the change back', () => {
    const edited = recorded(creation, save(base, withText(base, textId, 'one')));
    const one = contentOf(edited);
    const undo = applying({ kind: 'undo', changeId: 'ch1', from: one, to: base });
    spec
      .given(edited)
      .when(undo)
      .thenEmits([
        { type: 'BlockChanged', data: { courseId: 'c1', block: base.blocks[textId]! } },
        { type: 'ChangeUndone', data: { courseId: 'c1', changeId: 'ch1' } },
      ]);
    const undone = recorded(edited, undo);
    expect(contentOf(undone)).toEqual(base);
    const redo = applying({ kind: 'redo', changeId: 'ch1', from: base, to: one });
    spec
      .given(undone)
      .when(redo)
      .thenEmits([
        { type: 'BlockChanged', data: { courseId: 'c1', block: one.blocks[textId]! } },
        { type: 'ChangeRedone', data: { courseId: 'c1', changeId: 'ch1' } },
      ]);
    expect(contentOf(recorded(undone, redo))).toEqual(one);
  });

  it('restore brings back a revision and says which; restoring what is already there records nothing', () => {
    const edited = recorded(creation, save(base, withText(base, textId, 'one')));
    spec
      .given(edited)
      .when(applying({ kind: 'restore', revision: 7, from: contentOf(edited), to: base }))
      .thenEmits([
        { type: 'BlockChanged', data: { courseId: 'c1', block: base.blocks[textId]! } },
        { type: 'RevisionRestored', data: { courseId: 'c1', revision: 7 } },
      ]);
    spec
      .given(creation)
      .when(applying({ kind: 'restore', revision: 7, from: base, to: base }))
      .thenEmitsNothing();
  });

  it('publishes, and unpublishes only a published module', () => {
    const at = '2026-11-22T00:00:00.000Z';
    const publish: CourseCommand = { type: 'Publish', courseId: 'c1', orgId: 'o1', at };
    spec
      .given(creation)
      .when(publish)
      .thenEmits([{ type: 'CoursePublished', data: { courseId: 'c1', publishedAt: at } }]);
    const published = recorded(creation, publish);
    expect(stateAfter(published)).toMatchObject({ course: { status: 'PUBLISHED', live: true } });
    spec
      .given(published)
      .when({ type: 'Unpublish', courseId: 'c1', orgId: 'o1' })
      .thenEmits([{ type: 'CourseUnpublished', data: { courseId: 'c1' } }]);
    spec.given(creation).when({ type: 'Unpublish', courseId: 'c1', orgId: 'o1' }).thenThrows('not published');
  });

  it('another organisation cannot change the course: it does not exist for them', () => {
    spec
      .given(creation)
      .when({ ...save(base, withText(base, textId, 'x')), orgId: 'o2' } as CourseCommand)
      .thenThrows('Course not found');
  });

  it('a mono module keeps exactly one block', () => {
    const video = newBlock('VideoBlockComponent', { blockId: 'v1', newId: ids });
    const mono: Content = {
      ...emptyContent('Clip', ''),
      pages: [{ id: 'p', sectionIds: ['s'] }],
      sections: { s: { id: 's', pageId: 'p', sizes: 'co-12', blockIds: ['v1'] } },
      blocks: { v1: video },
    };
    const created = recorded([], {
      type: 'CreateCourse',
      courseId: 'c1',
      orgId: 'o1',
      createdBy: 'u1',
      content: mono,
      mono: 'VideoBlockComponent',
    });
    const two: Content = {
      ...mono,
      sections: { s: { ...mono.sections.s!, blockIds: ['v1', 't1'] } },
      blocks: { ...mono.blocks, t1: newBlock('TextBlockComponent', { blockId: 't1', newId: ids }) },
    };
    spec.given(created).when(save(mono, two)).thenThrows('exactly one block');
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
    const history = recorded(creation, save(base, results));
    const withQuestion = addSection(results, newBlock('QuestionBlockComponent', { blockId: 'q1', newId: ids }), 4);
    const order = (events: CourseEvent[]) => contentOf(events).pages[0]!.sectionIds;
    expect(order(recorded(history, save(results, withQuestion))).slice(-2)).toEqual(['s-q1', 's-qr']);

    const byHand: Content = {
      ...results,
      pages: [
        {
          ...results.pages[0]!,
          sectionIds: [...results.pages[0]!.sectionIds.slice(1, 3), 's-qr', results.pages[0]!.sectionIds[3]!],
        },
      ],
    };
    const moved = recorded(history, save(results, byHand));
    expect(contentOf(moved).settings.quizResultsPlacedByHand).toBe(true);
    const next = addSection(contentOf(moved), newBlock('QuestionBlockComponent', { blockId: 'q2', newId: ids }), 4);
    expect(order(recorded(moved, save(contentOf(moved), next))).at(-1)).toBe('s-q2');
  });
});
