import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScormApi } from '../../../src/web/player/tracking/scorm-api';
import { PLACE_COMMIT_INTERVAL_MS, scormLink } from '../../../src/web/player/tracking/scorm-link';
import { duration2004, timespan12 } from '../../../src/web/player/tracking/session-time';
import type { ScormVersion } from '../../../src/modules/delivery/scorm/versions';

function fakeApi(version: ScormVersion, values: Record<string, string> = {}) {
  const log: string[] = [];
  const api: ScormApi = {
    version,
    initialize: () => true,
    get: (k) => values[k] ?? '',
    set: (k, v) => {
      values[k] = v;
      log.push(`${k}=${v}`);
    },
    commit: () => log.push('commit'),
    terminate: () => log.push('terminate'),
  };
  return { api, values, log };
}

const passed = { progress: 1, completed: true, score: 80, passed: true, location: 'b1', suspendData: '{}' };

describe('the SCORM link', () => {
  it('SCORM 1.2 passed/failed: lesson_status passed with the score; completed/incomplete: completed', () => {
    const a = fakeApi('scorm12', { 'cmi.student_data.mastery_score': '70', 'cmi.core.entry': 'resume' });
    const link = scormLink(a.api, 'passed-failed')!;
    expect(link.snapshot).toMatchObject({ masteryScore: 70, entry: 'resume' });
    link.report(passed);
    expect(a.values).toMatchObject({
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '80',
      'cmi.core.score.max': '100',
    });
    link.report({ ...passed, passed: false, score: 20 });
    expect(a.values['cmi.core.lesson_status']).toBe('failed');
    const b = fakeApi('scorm12');
    scormLink(b.api, 'completed-incomplete')!.report({ ...passed, passed: false });
    expect(b.values['cmi.core.lesson_status']).toBe('completed');
  });

  it('reads the learner’s language from the LMS: 1.2 student_preference, 2004 learner_preference', () => {
    const v12 = fakeApi('scorm12', { 'cmi.student_preference.language': 'es-MX' });
    expect(scormLink(v12.api, 'passed-failed')!.snapshot.language).toBe('es-MX');
    const v2004 = fakeApi('scorm2004', { 'cmi.learner_preference.language': 'ar' });
    expect(scormLink(v2004.api, 'passed-failed')!.snapshot.language).toBe('ar');
    expect(scormLink(fakeApi('scorm2004').api, 'passed-failed')!.snapshot.language).toBe('');
  });

  it('SCORM 2004: completion, success, scaled score and progress; mastery from scaled_passing_score', () => {
    const a = fakeApi('scorm2004', { 'cmi.scaled_passing_score': '0.5' });
    const link = scormLink(a.api, 'passed-failed')!;
    expect(link.snapshot.masteryScore).toBe(50);
    link.report({ ...passed, completed: false, progress: 0.5, score: null, passed: null });
    expect(a.values).toMatchObject({
      'cmi.completion_status': 'incomplete',
      'cmi.success_status': 'unknown',
      'cmi.progress_measure': '0.50',
    });
    link.report(passed);
    expect(a.values).toMatchObject({
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.scaled': '0.80',
    });
  });

  it('finish records the session time, leaves suspended, and nothing is written after it', () => {
    let now = 1000;
    const a = fakeApi('scorm2004');
    const link = scormLink(a.api, 'passed-failed', () => now)!;
    now += 3_723_450;
    link.finish();
    expect(a.values).toMatchObject({ 'cmi.session_time': 'PT1H2M3.45S', 'cmi.exit': 'suspend' });
    expect(a.log.at(-1)).toBe('terminate');
    const before = a.log.length;
    link.report(passed);
    link.finish();
    expect(a.log).toHaveLength(before);
  });

  it('closed mid-session (a revoked dispatch): the session time is written and committed, no exit, nothing after', () => {
    let now = 1000;
    const a = fakeApi('scorm12');
    const link = scormLink(a.api, 'passed-failed', () => now)!;
    now += 61_000;
    link.close();
    expect(a.values['cmi.core.session_time']).toBe('0000:01:01.00');
    expect(a.values['cmi.core.exit']).toBeUndefined();
    expect(a.log.slice(-2)).toEqual(['commit', 'terminate']);
    const before = a.log.length;
    link.report(passed);
    link.finish();
    expect(a.log).toHaveLength(before);
  });

  it('abandoned before the learner began (refused for this learner): nothing is written', () => {
    const a = fakeApi('scorm2004');
    const link = scormLink(a.api, 'passed-failed')!;
    link.abandon();
    expect(a.values).toEqual({});
    expect(a.log.at(-1)).toBe('terminate');
  });

  describe('a review launch writes nothing: the finished attempt stays as the learner left it', () => {
    const reviews: [string, ScormVersion, Record<string, string>][] = [
      [
        '1.2 lesson_mode review',
        'scorm12',
        { 'cmi.core.lesson_mode': 'review', 'cmi.core.lesson_status': 'incomplete' },
      ],
      ['1.2 relaunched passed, entry ""', 'scorm12', { 'cmi.core.entry': '', 'cmi.core.lesson_status': 'passed' }],
      ['2004 mode review', 'scorm2004', { 'cmi.mode': 'review' }],
      ['2004 relaunched completed, entry ""', 'scorm2004', { 'cmi.entry': '', 'cmi.completion_status': 'completed' }],
    ];
    for (const [name, version, values] of reviews)
      it(name, () => {
        const a = fakeApi(version, { ...values });
        const link = scormLink(a.api, 'passed-failed')!;
        link.report({ ...passed, location: 'b7' });
        link.record({
          blockId: 'q1',
          response: { kind: 'fill-in', text: 'again' },
          correct: true,
          latencyMs: 1_000,
          at: 0,
          description: 'Q',
        });
        link.finish();
        expect(a.log).toEqual(['terminate']);
      });

    it('a resumed attempt, or a 1.2 relaunch of one not finished, is not a review', () => {
      const resumed = fakeApi('scorm12', { 'cmi.core.entry': 'resume', 'cmi.core.lesson_status': 'passed' });
      scormLink(resumed.api, 'passed-failed')!.report(passed);
      expect(resumed.log).toContain('commit');
      const unfinished = fakeApi('scorm12', { 'cmi.core.entry': '', 'cmi.core.lesson_status': 'incomplete' });
      scormLink(unfinished.api, 'passed-failed')!.report(passed);
      expect(unfinished.log).toContain('commit');
    });
  });

  describe('writes are batched', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('only what changed is written; results commit at once, the learner’s place at most every interval', () => {
      vi.useFakeTimers();
      const a = fakeApi('scorm12');
      const link = scormLink(a.api, 'passed-failed')!;
      const reading = {
        progress: 0.2,
        completed: false,
        score: null,
        passed: null,
        location: 's1',
        suspendData: '{"s":1}',
      };
      link.report(reading);
      expect(a.log.filter((l) => l === 'commit')).toHaveLength(1);
      const afterFirst = a.log.length;
      // The learner reads on: five sections in a few seconds change the place only.
      for (let section = 2; section <= 6; section++) {
        vi.advanceTimersByTime(500);
        link.report({ ...reading, location: `s${section}`, suspendData: `{"s":${section}}` });
      }
      const sinceFirst = a.log.slice(afterFirst);
      expect(sinceFirst.some((l) => l.startsWith('cmi.core.lesson_status'))).toBe(false);
      expect(sinceFirst).not.toContain('commit');
      vi.advanceTimersByTime(PLACE_COMMIT_INTERVAL_MS);
      expect(a.log.filter((l) => l === 'commit')).toHaveLength(2);
      expect(a.values['cmi.core.lesson_location']).toBe('s6');
      // A result commits at once.
      link.report({ ...reading, location: 's6', suspendData: '{"s":6}', completed: true, progress: 1 });
      expect(a.log.at(-1)).toBe('commit');
      expect(a.values['cmi.core.lesson_status']).toBe('completed');
      // Finishing commits what waits, once, and no timer writes after it.
      link.report({ ...reading, location: 's7', suspendData: '{"s":7}', completed: true, progress: 1 });
      link.finish();
      const atEnd = a.log.length;
      vi.advanceTimersByTime(PLACE_COMMIT_INTERVAL_MS * 2);
      expect(a.log).toHaveLength(atEnd);
      expect(a.log.at(-1)).toBe('terminate');
    });
  });

  it('formats SCORM 1.2 timespans', () => {
    expect(timespan12(3_723_450)).toBe('0001:02:03.45');
    expect(duration2004(0)).toBe('PT0H0M0S');
  });
});
