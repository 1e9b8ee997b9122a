import { describe, expect, it } from 'vitest';
import { REPORTING } from '../../../src/modules/delivery/scorm/versions';
import type { ScormVersion } from '../../../src/modules/delivery/shared';
import type { Interaction, Report } from '../../../src/web/player/tracking/link';
import type { ScormApi } from '../../../src/web/player/tracking/scorm-api';
import { strictIdentifier } from '../../../src/web/player/tracking/scorm-interactions';
import { scormLink } from '../../../src/web/player/tracking/scorm-link';
import { ruleBroken } from '../../support/strict-lms-rules';

/** An LMS that keeps every write and checks it as Moodle does, by the interaction type set before it. */
function strictLms(version: ScormVersion) {
  const broken: string[] = [];
  const written: [string, string][] = [];
  const types = new Map<string, string>();
  const api: ScormApi = {
    version,
    initialize: () => true,
    get: (key) => (key === 'cmi.interactions._count' ? String(types.size) : ''),
    set(key, value) {
      const n = /^cmi\.interactions\.(\d+)\./.exec(key)?.[1];
      const problem = ruleBroken(version, key, value, n === undefined ? undefined : types.get(n));
      if (problem) broken.push(problem);
      if (n !== undefined && key.endsWith('.type')) types.set(n, value);
      written.push([key, value]);
    },
    commit: () => {},
    terminate: () => {},
  };
  return { api, broken, written };
}

const at = Date.UTC(2026, 10, 28, 23, 59, 59, 999);
/** Options and texts an author may write: dashes, accents, scripts without Latin letters, symbols only, brackets, line breaks, length. */
const HOSTILE_TEXTS = [
  'CO2 - carbon dioxide',
  'Café, crème brûlée & naïve façade',
  'الماء',
  '水',
  '---',
  '!!!',
  '[,] and [.] in an answer',
  '{lang=en}starts like a delimiter',
  'two\nlines\r\nand\u2028more',
  'x'.repeat(600),
  '',
];
/** Block ids as they come: generated, pasted from an older export, or hostile. */
const BLOCK_IDS = [
  'Zk4sQ8wYp2mN7rTb',
  'b-co2',
  'a-heat',
  'block.with.dots',
  'ends-with-dash-',
  'ünïcödé-id',
  '__',
  'x'.repeat(300),
];

function everyInteraction(): Interaction[] {
  const interactions: Interaction[] = [];
  BLOCK_IDS.forEach((blockId, i) => {
    const common = {
      blockId,
      correct: i % 2 === 0,
      latencyMs: i * 61_234,
      at,
      description: HOSTILE_TEXTS[i % HOSTILE_TEXTS.length]!,
    };
    interactions.push(
      { ...common, response: { kind: 'choice', chosen: HOSTILE_TEXTS.map((text, place) => ({ place, text })) } },
      // Past the 36 letters a 1.2 response has, and past the 36 parts a 2004 one may hold.
      {
        ...common,
        response: {
          kind: 'choice',
          chosen: Array.from({ length: 40 }, (_, place) => ({ place, text: `Option ${place}` })),
        },
      },
      { ...common, response: { kind: 'fill-in', text: HOSTILE_TEXTS[(i + 3) % HOSTILE_TEXTS.length]! } },
      {
        ...common,
        response: {
          kind: 'matching',
          pairs: Array.from({ length: 6 }, (_, l) => [l, (l + i) % 6] as [number, number]),
        },
      },
    );
  });
  return interactions;
}

const REPORTS: Report[] = [
  { progress: 0, completed: false, score: null, passed: null, location: '', suspendData: '' },
  {
    progress: 0.333333,
    completed: false,
    score: 33.3333,
    passed: false,
    location: 'Zk4sQ8wYp2mN7rTb',
    suspendData: '{"a":1}',
  },
  { progress: 1, completed: true, score: 100, passed: true, location: 'x'.repeat(2000), suspendData: '{}' },
  { progress: 1, completed: true, score: 0, passed: false, location: 'b-co2', suspendData: '' },
];

describe('every value the player writes, held to the strictest LMS rules (Moodle 5.1 and the standard)', () => {
  for (const version of ['scorm12', 'scorm2004'] as const) {
    for (const reporting of REPORTING) {
      it(`${version}, reporting ${reporting}: answers, games, reports and exits break no rule`, () => {
        const { api, broken, written } = strictLms(version);
        let clock = at - 3_723_456;
        const link = scormLink(api, reporting, () => clock)!;
        for (const interaction of everyInteraction()) link.record(interaction);
        for (const report of REPORTS) link.report(report);
        clock = at;
        link.finish();
        expect(broken).toEqual([]);
        // Every kind of write was made and checked.
        const kinds = new Set(written.map(([key]) => key.replace(/\.\d+\./, '.n.')));
        expect(kinds.size).toBeGreaterThanOrEqual(version === 'scorm12' ? 10 : 14);
      });
    }
  }

  it('the rules are the real ones: the responses Moodle refused before are broken, their strict forms are not', () => {
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'b-co2', 'choice')).not.toBeNull();
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'a-heat[,]d-water', 'choice')).not.toBeNull();
    expect(
      ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'left-1[.]right-2', 'matching'),
    ).not.toBeNull();
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'b_co2', 'choice')).toBeNull();
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'a_heat[,]d_water', 'choice')).toBeNull();
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', 'left_1[.]right_2', 'matching')).toBeNull();
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.description', 'x'.repeat(251), undefined)).not.toBeNull();
    expect(ruleBroken('scorm12', 'cmi.interactions.0.id', 'has space', undefined)).not.toBeNull();
  });

  it('a strict identifier keeps letters, digits, "_" and "." and ends in a letter or digit', () => {
    expect(strictIdentifier('b-co2')).toBe('b_co2');
    expect(strictIdentifier('ünïcödé-id')).toBe('unicode_id');
    expect(strictIdentifier('ends-with-dash-')).toBe('ends_with_dash');
    expect(strictIdentifier('block.with.dots')).toBe('block.with.dots');
    expect(strictIdentifier('Zk4sQ8wYp2mN7rTb')).toBe('Zk4sQ8wYp2mN7rTb');
    for (const id of BLOCK_IDS) expect(strictIdentifier(id)).toMatch(/^[\w.]{0,249}[a-zA-Z0-9]$/);
  });
});
