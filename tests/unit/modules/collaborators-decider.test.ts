import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { deciderSpec } from '../../support/decider-spec';
import {
  COLLABORATOR_NOT_FOUND,
  INVALID_INVITATION,
  collaboratorsDecider,
  type CollaboratorCommand,
} from '../../../src/modules/collaborators/decider';
import type { CollaboratorEvent } from '../../../src/modules/collaborators/events';

const spec = deciderSpec(collaboratorsDecider);

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
    spec
      .given([invite('h1')])
      .when(validate('h1'))
      .thenEmits([{ type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } }]);
    const joined: CollaboratorEvent[] = [
      invite('h1'),
      { type: 'CollaboratorJoined', data: { courseId: 'c', email: 'g@example.com' } },
    ];
    spec.given(joined).when(validate('h1')).thenEmitsNothing();
    spec
      .given([...joined, invite('h2')])
      .when(validate('h1'))
      .thenThrows(INVALID_INVITATION);
    expect(fold(collaboratorsDecider, [...joined, invite('h2')]).byEmail['g@example.com']).toMatchObject({
      tokenHash: 'h2',
      joined: true,
    });
    spec
      .given([invite('h1')])
      .when({ ...validate('h1'), email: 'other@example.com' })
      .thenThrows(INVALID_INVITATION);
  });

  it('only an invited collaborator can rename itself; the same name changes nothing', () => {
    const rename = (firstname: string): CollaboratorCommand => ({
      type: 'Rename',
      courseId: 'c',
      email: 'g@example.com',
      firstname,
      lastname: 'H',
    });
    spec
      .given([invite('h')])
      .when(rename('G'))
      .thenEmitsNothing();
    spec
      .given([invite('h')])
      .when(rename('Greta'))
      .thenEmits([
        {
          type: 'CollaboratorRenamed',
          data: { courseId: 'c', email: 'g@example.com', firstname: 'Greta', lastname: 'H' },
        },
      ]);
    spec.given([]).when(rename('Greta')).thenThrows('You are not a collaborator of this module');
  });
  it('a removal ends the link and the grant; inviting again is a new grant with a new link', () => {
    const remove: CollaboratorCommand = { type: 'Remove', courseId: 'c', email: 'g@example.com', removedBy: 'a' };
    const removed: CollaboratorEvent = {
      type: 'CollaboratorRemoved',
      data: { courseId: 'c', email: 'g@example.com', removedBy: 'a' },
    };
    spec
      .given([invite('h1')])
      .when(remove)
      .thenEmits([removed]);
    spec.given([]).when(remove).thenThrows(COLLABORATOR_NOT_FOUND);
    spec
      .given([invite('h1'), removed])
      .when(remove)
      .thenThrows(COLLABORATOR_NOT_FOUND);
    spec
      .given([invite('h1'), removed])
      .when(validate('h1'))
      .thenThrows(INVALID_INVITATION);
    spec
      .given([invite('h1'), removed])
      .when({
        type: 'Rename',
        courseId: 'c',
        email: 'g@example.com',
        firstname: 'X',
        lastname: 'Y',
      })
      .thenThrows('You are not a collaborator of this module');
    const access = (events: CollaboratorEvent[]) => fold(collaboratorsDecider, events).byEmail['g@example.com']?.access;
    expect(access([invite('h1'), invite('h2')])).toBe(0);
    expect(access([invite('h1'), removed, invite('h2')])).toBe(1);
    spec
      .given([invite('h1'), removed, invite('h2')])
      .when(validate('h2'))
      .thenEmitsTypes(['CollaboratorJoined']);
  });
});
