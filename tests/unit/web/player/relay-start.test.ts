import { describe, expect, it } from 'vitest';
import { readStart } from '../../../../src/web/player/tracking/relay-link';

const snapshot = {
  learnerId: 'l-1',
  learnerName: 'Ada',
  entry: 'ab-initio',
  location: '',
  suspendData: '',
  masteryScore: 80,
  language: 'es-ES',
};
const start = { tessera: 1, type: 'start', session: 'token', suspendLimit: 4096, snapshot };

describe("the dispatch package's start message, as the player reads it", () => {
  it('is taken whole, with nothing else it carried', () => {
    expect(readStart({ ...start, extra: true, snapshot: { ...snapshot, extra: 1 } })).toEqual(start);
  });

  it('gives the LMS language as none when an older package does not pass it on', () => {
    const { language: _, ...older } = snapshot;
    expect(readStart({ ...start, snapshot: older })?.snapshot.language).toBe('');
    expect(readStart({ ...start, snapshot: { ...snapshot, masteryScore: null } })?.snapshot.masteryScore).toBeNull();
  });

  it.each([
    ['another type', { ...start, type: 'report' }],
    ['an empty session', { ...start, session: '' }],
    ['a session too long', { ...start, session: 'x'.repeat(2001) }],
    ['a suspend limit of 0', { ...start, suspendLimit: 0 }],
    ['a fractional suspend limit', { ...start, suspendLimit: 1.5 }],
    ['no snapshot', { ...start, snapshot: null }],
    ['a learner id that is no string', { ...start, snapshot: { ...snapshot, learnerId: 7 } }],
    ['a mastery score that is no number', { ...start, snapshot: { ...snapshot, masteryScore: '80' } }],
    ['a language too long', { ...start, snapshot: { ...snapshot, language: 'x'.repeat(101) } }],
  ])('is refused with %s', (_, message) => {
    expect(readStart(message)).toBeNull();
  });
});
