import type { Decider } from '../../platform/commands/decider';
import { forbidden, unauthorized } from '../../platform/errors';
import type { CollaboratorEvent } from './events';

export type Collaborator = { email: string; firstname: string; lastname: string; tokenHash: string; joined: boolean };

/** Who may collaborate on one course, keyed by normalised email. */
export type CollaboratorsState = { orgId: string | null; byEmail: Readonly<Record<string, Collaborator>> };

export type CollaboratorCommand =
  | { type: 'Invite'; courseId: string; orgId: string; email: string; firstname: string; lastname: string; tokenHash: string; invitedBy: string }
  | { type: 'ValidateAccess'; courseId: string; email: string; tokenHash: string }
  | { type: 'Rename'; courseId: string; email: string; firstname: string; lastname: string };

export const INVALID_INVITATION = 'This invitation link is not valid for this email';

export const collaboratorsDecider: Decider<CollaboratorsState, CollaboratorCommand, CollaboratorEvent> = {
  initialState: { orgId: null, byEmail: {} },
  evolve(state, { type, data }) {
    const current = state.byEmail[data.email];
    switch (type) {
      case 'CollaboratorInvited': {
        const { email, firstname, lastname, tokenHash } = data;
        return { orgId: data.orgId, byEmail: { ...state.byEmail, [email]: { email, firstname, lastname, tokenHash, joined: current?.joined ?? false } } };
      }
      case 'CollaboratorJoined':
        return current ? { ...state, byEmail: { ...state.byEmail, [data.email]: { ...current, joined: true } } } : state;
      case 'CollaboratorRenamed':
        return current ? { ...state, byEmail: { ...state.byEmail, [data.email]: { ...current, firstname: data.firstname, lastname: data.lastname } } } : state;
    }
  },
  decide(command, state) {
    const { courseId, email } = command;
    const current = state.byEmail[email];
    switch (command.type) {
      case 'Invite': {
        const { orgId, firstname, lastname, tokenHash, invitedBy } = command;
        return [{ type: 'CollaboratorInvited', data: { courseId, orgId, email, firstname, lastname, tokenHash, invitedBy } }];
      }
      case 'ValidateAccess':
        if (!current || current.tokenHash !== command.tokenHash) throw unauthorized(INVALID_INVITATION);
        return current.joined ? [] : [{ type: 'CollaboratorJoined', data: { courseId, email } }];
      case 'Rename': {
        if (!current) throw forbidden('You are not a collaborator of this module');
        const { firstname, lastname } = command;
        return current.firstname === firstname && current.lastname === lastname ? [] : [{ type: 'CollaboratorRenamed', data: { courseId, email, firstname, lastname } }];
      }
    }
  },
};
