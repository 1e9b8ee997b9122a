import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import type { Content } from '../../../src/modules/courses/content/content';
import { starterContent } from '../../../src/modules/courses/content/starter';
import { courseDecider } from '../../../src/modules/courses/decider';
import { courseHistory } from '../../../src/modules/courses/history';
import { changeFor, type DraftIntent } from '../../../src/modules/courses/intents';
import type { SaveDraftInput } from '../../../src/modules/courses/requests';
import { type DomainEvent, fold } from '../../../src/platform/commands/decider';
import type { RecordedEvent } from '../../../src/platform/eventstore/types';
import { foldCourse, parseCourseEvent } from '../../../src/modules/courses/course-view';

let serial = 0;
const ids = () => `id${++serial}`.padEnd(16, 'x');
const base = starterContent('Safety', '', ids);
const [textId] = base.pages[0]!.sectionIds.map((s) => base.sections[s]!.blockIds[0]!) as [string];
const withText = (content: Content, html: string): Content => ({
  ...content,
  blocks: { ...content.blocks, [textId]: { ...content.blocks[textId]!, data: { html } } as Block },
});

/** A course's stream as the store would give it: each change by one user, under its own change id. */
class Stream {
  events: RecordedEvent[] = [];
  private changes = 0;

  record(userId: string, events: DomainEvent[], editor?: { editorId?: string; editorSeq?: number }): this {
    const changeId = `change-${++this.changes}`;
    for (const e of events) {
      const version = this.events.length;
      this.events.push({
        id: `e${version}`,
        streamId: 'course-c1',
        version,
        type: e.type,
        data: e.data,
        metadata: {
          userId,
          orgId: 'o1',
          correlationId: changeId,
          causationId: changeId,
          changeId,
          ...(editor?.editorId ? editor : {}),
        },
        position: { commit: BigInt(version + 1), prepare: 0n },
        recordedAt: new Date(Date.UTC(2026, 10, 25, 9, 0, version)),
      });
    }
    return this;
  }

  /** The intent as the course's command handler carries it out: worked out on the stream, then decided. */
  apply(userId: string, intent: DraftIntent): this {
    const editor = intent.kind === 'save' ? intent.input : undefined;
    const state = fold(courseDecider, this.events.map(parseCourseEvent));
    const change = changeFor(intent, courseHistory(this.events));
    const command = {
      type: 'ApplyChange' as const,
      courseId: 'c1',
      orgId: 'o1',
      change,
      revision: this.events.length - 1,
    };
    const events = courseDecider.decide(command, state);
    return this.record(userId, events, { editorId: editor?.editorId, editorSeq: editor?.editorSeq });
  }

  get head() {
    return this.events.length - 1;
  }
}

const created = () =>
  new Stream().record(
    'ann',
    courseDecider.decide(
      { type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'ann', content: base },
      courseDecider.initialState,
    ),
  );
const saveOf = (revision: number | undefined, to: Content): SaveDraftInput => ({
  id: 'c1',
  revision,
  blocks: [to.blocks[textId]!],
  newBlocks: [],
  updatedBlocks: [textId],
  deletedBlocks: [],
});
const edit = (html: string): DraftIntent => ({ kind: 'edit', edit: (content) => withText(content, html) });

/** The stream's history folded from the start, and with the states a save reuses (folded as last read). */
const histories = (stream: Stream) => [
  courseHistory(stream.events),
  courseHistory(stream.events, foldCourse(stream.events).stateAt),
];

/** given a stream, when an intent, then the change it makes (or the error it gives), on either history. */
const given = (stream: Stream) => ({
  when: (intent: DraftIntent) => ({
    thenChanges: (expected: object) => {
      for (const history of histories(stream)) expect(changeFor(intent, history)).toEqual(expected);
    },
    thenThrows: (message: string) => {
      for (const history of histories(stream)) expect(() => changeFor(intent, history)).toThrow(message);
    },
  }),
});

describe('an editor’s own saves are never someone else’s change', () => {
  it('a save based before the same editor’s earlier save (still on its way when it was sent) goes on from it, without a conflict', () => {
    const stream = created();
    const start = stream.head;
    stream.apply('ann', {
      kind: 'save',
      input: { ...saveOf(start, withText(base, 'Typing one')), editorId: 'editor-ann-1' },
    });
    const second = { ...saveOf(start, withText(base, 'Typing one, two')), editorId: 'editor-ann-1' };
    given(stream)
      .when({ kind: 'save', input: second })
      .thenChanges({ kind: 'save', from: withText(base, 'Typing one'), to: withText(base, 'Typing one, two') });
    stream.apply('ann', { kind: 'save', input: second });
    expect(courseHistory(stream.events).contentAt(stream.head).blocks[textId]).toEqual(
      withText(base, 'Typing one, two').blocks[textId],
    );
  });

  it('with another editor’s save of something else in between, what only this editor changed since is still no conflict', () => {
    const stream = created();
    const start = stream.head;
    const title = { ...saveOf(start, base), blocks: [], updatedBlocks: [], title: 'Bob’s title' };
    stream.apply('bob', { kind: 'save', input: { ...title, editorId: 'editor-bob-1' } });
    stream.apply('ann', {
      kind: 'save',
      input: { ...saveOf(stream.head, withText(base, 'Ann')), editorId: 'editor-ann-1' },
    });
    // Ann's copy went back to one read before Bob's save (an older answer came in late): her next
    // save is based on `start`, before Bob's save and her own.
    const next = { ...saveOf(start, withText(base, 'Ann, on')), editorId: 'editor-ann-1' };
    given(stream)
      .when({ kind: 'save', input: next })
      .thenChanges({
        kind: 'save',
        from: base,
        to: withText(base, 'Ann, on'),
        overwrite: { blockIds: [textId], fields: [] },
      });
    stream.apply('ann', { kind: 'save', input: next });
    expect(courseHistory(stream.events).contentAt(stream.head)).toMatchObject({
      title: 'Bob’s title',
      blocks: { [textId]: { data: { html: 'Ann, on' } } },
    });
  });

  it('another editor’s save in between is still a conflict, and so is the same author in another editor', () => {
    const stream = created();
    const start = stream.head;
    stream.apply('ann', { kind: 'save', input: { ...saveOf(start, withText(base, 'Ann')), editorId: 'editor-ann-1' } });
    stream.apply('bob', {
      kind: 'save',
      input: { ...saveOf(stream.head, withText(base, 'Bob')), editorId: 'editor-bob-1' },
    });
    const late = { ...saveOf(start, withText(base, 'Ann again')), editorId: 'editor-ann-1' };
    expect(() => stream.apply('ann', { kind: 'save', input: late })).toThrow(/Someone else changed/);
    const otherTab = { ...saveOf(start, withText(base, 'Ann in a second tab')), editorId: 'editor-ann-2' };
    expect(() => stream.apply('ann', { kind: 'save', input: otherTab })).toThrow(/Someone else changed/);
  });
});

describe('a save its editor gave up on, arriving after the save that carried its changes again', () => {
  it('changes nothing: the later save’s newer typing stays', () => {
    const stream = created();
    const start = stream.head;
    const abandoned = { ...saveOf(start, withText(base, 'Typing one')), editorId: 'editor-ann-1', editorSeq: 1 };
    stream.apply('ann', {
      kind: 'save',
      input: { ...saveOf(start, withText(base, 'Typing one, two')), editorId: 'editor-ann-1', editorSeq: 2 },
    });
    const latest = withText(base, 'Typing one, two');
    given(stream).when({ kind: 'save', input: abandoned }).thenChanges({ kind: 'save', from: latest, to: latest });
    const head = stream.head;
    stream.apply('ann', { kind: 'save', input: abandoned });
    expect(stream.head).toBe(head);
  });

  it('arriving in its turn, before the later one, it is saved as usual', () => {
    const stream = created();
    const start = stream.head;
    const first = { ...saveOf(start, withText(base, 'Typing one')), editorId: 'editor-ann-1', editorSeq: 1 };
    given(stream)
      .when({ kind: 'save', input: first })
      .thenChanges({ kind: 'save', from: base, to: withText(base, 'Typing one') });
  });

  it('another editor’s later numbers do not make a save overtaken', () => {
    const stream = created();
    const start = stream.head;
    stream.apply('bob', {
      kind: 'save',
      input: {
        ...saveOf(start, base),
        blocks: [],
        updatedBlocks: [],
        title: 'Bob’s title',
        editorId: 'editor-bob-1',
        editorSeq: 9,
      },
    });
    const ann = { ...saveOf(start, withText(base, 'Ann')), editorId: 'editor-ann-1', editorSeq: 1 };
    given(stream)
      .when({ kind: 'save', input: ann })
      .thenChanges({ kind: 'save', from: base, to: withText(base, 'Ann') });
  });
});

describe('what an author means by a save, undo, redo, restore or block call', () => {
  it('a save goes from the revision the author started on to their version of it', () => {
    const stream = created();
    const start = stream.head;
    stream.apply('bob', edit('Bob was here'));
    given(stream)
      .when({ kind: 'save', input: saveOf(start, withText(base, 'Ann was here')) })
      .thenChanges({ kind: 'save', from: base, to: withText(base, 'Ann was here') });
    given(stream)
      .when({ kind: 'save', input: { ...saveOf(undefined, base), blocks: [], updatedBlocks: [], title: 'Renamed' } })
      .thenChanges({
        kind: 'save',
        from: withText(base, 'Bob was here'),
        to: { ...withText(base, 'Bob was here'), title: 'Renamed' },
      });
  });

  it('a save on a revision the course has not reached yet is refused', () => {
    const stream = created();
    given(stream)
      .when({ kind: 'save', input: saveOf(stream.head + 1, base) })
      .thenThrows(`Invalid revision: ${stream.head + 1} is beyond the latest revision, ${stream.head}`);
  });

  it("an undo takes back the caller's own last change, not someone else's", () => {
    const stream = created().apply('ann', edit('one')).apply('bob', edit('two'));
    given(stream)
      .when({ kind: 'undo', userId: 'ann' })
      .thenChanges({ kind: 'undo', changeId: 'change-2', from: withText(base, 'one'), to: base });
    given(stream)
      .when({ kind: 'undo', userId: 'bob' })
      .thenChanges({ kind: 'undo', changeId: 'change-3', from: withText(base, 'two'), to: withText(base, 'one') });
    given(stream).when({ kind: 'undo', userId: 'cat' }).thenThrows('Nothing to undo');
  });

  it('a redo makes the last undone change again; a new edit forgets what could be redone', () => {
    const stream = created().apply('ann', edit('one')).apply('ann', { kind: 'undo', userId: 'ann' });
    given(stream)
      .when({ kind: 'redo', userId: 'ann' })
      .thenChanges({ kind: 'redo', changeId: 'change-2', from: base, to: withText(base, 'one') });
    given(stream).when({ kind: 'undo', userId: 'ann' }).thenThrows('Nothing to undo');
    stream.apply('ann', edit('three'));
    given(stream).when({ kind: 'redo', userId: 'ann' }).thenThrows('Nothing to redo');
  });

  it('a restore goes from the course as it is now to how it was at the revision', () => {
    const stream = created();
    const start = stream.head;
    stream.apply('ann', edit('one'));
    given(stream)
      .when({ kind: 'restore', revision: start })
      .thenChanges({ kind: 'restore', revision: start, from: withText(base, 'one'), to: base });
    given(stream).when({ kind: 'restore', revision: 99 }).thenThrows('Revision 99 does not exist');
  });

  it('a block call changes the course as it is now', () => {
    const stream = created().apply('ann', edit('one'));
    given(stream)
      .when(edit('two'))
      .thenChanges({ kind: 'save', from: withText(base, 'one'), to: withText(base, 'two') });
  });
});
