import { describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../../src/web/api/authoring';
import { changeSummary } from '../../../src/web/editor/changeSummary';
import { historySessions, SESSION_GAP_MS } from '../../../src/web/editor/historySessions';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 14, 0) + minutes * 60_000).toISOString();

function change(patch: Partial<ChangeEntry>): ChangeEntry {
  return {
    changeId: Math.random().toString(36),
    userId: 'ana',
    userName: 'Ana Lovelace',
    kind: 'edit',
    firstRevision: 1,
    revision: 1,
    recordedAt: at(0),
    eventTypes: ['BlockChanged'],
    ref: null,
    touches: [],
    ...patch,
  };
}

const touch = (blockId: string, action: ChangeEntry['touches'][number]['action'], blockType: string, label = '') => ({
  blockId,
  action,
  blockType,
  label,
});

describe('changeSummary', () => {
  it('names the block a change touched by its type and first words', () => {
    const edited = change({ touches: [touch('b1', 'changed', 'HeadingBlockComponent', 'Why fire safety matters')] });
    expect(changeSummary(edited)).toBe("changed the heading 'Why fire safety matters'");
  });

  it('says "added an image" (not "added, changed") for a block added and then written in one change', () => {
    const added = change({
      eventTypes: ['SectionAdded', 'BlockAdded', 'BlockChanged'],
      touches: [touch('b1', 'added', 'ImageBlockComponent'), touch('b1', 'changed', 'ImageBlockComponent', 'A hose')],
    });
    expect(changeSummary(added)).toBe("added an image 'A hose'");
  });

  it('names what appeared or went before what was edited or moved', () => {
    const mixed = change({
      touches: [touch('b1', 'moved', 'TextBlockComponent'), touch('b2', 'added', 'QuestionBlockComponent', 'Why?')],
    });
    expect(changeSummary(mixed)).toBe("added a question 'Why?' and moved the text");
  });

  it('names two things and counts the rest, blocks first, then the module itself', () => {
    const many = change({
      eventTypes: ['BlockDeleted', 'SectionMoved', 'CourseRenamed', 'CourseDescribed'],
      touches: [
        touch('b1', 'deleted', 'TextBlockComponent', 'Old intro'),
        touch('b2', 'moved', 'QuestionBlockComponent'),
      ],
    });
    expect(changeSummary(many)).toBe("deleted the text 'Old intro', moved the question and 2 more changes");
    expect(changeSummary(change({ eventTypes: ['CourseRenamed'] }))).toBe('renamed the module');
    expect(changeSummary(change({ eventTypes: ['CourseRenamed', 'CourseDescribed'] }))).toBe(
      'renamed the module and changed the description',
    );
  });

  it('says what undo, redo, restore and publishing did', () => {
    expect(changeSummary(change({ kind: 'undo', touches: [touch('b1', 'changed', 'TextBlockComponent', 'x')] }))).toBe(
      'undid a change',
    );
    expect(changeSummary(change({ kind: 'restore', ref: '3' }))).toBe('restored an earlier version');
    expect(changeSummary(change({ kind: 'publish', eventTypes: ['CoursePublished'] }))).toBe('published the module');
  });
});

describe('historySessions', () => {
  it('groups one person’s run of changes, each within the gap of the next; another person or a pause starts a new one', () => {
    const gap = SESSION_GAP_MS / 60_000;
    const changes = [
      change({ changeId: 'a3', recordedAt: at(2 * gap + 5) }),
      change({ changeId: 'a2', recordedAt: at(gap + 5) }),
      change({ changeId: 'a1', recordedAt: at(5) }),
      change({ changeId: 'b1', userId: 'ben', userName: 'Ben', recordedAt: at(4) }),
      change({ changeId: 'a0', recordedAt: at(0) }),
    ];
    const sessions = historySessions(changes).map(
      (s) => `${s.userName}: ${s.changes.map((c) => c.changeId).join(' ')}`,
    );
    expect(sessions).toEqual(['Ana Lovelace: a3 a2 a1', 'Ben: b1', 'Ana Lovelace: a0']);
    const paused = historySessions([change({ recordedAt: at(gap + 1) }), change({ recordedAt: at(0) })]);
    expect(paused).toHaveLength(2);
  });
});
