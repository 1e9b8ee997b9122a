import { Scorm12API, Scorm2004API } from 'scorm-again';
import { describe, expect, it } from 'vitest';
import type { Interaction, Report } from '../../../src/web/player/tracking/link';
import { findScormApi } from '../../../src/web/player/tracking/scorm-api';
import { scormLink } from '../../../src/web/player/tracking/scorm-link';
import {
  emptyState,
  fromSuspendData,
  learnerReducer,
  toSuspendData,
} from '../../../src/modules/delivery/learner-state';
import { SUSPEND_DATA_LIMIT } from '../../../src/modules/delivery/scorm/versions';

/**
 * scorm-again, the LMS side used in the browser tests, as the SCORM API of a window: it checks
 * every value against its edition's data-model vocabulary and formats. Every refusal is kept.
 */
function lms(version: 'scorm12' | 'scorm2004', suspendData = '') {
  const refused: string[] = [];
  const written: Record<string, string> = {};
  const raw = version === 'scorm12' ? new Scorm12API({ logLevel: 5 }) : new Scorm2004API({ logLevel: 5 });
  // What an LMS hands a resumed session.
  if (suspendData) (raw as unknown as { cmi: { suspend_data: string } }).cmi.suspend_data = suspendData;
  const setName = version === 'scorm12' ? 'LMSSetValue' : 'SetValue';
  const errorName = version === 'scorm12' ? 'LMSGetLastError' : 'GetLastError';
  const api = raw as unknown as Record<string, (...args: string[]) => string>;
  const set = api[setName]!.bind(raw);
  api[setName] = (key: string, value: string) => {
    const result = set(key, value);
    written[key] = value;
    const code = String(api[errorName]!.call(raw));
    if (code !== '0') refused.push(`${key}=${JSON.stringify(value)}: error ${code}`);
    return result;
  };
  const win = { [version === 'scorm12' ? 'API' : 'API_1484_11']: raw } as unknown as Window & { parent: Window };
  (win as { parent: Window }).parent = win;
  const scorm = findScormApi(win, version)!;
  const getName = version === 'scorm12' ? 'LMSGetValue' : 'GetValue';
  const get = (key: string) => String(api[getName]!.call(raw, key));
  return { get, scorm, refused, written };
}

const at = Date.UTC(2026, 10, 27, 9, 30, 5);
const choice: Interaction = {
  blockId: 'q-fire',
  response: {
    kind: 'choice',
    chosen: [
      { place: 0, text: 'Heat' },
      { place: 2, text: 'Oxygen, of course!' },
    ],
  },
  correct: false,
  latencyMs: 5_200,
  at,
  description: 'What does a fire need?',
};
const fillIn: Interaction = {
  blockId: 'q-name',
  response: { kind: 'fill-in', text: '{tricky} text [,] with [.] delimiters' },
  correct: true,
  latencyMs: 61_000,
  at,
  description: 'Name the gas',
};
const matching: Interaction = {
  blockId: 'game-1',
  response: {
    kind: 'matching',
    pairs: [
      [0, 2],
      [1, 0],
      [2, 1],
    ],
  },
  correct: true,
  latencyMs: 30_000,
  at,
  description: 'Match the words',
};
const unfinished: Report = {
  progress: 0.5,
  completed: false,
  score: null,
  passed: null,
  location: 'b1',
  suspendData: '{}',
};

describe('interactions as scorm-again checks them', () => {
  it('SCORM 1.2: choice, fill-in and matching, journaled one per answer, in 1.2 formats, no correct responses', () => {
    const { scorm, refused, written, get } = lms('scorm12');
    const link = scormLink(scorm, 'passed-failed')!;
    link.record(choice);
    link.record(fillIn);
    link.record(matching);
    link.record({ ...choice, correct: true, response: { kind: 'choice', chosen: [{ place: 1, text: 'Fuel' }] } });
    expect(refused).toEqual([]);
    expect(get('cmi.interactions._count')).toBe('4');
    // SCORM 1.2 interactions are write-only: what was written is what the LMS keeps.
    const interaction = (n: number) =>
      Object.fromEntries(
        Object.entries(written)
          .filter(([key]) => key.startsWith(`cmi.interactions.${n}.`))
          .map(([key, value]) => [key.slice(`cmi.interactions.${n}.`.length), value]),
      );
    expect(interaction(0)).toMatchObject({
      id: 'q_fire',
      type: 'choice',
      student_response: 'a,c',
      result: 'wrong',
      latency: '0000:00:05.20',
    });
    expect(interaction(0).time).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(interaction(1)).toMatchObject({ type: 'fill-in', result: 'correct', latency: '0000:01:01.00' });
    expect(interaction(2)).toMatchObject({ type: 'matching', student_response: 'a.c,b.a,c.b' });
    expect(interaction(3)).toMatchObject({ id: 'q_fire', student_response: 'b', result: 'correct' });
    expect(Object.keys(written).filter((key) => key.includes('correct_responses'))).toEqual([]);
  });

  it('SCORM 2004: the same, with timestamps, descriptions and identifiers that name the options', () => {
    const { scorm, refused, get: getValue } = lms('scorm2004');
    const link = scormLink(scorm, 'passed-failed')!;
    link.record(choice);
    link.record(fillIn);
    link.record(matching);
    expect(refused).toEqual([]);
    const get = (key: string) => getValue(`cmi.interactions.${key}`);
    expect(get('_count')).toBe('3');
    expect([get('0.id'), get('0.type'), get('0.result'), get('0.latency')]).toEqual([
      'q_fire',
      'choice',
      'incorrect',
      'PT0H0M5.2S',
    ]);
    expect(get('0.learner_response')).toBe('a_heat[,]c_oxygen_of_course');
    expect(get('0.timestamp')).toBe('2026-11-27T09:30:05.00Z');
    expect(get('0.description')).toBe('What does a fire need?');
    expect(get('1.learner_response')).toBe('(tricky} text , with . delimiters');
    expect(get('1.result')).toBe('correct');
    expect(get('2.learner_response')).toBe('left_1[.]right_3[,]left_2[.]right_1[,]left_3[.]right_2');
    expect(get('0.correct_responses._count')).toBe('0');
  });
});

describe('exit as scorm-again checks it', () => {
  const finishAfter = (version: 'scorm12' | 'scorm2004', report: Report | null) => {
    const { scorm, refused, written } = lms(version);
    const link = scormLink(scorm, 'passed-failed')!;
    if (report) link.report(report);
    link.finish();
    expect(refused).toEqual([]);
    return written[version === 'scorm12' ? 'cmi.core.exit' : 'cmi.exit'];
  };

  it('suspends while the attempt is not over, so the learner resumes it', () => {
    expect(finishAfter('scorm12', unfinished)).toBe('suspend');
    expect(finishAfter('scorm2004', unfinished)).toBe('suspend');
    expect(finishAfter('scorm2004', null)).toBe('suspend');
  });

  it('exits normally once completed, passed, or failed with every question settled, so the LMS can close the attempt', () => {
    const completed = { ...unfinished, progress: 1, completed: true };
    const failed = { ...unfinished, score: 40, passed: false };
    expect(finishAfter('scorm12', completed)).toBe('');
    expect(finishAfter('scorm2004', completed)).toBe('normal');
    expect(finishAfter('scorm12', failed)).toBe('');
    expect(finishAfter('scorm2004', failed)).toBe('normal');
  });
});

describe('suspend data as scorm-again keeps it', () => {
  /** A module far too big for SCORM 1.2's 4,096 characters: 300 questions answered at length, 300 blocks seen. */
  const big = () => {
    let state = emptyState;
    for (let i = 0; i < 300; i++) {
      const answer = { questionId: `question-${i}`, given: [`a long free-text answer, number ${i}`] };
      state = learnerReducer(state, { type: 'answered', ...answer, correct: i % 3 === 0 });
      state = learnerReducer(state, { type: 'seen', blockId: `block-${i}` });
    }
    return state;
  };

  for (const version of ['scorm12', 'scorm2004'] as const) {
    it(`${version}: a module too big for the limit is written within it, and a new session resumes its results`, () => {
      const state = big();
      const first = lms(version);
      const link = scormLink(first.scorm, 'passed-failed')!;
      link.report({ ...unfinished, suspendData: toSuspendData(state, link.suspendLimit) });
      link.finish();
      expect(first.refused).toEqual([]);
      const saved = first.written['cmi.suspend_data']!;
      expect(saved.length).toBeGreaterThan(0);
      expect(saved.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT[version]);

      const again = scormLink(lms(version, saved).scorm, 'passed-failed')!;
      const resumed = fromSuspendData(again.snapshot.suspendData, Object.keys(state.questions));
      expect(Object.keys(resumed.questions)).toHaveLength(300);
      for (const [id, question] of Object.entries(state.questions))
        expect(resumed.questions[id]).toMatchObject({ attempts: question.attempts, correct: question.correct });
    });
  }
});
