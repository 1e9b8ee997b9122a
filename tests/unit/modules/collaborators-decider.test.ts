import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { INVALID_INVITATION, collaboratorsDecider, type CollaboratorCommand } from '../../../src/modules/collaborators/decider';
import type { CollaboratorEvent } from '../../../src/modules/collaborators/events';

/** given events, when command, then events. */
const when = (given: CollaboratorEvent[], command: CollaboratorCommand) => collaboratorsDecider.decide(command, fold(collaboratorsDecider, given));

const invite = (tokenHash: string): CollaboratorEvent => ({
  type: 'CollaboratorInvited',
  data: { courseId: 'c', orgId: 'o', email: 'g@example.com', firstname: 'G', lastname: 'H', tokenHash, invitedBy: 'a' },
});
const validate = (tokenHash: string): CollaboratorCommand => ({ type: 'ValidateAccess', courseId: 'c', email: 'g@example.com', tokenHash });

describe('collaborators decider', () => {
  it('the link with its email joins once; a new invitation replaces the old link', () => {
    expect(when([invite('h1')], validate('h1'))).toEqual([{ type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } }]);
    const joined: CollaboratorEvent[] = [invite('h1'), { type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } }];
    expect(when(joined, validate('h1'))).toEqual([]);
    expect(() => when([...joined, invite('h2')], validate('h1'))).toThrow(INVALID_INVITATION);
    expect(fold(collaboratorsDecider, [...joined, invite('h2')]).byEmail['g@example.com']).toMatchObject({ tokenHash: 'h2', joined: true });
    expect(() => when([invite('h1')], { ...validate('h1'), email: 'other@example.com' })).toThrow(INVALID_INVITATION);
  });

  it('only an invited collaborator can rename itself; the same name changes nothing', () => {
    const rename = (firstname: string): CollaboratorCommand => ({ type: 'Rename', courseId: 'c', email: 'g@example.com', firstname, lastname: 'H' });
    expect(when([invite('h')], rename('G'))).toEqual([]);
    expect(when([invite('h')], rename('Greta'))).toEqual([{ type: 'CollaboratorRenamed', data: { courseId: 'c', email: 'g@example.com', firstname: 'Greta', lastname: 'H' } }]);
    expect(() => when([], rename('Greta'))).toThrow('You are not a collaborator of this module');
  });
});
