import { describe, it } from 'vitest';
import { deciderSpec } from '../../support/decider-spec';
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
const spec = deciderSpec(dispatchDecider);

describe('dispatch decider', () => {
  it('a learner joins once; the cap refuses the next one', () => {
    spec
      .given([created()])
      .when(join('a'))
      .thenEmits([joined('a')]);
    spec
      .given([created(), joined('a')])
      .when(join('a'))
      .thenEmitsNothing();
    spec
      .given([created(), joined('a')])
      .when(join('b'))
      .thenThrows(DISPATCH_FULL);
  });
  it('the cap counts every learner, whatever origin the request claims; one known from any origin comes back freely', () => {
    const both = created({ allowedOrigins: [LMS, OTHER_LMS] });
    spec
      .given([both, joined('a')])
      .when(join('b', OTHER_LMS))
      .thenThrows(DISPATCH_FULL);
    spec
      .given([both, joined('a')])
      .when(join('a', OTHER_LMS))
      .thenEmitsNothing();
    const any = created({ learnerCap: 2, allowedOrigins: [] });
    spec
      .given([any, joined('a', 'https://one.example.com')])
      .when(join('b', 'https://two.example.com'))
      .thenEmits([joined('b', 'https://two.example.com')]);
    spec
      .given([any, joined('a', 'https://one.example.com'), joined('b', 'https://two.example.com')])
      .when(join('c', 'https://three.example.com'))
      .thenThrows(DISPATCH_FULL);
    // Learners from before origins were recorded count too.
    spec
      .given([both, joined('old', '', null)])
      .when(join('a'))
      .thenThrows(DISPATCH_FULL);
  });
  it('new learners are rate limited per hour across origins, with the wait until the next may join', () => {
    const given = [
      created({ learnerCap: null, newLearnersPerHour: 2, allowedOrigins: [] }),
      joined('a', LMS, '2026-01-01T00:10:00.000Z'),
      joined('b', OTHER_LMS, '2026-01-01T00:20:00.000Z'),
    ];
    spec
      .given(given)
      .when(join('c', 'https://third.example.com', '2026-01-01T00:30:00.000Z'))
      .thenThrows({
        code: 'too_many_requests',
        message: TOO_MANY_NEW_LEARNERS,
        details: { retryAfterSeconds: 40 * 60 },
      });
    // A learner already known is never held back; an hour after the oldest join, one more may join.
    spec
      .given(given)
      .when(join('a', LMS, '2026-01-01T00:30:00.000Z'))
      .thenEmitsNothing();
    spec
      .given(given)
      .when(join('c', LMS, '2026-01-01T01:10:00.000Z'))
      .thenEmits([joined('c', LMS, '2026-01-01T01:10:00.000Z')]);
  });
  it('refuses other origins, after expiry, and once revoked; revoking twice changes nothing', () => {
    spec.given([created()]).when(join('a', 'https://evil.example.com')).thenThrows(ORIGIN_REFUSED);
    spec
      .given([created()])
      .when(join('a', undefined, '2031-01-01T00:00:00.000Z'))
      .thenThrows(DISPATCH_EXPIRED);
    const revoked: DispatchEvent = { type: 'DispatchRevoked', data: { dispatchId: 'd1', revokedBy: 'u1' } };
    spec.given([created()]).when({ type: 'RevokeDispatch', revokedBy: 'u1' }).thenEmits([revoked]);
    spec.given([created(), revoked]).when({ type: 'RevokeDispatch', revokedBy: 'u1' }).thenEmitsNothing();
    spec.given([created(), revoked]).when(join('a')).thenThrows(DISPATCH_REVOKED);
  });
  it('an unknown dispatch is not found', () => {
    spec.given([]).when(join('a')).thenThrows('Dispatch not found');
  });
});
