import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { continueGates } from '../../../src/modules/delivery/continue-gates';
import { emptyState, type LearnerAction, learnerReducer } from '../../../src/modules/delivery/learner-state';

const block = (id: string, type: string, data: object = {}) => ({ id, type, title: '', data }) as Block;
const text = (id: string) => block(id, 'TextBlockComponent', { html: 'x' });
const question = (id: string) => block(id, 'QuestionBlockComponent');
const game = (id: string) => block(id, 'CVRBlockComponent', { left: [{ id: 'l', text: 'x' }] });
const unplayable = (id: string) => block(id, 'CVRBlockComponent', { left: [] });
const accordion = (id: string) => block(id, 'AccordionBlockComponent');
const gate = (id: string) => block(id, 'ContinueBlockComponent', { label: '' });
const module = { explored: ['acc'] };
const stateAfter = (...actions: LearnerAction[]) => actions.reduce(learnerReducer, emptyState);

describe('Continue blocks: what a learner may read so far', () => {
  it('with nothing to do above it, a Continue block is ready at once, and nothing below shows until it is pressed', () => {
    const blocks = [text('t1'), gate('g1'), text('t2')];
    expect(continueGates(blocks, module, emptyState, '')).toEqual({ shown: 2, gates: { g1: 'ready' } });
    expect(continueGates(blocks, module, stateAfter({ type: 'seen', blockId: 'g1' }), '')).toEqual({
      shown: 3,
      gates: { g1: 'passed' },
    });
  });

  it('waits for every question above to be answered (right or not), every game played through and every explored block explored', () => {
    const blocks = [question('q1'), game('g'), accordion('acc'), unplayable('empty'), gate('g1'), text('t2')];
    const stateOf = (state = emptyState) => continueGates(blocks, module, state, '').gates.g1;
    const answered: LearnerAction = { type: 'answered', questionId: 'q1', given: ['a'], correct: false };
    const played: LearnerAction = { type: 'played', gameId: 'g', tries: 3, completed: true };
    const explored: LearnerAction = { type: 'seen', blockId: 'acc' };
    expect(stateOf()).toBe('waiting');
    expect(stateOf(stateAfter(answered, played))).toBe('waiting');
    expect(stateOf(stateAfter(answered, explored))).toBe('waiting');
    expect(stateOf(stateAfter(played, explored))).toBe('waiting');
    expect(stateOf(stateAfter(answered, played, explored))).toBe('ready');
    expect(continueGates(blocks, module, stateAfter(answered, played, explored), '').shown).toBe(5);
  });

  it('stops at the first Continue block not passed; one further down waits for everything above it, the first part included', () => {
    const blocks = [question('q1'), gate('g1'), question('q2'), gate('g2'), text('t3')];
    const passedFirst = stateAfter(
      { type: 'answered', questionId: 'q1', given: [], correct: true },
      { type: 'seen', blockId: 'g1' },
    );
    expect(continueGates(blocks, module, passedFirst, '')).toEqual({
      shown: 4,
      gates: { g1: 'passed', g2: 'waiting' },
    });
    const answeredSecond = learnerReducer(passedFirst, {
      type: 'answered',
      questionId: 'q2',
      given: [],
      correct: true,
    });
    expect(continueGates(blocks, module, answeredSecond, '').gates.g2).toBe('ready');
    // A Continue block pressed before (kept as seen) but placed below one not passed yet stays hidden with it.
    expect(continueGates(blocks, module, stateAfter({ type: 'seen', blockId: 'g2' }), '')).toEqual({
      shown: 2,
      gates: { g1: 'waiting' },
    });
  });

  it('a learner who left off below a Continue block has passed it, though the LMS kept only the place', () => {
    const blocks = [question('q1'), gate('g1'), text('t2'), gate('g2'), text('t3')];
    expect(continueGates(blocks, module, emptyState, 't2')).toEqual({
      shown: 4,
      gates: { g1: 'passed', g2: 'waiting' },
    });
    expect(continueGates(blocks, module, emptyState, 'g1').gates.g1).toBe('waiting');
  });

  it('a module without Continue blocks shows everything', () => {
    expect(continueGates([question('q'), text('t')], module, emptyState, '')).toEqual({ shown: 2, gates: {} });
  });
});
