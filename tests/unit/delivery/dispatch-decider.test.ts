import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { DISPATCH_EXPIRED, DISPATCH_FULL, DISPATCH_REVOKED, dispatchDecider, ORIGIN_REFUSED, type DispatchCommand } from '../../../src/modules/delivery/dispatch/decider';
import type { DispatchEvent } from '../../../src/modules/delivery/dispatch/events';

const created: DispatchEvent = {
  type: 'DispatchCreated',
  data: { dispatchId: 'd1', courseId: 'c1', orgId: 'o1', createdBy: 'u1', runtime: 'scorm12', reporting: 'passed-failed', allowedOrigins: ['https://lms.example.com'], expiresAt: '2030-01-01T00:00:00.000Z', learnerCap: 1 },
};
const join = (learnerKey: string, origin = 'https://lms.example.com', now = '2026-01-01T00:00:00.000Z'): DispatchCommand => ({ type: 'JoinDispatch', learnerKey, origin, now });
const decide = (given: DispatchEvent[], command: DispatchCommand) => dispatchDecider.decide(command, fold(dispatchDecider, given));

describe('dispatch decider', () => {
  it('a learner joins once; the cap refuses the next one', () => {
    const joined: DispatchEvent = { type: 'DispatchLearnerJoined', data: { dispatchId: 'd1', learnerKey: 'a' } };
    expect(decide([created], join('a'))).toEqual([joined]);
    expect(decide([created, joined], join('a'))).toEqual([]);
    expect(() => decide([created, joined], join('b'))).toThrow(DISPATCH_FULL);
  });
  it('refuses other origins, after expiry, and once revoked; revoking twice changes nothing', () => {
    expect(() => decide([created], join('a', 'https://evil.example.com'))).toThrow(ORIGIN_REFUSED);
    expect(() => decide([created], join('a', undefined, '2031-01-01T00:00:00.000Z'))).toThrow(DISPATCH_EXPIRED);
    const revoked: DispatchEvent = { type: 'DispatchRevoked', data: { dispatchId: 'd1', revokedBy: 'u1' } };
    expect(decide([created], { type: 'RevokeDispatch', revokedBy: 'u1' })).toEqual([revoked]);
    expect(decide([created, revoked], { type: 'RevokeDispatch', revokedBy: 'u1' })).toEqual([]);
    expect(() => decide([created, revoked], join('a'))).toThrow(DISPATCH_REVOKED);
  });
  it('an unknown dispatch is not found', () => {
    expect(() => decide([], join('a'))).toThrow('Dispatch not found');
  });
});
