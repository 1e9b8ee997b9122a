import type { Decider } from '../../platform/commands/decider';
import type { InstanceEvent } from './events';

export type SuspensionState = { suspended: boolean };

export type SuspensionCommand =
  | { type: 'Suspend'; orgId: string; reason?: string | undefined }
  | { type: 'Reinstate'; orgId: string };

/** Whether the operators have suspended one organisation; asking again for what already holds changes nothing. */
export const suspensionDecider: Decider<SuspensionState, SuspensionCommand, InstanceEvent> = {
  initialState: { suspended: false },
  evolve(_state, { type }) {
    return { suspended: type === 'OrganisationSuspended' };
  },
  decide(command, state) {
    if (command.type === 'Suspend') {
      if (state.suspended) return [];
      const { orgId, reason } = command;
      return [{ type: 'OrganisationSuspended', data: { orgId, ...(reason ? { reason } : {}) } }];
    }
    return state.suspended ? [{ type: 'OrganisationReinstated', data: { orgId: command.orgId } }] : [];
  },
};
