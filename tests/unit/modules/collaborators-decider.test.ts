import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import {
  COLLABORATOR_NOT_FOUND,
  INVALID_INVITATION,
  collaboratorsDecider,
  type CollaboratorCommand,
} from '../../../src/modules/collaborators/decider';
import type { CollaboratorEvent } from '../../../src/modules/collaborators/events';

/** given events, when command, then events. */
const when = (given: CollaboratorEvent[], command: CollaboratorCommand) =>
  collaboratorsDecider.decide(command, fold(collaboratorsDecider, given));

const invite = (tokenHash: string): CollaboratorEvent => ({
  type: 'CollaboratorInvited',
  data: { courseId: 'c', orgId: 'o', email: 'g@example.com', firstname: 'G', lastname: 'H', tokenHash, invitedBy: 'a' },
});
const validate = (tokenHash: string): CollaboratorCommand => ({
  type: 'ValidateAccess',
  courseId: 'c',
  email: 'g@example.com',
  tokenHash,
});

describe('collaborators decider', () => {
  it('the link with its email joins once; a new invitation replaces the old link', () => {
    expect(when([invite('h1')], validate('h1'))).toEqual([
      { type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } },
    ]);
    const joined: CollaboratorEvent[] = [
      invite('h1'),
      { type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } },
    ];
    expect(when(joined, validate('h1'))).toEqual([]);
    expect(() => when([...joined, invite('h2')], validate('h1'))).toThrow(INVALID_INVITATION);
    expect(fold(collaboratorsDecider, [...joined, invite('h2')]).byEmail['g@example.com']).toMatchObject({
      tokenHash: 'h2',
      joined: true,
    });
    expect(() => when([invite('h1')], { ...validate('h1'), email: 'other@example.com' })).toThrow(INVALID_INVITATION);
  });

  it('only an invited collaborator can rename itself; the same name changes nothing', () => {
    const rename = (firstname: string): CollaboratorCommand => ({
      type: 'Rename',
      courseId: 'c',
      email: 'g@example.com',
      firstname,
      lastname: 'H',
    });
    expect(when([invite('h')], rename('G'))).toEqual([]);
    expect(when([invite('h')], rename('Greta'))).toEqual([
      {
        type: 'CollaboratorRenamed',
        data: { courseId: 'c', email: 'g@example.com', firstname: 'Greta', lastname: 'H' },
      },
    ]);
    expect(() => when([], rename('Greta'))).toThrow('You are not a collaborator of this module');
  });
  it('a removal ends the link and the grant; inviting again is a new grant with a new link', () => {
    const remove: CollaboratorCommand = { type: 'Remove', courseId: 'c', email: 'g@example.com', removedBy: 'a' };
    const removed: CollaboratorEvent = {
      type: 'CollaboratorRemoved',
      data: { courseId: 'c', email: 'g@example.com', removedBy: 'a' },
    };
    expect(when([invite('h1')], remove)).toEqual([removed]);
    expect(() => when([], remove)).toThrow(COLLABORATOR_NOT_FOUND);
    expect(() => when([invite('h1'), removed], remove)).toThrow(COLLABORATOR_NOT_FOUND);
    expect(() => when([invite('h1'), removed], validate('h1'))).toThrow(INVALID_INVITATION);
    expect(() =>
      when([invite('h1'), removed], {
        type: 'Rename',
        courseId: 'c',
        email: 'g@example.com',
        firstname: 'X',
        lastname: 'Y',
      }),
    ).toThrow();
    const access = (events: CollaboratorEvent[]) => fold(collaboratorsDecider, events).byEmail['g@example.com']?.access;
    expect(access([invite('h1'), invite('h2')])).toBe(0);
    expect(access([invite('h1'), removed, invite('h2')])).toBe(1);
    expect(when([invite('h1'), removed, invite('h2')], validate('h2'))).toHaveLength(1);
  });
});
