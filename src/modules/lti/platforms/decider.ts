import type { Decider } from '../../../platform/commands/decider';
import { notFound } from '../../../platform/errors';
import type { GradePolicy } from '../shared';
import type { Platform, PlatformEvent } from './events';

export type PlatformState = { exists: false } | { exists: true; removed: boolean; platform: Platform };
export type PlatformCommand =
  | { type: 'RegisterPlatform'; platform: Platform }
  | { type: 'RemovePlatform' }
  | { type: 'SetGradePolicy'; gradePolicy: GradePolicy };

export const PLATFORM_NOT_FOUND = 'LTI platform not found';

export const platformDecider: Decider<PlatformState, PlatformCommand, PlatformEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'LtiPlatformRegistered':
        return { exists: true, removed: false, platform: event.data };
      case 'LtiPlatformRemoved':
        return state.exists ? { ...state, removed: true } : state;
      case 'LtiPlatformGradePolicySet':
        return state.exists
          ? { ...state, platform: { ...state.platform, gradePolicy: event.data.gradePolicy } }
          : state;
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterPlatform')
      return state.exists ? [] : [{ type: 'LtiPlatformRegistered', data: command.platform }];
    if (!state.exists || state.removed) throw notFound(PLATFORM_NOT_FOUND);
    const { platformId } = state.platform;
    if (command.type === 'RemovePlatform') return [{ type: 'LtiPlatformRemoved', data: { platformId } }];
    if (state.platform.gradePolicy === command.gradePolicy) return [];
    return [{ type: 'LtiPlatformGradePolicySet', data: { platformId, gradePolicy: command.gradePolicy } }];
  },
};
