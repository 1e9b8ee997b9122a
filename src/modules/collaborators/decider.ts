import type { Decider } from '../../platform/commands/decider';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import type { CollaboratorEvent } from './events';

/**
 * `access` counts the grants of this email on this course: it grows when someone removed is
 * invited again, so tokens given before the removal never work again (a token carries it).
 */
export type Collaborator = {
  email: string;
  firstname: string;
  lastname: string;
  tokenHash: string;
  joined: boolean;
  access: number;
  removed: boolean;
};

/** Who may collaborate on one course, keyed by normalised email (removed ones kept, to count their grants). */
export type CollaboratorsState = { orgId: string | null; byEmail: Readonly<Record<string, Collaborator>> };

export type CollaboratorCommand =
  | {
      type: 'Invite';
      courseId: string;
      orgId: string;
      email: string;
      firstname: string;
      lastname: string;
      tokenHash: string;
      invitedBy: string;
    }
  | { type: 'ValidateAccess'; courseId: string; email: string; tokenHash: string }
  | { type: 'Rename'; courseId: string; email: string; firstname: string; lastname: string }
  | { type: 'Remove'; courseId: string; email: string; removedBy: string };

export const INVALID_INVITATION = 'This invitation link is not valid for this email';
export const COLLABORATOR_NOT_FOUND = 'Collaborator not found';

/** The collaborator with access now, or undefined (never invited, or removed). */
export const activeCollaborator = (state: CollaboratorsState, email: string) => {
  const current = state.byEmail[email];
  return current && !current.removed ? current : undefined;
};

export const collaboratorsDecider: Decider<CollaboratorsState, CollaboratorCommand, CollaboratorEvent> = {
  initialState: { orgId: null, byEmail: {} },
  evolve(state, { type, data }) {
    const current = state.byEmail[data.email];
    const put = (c: Collaborator) => ({ ...state, byEmail: { ...state.byEmail, [c.email]: c } });
    switch (type) {
      case 'CollaboratorInvited': {
        const { email, firstname, lastname, tokenHash } = data;
        const again = current && !current.removed;
        const access = current ? current.access + (current.removed ? 1 : 0) : 0;
        return {
          ...put({
            email,
            firstname,
            lastname,
            tokenHash,
            joined: again ? current.joined : false,
            access,
            removed: false,
          }),
          orgId: data.orgId,
        };
      }
      case 'CollaboratorJoined':
        return current ? put({ ...current, joined: true }) : state;
      case 'CollaboratorRenamed':
        return current ? put({ ...current, firstname: data.firstname, lastname: data.lastname }) : state;
      case 'CollaboratorRemoved':
        return current ? put({ ...current, tokenHash: '', removed: true }) : state;
    }
  },
  decide(command, state) {
    const { courseId, email } = command;
    const current = activeCollaborator(state, email);
    switch (command.type) {
      case 'Invite': {
        const { orgId, firstname, lastname, tokenHash, invitedBy } = command;
        return [
          { type: 'CollaboratorInvited', data: { courseId, orgId, email, firstname, lastname, tokenHash, invitedBy } },
        ];
      }
      case 'ValidateAccess':
        if (!current || current.tokenHash !== command.tokenHash) throw unauthorized(INVALID_INVITATION);
        return current.joined ? [] : [{ type: 'CollaboratorJoined', data: { courseId, email } }];
      case 'Rename': {
        if (!current) throw forbidden('You are not a collaborator of this module');
        const { firstname, lastname } = command;
        return current.firstname === firstname && current.lastname === lastname
          ? []
          : [{ type: 'CollaboratorRenamed', data: { courseId, email, firstname, lastname } }];
      }
      case 'Remove':
        if (!current) throw notFound(COLLABORATOR_NOT_FOUND);
        return [{ type: 'CollaboratorRemoved', data: { courseId, email, removedBy: command.removedBy } }];
    }
  },
};
