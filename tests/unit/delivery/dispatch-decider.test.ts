import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import {
  DISPATCH_EXPIRED,
  DISPATCH_FULL,
  DISPATCH_REVOKED,
  dispatchDecider,
  ORIGIN_REFUSED,
  TOO_MANY_NEW_LEARNERS,
  type DispatchCommand,
} from '../../../src/modules/delivery/dispatch/decider';
import type { DispatchEvent } from '../../../src/modules/delivery/dispatch/events';

const LMS = 'https://lms.example.com';
const OTHER_LMS = 'https://other-lms.example.com';
const NOW = '2026-01-01T00:00:00.000Z';
const created = (
  limits: { learnerCap?: number | null; newLearnersPerHour?: number; allowedOrigins?: string[] } = {},
): DispatchEvent => ({
  type: 'DispatchCreated',
  data: {
    dispatchId: 'd1',
    courseId: 'c1',
    orgId: 'o1',
    createdBy: 'u1',
    runtime: 'scorm12',
    reporting: 'passed-failed',
    allowedOrigins: [LMS],
    expiresAt: '2030-01-01T00:00:00.000Z',
    learnerCap: 1,
    newLearnersPerHour: 1000,
    ...limits,
  },
});
const join = (learnerKey: string, origin = LMS, now = NOW): DispatchCommand => ({
  type: 'JoinDispatch',
  learnerKey,
  origin,
  now,
});
const joined = (learnerKey: string, origin = LMS, joinedAt: string | null = NOW): DispatchEvent => ({
  type: 'DispatchLearnerJoined',
  data: { dispatchId: 'd1', learnerKey, origin, joinedAt },
});
const decide = (given: DispatchEvent[], command: DispatchCommand) =>
  dispatchDecider.decide(command, fold(dispatchDecider, given));

describe('dispatch decider', () => {
  it('a learner joins once; the cap refuses the next one', () => {
    expect(decide([created()], join('a'))).toEqual([joined('a')]);
    expect(decide([created(), joined('a')], join('a'))).toEqual([]);
    expect(() => decide([created(), joined('a')], join('b'))).toThrow(DISPATCH_FULL);
  });
  it('the cap counts learners per LMS origin: one origin filling up leaves the others theirs', () => {
    const both = created({ allowedOrigins: [LMS, OTHER_LMS] });
    expect(decide([both, joined('a')], join('b', OTHER_LMS))).toEqual([joined('b', OTHER_LMS)]);
    expect(decide([both, joined('a')], join('a', OTHER_LMS))).toEqual([joined('a', OTHER_LMS)]);
    expect(() => decide([both, joined('a'), joined('b', OTHER_LMS)], join('c', OTHER_LMS))).toThrow(DISPATCH_FULL);
    // Learners from before origins were recorded count for no LMS origin.
    expect(decide([both, joined('old', '', null)], join('a'))).toEqual([joined('a')]);
  });
  it('new learners are rate limited per hour across origins, with the wait until the next may join', () => {
    const given = [
      created({ learnerCap: null, newLearnersPerHour: 2, allowedOrigins: [] }),
      joined('a', LMS, '2026-01-01T00:10:00.000Z'),
      joined('b', OTHER_LMS, '2026-01-01T00:20:00.000Z'),
    ];
    let refusal: unknown;
    try {
      decide(given, join('c', 'https://third.example.com', '2026-01-01T00:30:00.000Z'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      code: 'too_many_requests',
      message: TOO_MANY_NEW_LEARNERS,
      details: { retryAfterSeconds: 40 * 60 },
    });
    // A learner already known is never held back; an hour after the oldest join, one more may join.
    expect(decide(given, join('a', LMS, '2026-01-01T00:30:00.000Z'))).toEqual([]);
    expect(decide(given, join('c', LMS, '2026-01-01T01:10:00.000Z'))).toEqual([
      joined('c', LMS, '2026-01-01T01:10:00.000Z'),
    ]);
  });
  it('refuses other origins, after expiry, and once revoked; revoking twice changes nothing', () => {
    expect(() => decide([created()], join('a', 'https://evil.example.com'))).toThrow(ORIGIN_REFUSED);
    expect(() => decide([created()], join('a', undefined, '2031-01-01T00:00:00.000Z'))).toThrow(DISPATCH_EXPIRED);
    const revoked: DispatchEvent = { type: 'DispatchRevoked', data: { dispatchId: 'd1', revokedBy: 'u1' } };
    expect(decide([created()], { type: 'RevokeDispatch', revokedBy: 'u1' })).toEqual([revoked]);
    expect(decide([created(), revoked], { type: 'RevokeDispatch', revokedBy: 'u1' })).toEqual([]);
    expect(() => decide([created(), revoked], join('a'))).toThrow(DISPATCH_REVOKED);
  });
  it('an unknown dispatch is not found', () => {
    expect(() => decide([], join('a'))).toThrow('Dispatch not found');
  });
});
