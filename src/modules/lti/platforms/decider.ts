import type { Decider } from '../../../platform/commands/decider';
import { notFound } from '../../../platform/errors';
import type { Platform, PlatformEvent } from './events';

export type PlatformState = { exists: false } | { exists: true; removed: boolean; platform: Platform };
export type PlatformCommand = { type: 'RegisterPlatform'; platform: Platform } | { type: 'RemovePlatform' };

export const PLATFORM_NOT_FOUND = 'LTI platform not found';

export const platformDecider: Decider<PlatformState, PlatformCommand, PlatformEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'LtiPlatformRegistered':
        return { exists: true, removed: false, platform: event.data };
      case 'LtiPlatformRemoved':
        return state.exists ? { ...state, removed: true } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterPlatform')
      return state.exists ? [] : [{ type: 'LtiPlatformRegistered', data: command.platform }];
    if (!state.exists || state.removed) throw notFound(PLATFORM_NOT_FOUND);
    return [{ type: 'LtiPlatformRemoved', data: { platformId: state.platform.platformId } }];
  },
};
