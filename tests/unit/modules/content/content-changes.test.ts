import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryChange, conflictingBlocks, conflictingFields } from '../../../../src/modules/courses/content/carry';
import type { Content } from '../../../../src/modules/courses/content/content';
import { diffContent } from '../../../../src/modules/courses/content/diff';
import { sameJson } from '../../../../src/modules/courses/content/equal';
import { structureOf, withStructure } from '../../../../src/modules/courses/content/structure';
import { applyAll, contentsArbitrary, editArbitrary, eventsOf, statesAfter } from './arbitrary-content';

const expectSame = (actual: Content, expected: Content) =>
  expect(sameJson(actual, expected) ? actual : actual).toEqual(expected);
/** Applies "make current look like target" the way the decider does: the diff's events, folded. */
const reach = (current: Content, target: Content) => applyAll(current, diffContent('c1', current, target));

describe('content changes', () => {
  it('a diff folded over its source gives its target, for any two reachable contents', () => {
    fc.assert(
      fc.property(contentsArbitrary, contentsArbitrary, (a, b) => {
        const from = a[a.length - 1]!;
        const to = b[b.length - 1]!;
        expect(sameJson(reach(from, to), to)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('laying content out as its own structure gives it back unchanged', () => {
    fc.assert(
      fc.property(contentsArbitrary, (states) => {
        const last = states[states.length - 1]!;
        expect(sameJson(withStructure(last, structureOf(last), last.blocks), last)).toBe(true);
      }),
    );
  });

  it('a structure that misses blocks or names unknown ones still places every block exactly once', () => {
    fc.assert(
      fc.property(contentsArbitrary, fc.nat(), (states, cut) => {
        const last = states[states.length - 1]!;
        const structure = structureOf(last);
        const partial = {
          pages: structure.pages,
          sections: structure.sections.map((s, i) =>
            i === cut % Math.max(structure.sections.length, 1) ? { ...s, blocks: ['ghost'] } : s,
          ),
        };
        const laidOut = withStructure(last, partial, last.blocks);
        const placed = Object.values(laidOut.sections).flatMap((s) => s.blockIds);
        expect(placed.toSorted()).toEqual(Object.keys(last.blocks).toSorted());
        expect(laidOut.pages.flatMap((p) => p.sectionIds).toSorted()).toEqual(Object.keys(laidOut.sections).toSorted());
      }),
    );
  });

  it('a diff between equal contents is empty', () => {
    fc.assert(
      fc.property(contentsArbitrary, (states) => {
        const last = states[states.length - 1]!;
        expect(diffContent('c1', last, structuredClone(last))).toEqual([]);
      }),
    );
  });

  it('carrying a change onto the state it started from gives exactly its result', () => {
    fc.assert(
      fc.property(contentsArbitrary, fc.array(editArbitrary, { maxLength: 5 }), (states, more) => {
        const from = states[states.length - 1]!;
        let to = from;
        for (const [i, edit] of more.entries()) to = applyAll(to, eventsOf(to, edit, 1000 + i));
        expect(sameJson(carryChange(structuredClone(from), from, to), to)).toBe(true);
        expect(carryChange(from, from, to)).toBe(to);
      }),
      { numRuns: 300 },
    );
  });

  it('pages added and moved around one that stays where it was keep their order when carried (a case fast-check found)', () => {
    // One page with a block, and an empty one added before it.
    const from = statesAfter([{ kind: 'addPage', at: 0 }]).at(-1)!;
    let to = from;
    const edits = [
      { kind: 'movePage', page: 1, at: 0 },
      { kind: 'addPage', at: 1 },
      { kind: 'addPage', at: 0 },
    ] as const;
    for (const [i, edit] of edits.entries()) to = applyAll(to, eventsOf(to, edit, 1000 + i));
    expect(carryChange(structuredClone(from), from, to).pages).toEqual(to.pages);
  });

  it('any sequence of edits followed by as many undos returns the course to where it started', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 30 }), (edits) => {
        const states = statesAfter(edits);
        let current = states[states.length - 1]!;
        for (let k = states.length - 1; k >= 1; k--) {
          current = reach(current, carryChange(current, states[k]!, states[k - 1]!));
        }
        expectSame(current, states[0]!);
      }),
      { numRuns: 300 },
    );
  });

  it('undo then redo of every change restores the latest state', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 20 }), (edits) => {
        const states = statesAfter(edits);
        const last = states.length - 1;
        let current = states[last]!;
        for (let k = last; k >= 1; k--) current = reach(current, carryChange(current, states[k]!, states[k - 1]!));
        for (let k = 1; k <= last; k++) current = reach(current, carryChange(current, states[k - 1]!, states[k]!));
        expectSame(current, states[last]!);
      }),
      { numRuns: 200 },
    );
  });

  it("a save on an old revision keeps another author's edit of a different block", () => {
    const [base, withTwo] = statesAfter([{ kind: 'addBlock', section: 0, at: 1, text: 'two' }]).slice(0) as [
      Content,
      Content,
    ];
    const theirs = applyAll(withTwo, [
      {
        type: 'BlockChanged',
        data: {
          courseId: 'c1',
          block: { id: 'b1', type: 'TextBlockComponent', title: 'Text', data: { html: 'theirs' } },
        },
      },
    ]);
    const mine = applyAll(withTwo, [
      {
        type: 'BlockChanged',
        data: {
          courseId: 'c1',
          block: { id: 'b0', type: 'TextBlockComponent', title: 'Text', data: { html: 'mine' } },
        },
      },
    ]);
    expect(base.blocks.b1).toBeUndefined();
    expect(conflictingBlocks(theirs, withTwo, mine)).toEqual([]);
    const merged = carryChange(theirs, withTwo, mine);
    expect(merged.blocks.b0?.data).toEqual({ html: 'mine' });
    expect(merged.blocks.b1?.data).toEqual({ html: 'theirs' });
  });

  it('names the block both authors changed', () => {
    const [, start] = statesAfter([{ kind: 'rename', title: 'x' }]) as [Content, Content];
    const edit = (html: string) =>
      applyAll(start, [
        {
          type: 'BlockChanged',
          data: { courseId: 'c1', block: { id: 'b0', type: 'TextBlockComponent', title: 'Text', data: { html } } },
        },
      ]);
    expect(conflictingBlocks(edit('theirs'), start, edit('mine'))).toEqual(['b0']);
    expect(conflictingBlocks(edit('same'), start, edit('same'))).toEqual([]);
  });

  it('names the title, description and setting keys both authors changed, and carries the rest', () => {
    const [start] = statesAfter([]) as [Content];
    const theirs: Content = {
      ...start,
      title: 'theirs',
      settings: { ...start.settings, quiz: { ...start.settings.quiz, passScore: 50 } },
    };
    const mine: Content = {
      ...start,
      title: 'mine',
      description: 'mine',
      settings: { ...start.settings, showCompletionStatus: false, quiz: { ...start.settings.quiz, passScore: 90 } },
    };
    expect(conflictingFields(theirs, start, mine)).toEqual(['title', 'settings.quiz']);
    expect(
      conflictingFields(theirs, start, {
        ...mine,
        title: 'theirs',
        settings: { ...mine.settings, quiz: theirs.settings.quiz },
      }),
    ).toEqual([]);
    const otherKeys: Content = {
      ...start,
      description: 'mine',
      settings: { ...start.settings, showCompletionStatus: false },
    };
    expect(conflictingFields(theirs, start, otherKeys)).toEqual([]);
    expect(carryChange(theirs, start, otherKeys)).toMatchObject({
      title: 'theirs',
      description: 'mine',
      settings: { showCompletionStatus: false, quiz: { passScore: 50 } },
    });
  });

  it('a change carried onto the content it was made on never conflicts', () => {
    fc.assert(
      fc.property(contentsArbitrary, contentsArbitrary, (a, b) => {
        const from = a[a.length - 1]!;
        const to = b[b.length - 1]!;
        for (const current of [from, structuredClone(from)]) {
          expect(conflictingFields(current, from, to)).toEqual([]);
          expect(conflictingBlocks(current, from, to)).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
