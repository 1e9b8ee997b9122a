import type { Decider } from '../../../platform/commands/decider';
import { badRequest, notFound } from '../../../platform/errors';
import type { OrganisationEvent } from './events';
import {
  changedSettings,
  DEFAULT_ORG_SETTINGS,
  type OrgSettings,
  type SettingsChange,
  withSettingsChanged,
} from './org-settings';

type Joined = Extract<OrganisationEvent, { type: 'MemberJoined' }>['data'];
export type Member = Omit<Joined, 'orgId' | 'inviteId'>;
export type Invite = { inviteId: string; orgName: string; tokenHash: string; expiresAt: string; used: boolean };

export type OrganisationState = {
  members: Readonly<Record<string, Member>>;
  invites: Readonly<Record<string, Invite>>;
  /** The AI assistant is on unless an admin turned it off. */
  aiEnabled: boolean;
  /** The name an admin gave it; null until the first rename (it then has its founder's registration name). */
  name: string | null;
  settings: OrgSettings;
};

export type OrganisationCommand =
  | { type: 'Join'; orgId: string; member: Member; invite?: { inviteId: string; tokenHash: string; now: string } }
  | {
      type: 'Invite';
      orgId: string;
      orgName: string;
      inviteId: string;
      tokenHash: string;
      expiresAt: string;
      invitedBy: string;
    }
  | { type: 'ChangeRole'; orgId: string; userId: string; roles: Member['roles'] }
  | { type: 'Remove'; orgId: string; userId: string }
  | { type: 'SetAiAccess'; orgId: string; enabled: boolean }
  | { type: 'ChangeSettings'; orgId: string; change: SettingsChange };

export const INVITE_INVALID = 'This invite link is not valid, has been used, or has expired';
export const LAST_ADMIN = 'An organisation needs at least one administrator';
const MEMBER_NOT_FOUND = 'Member not found';

const isAdmin = (m: Member) => m.roles.includes('ADMIN');

/** The invite a secret opens, when it is unused and not expired at `now`. */
export function openInvite(state: OrganisationState, inviteId: string, tokenHash: string, now: string): Invite | null {
  const invite = state.invites[inviteId];
  return invite && invite.tokenHash === tokenHash && !invite.used && now < invite.expiresAt ? invite : null;
}

/** Members, roles and invites of one organisation; it never runs out of administrators. */
export const organisationDecider: Decider<OrganisationState, OrganisationCommand, OrganisationEvent> = {
  initialState: { members: {}, invites: {}, aiEnabled: true, name: null, settings: DEFAULT_ORG_SETTINGS },
  evolve(state, { type, data }) {
    switch (type) {
      case 'MemberJoined': {
        const { orgId: _org, inviteId, ...member } = data;
        const invites =
          inviteId && state.invites[inviteId]
            ? { ...state.invites, [inviteId]: { ...state.invites[inviteId]!, used: true } }
            : state.invites;
        return { ...state, members: { ...state.members, [member.userId]: member }, invites };
      }
      case 'MemberRoleChanged': {
        const member = state.members[data.userId];
        return member
          ? { ...state, members: { ...state.members, [data.userId]: { ...member, roles: data.roles } } }
          : state;
      }
      case 'MemberRemoved': {
        const { [data.userId]: _removed, ...members } = state.members;
        return { ...state, members };
      }
      case 'OrgAiAccessChanged':
        return { ...state, aiEnabled: data.enabled };
      case 'OrgRenamed':
        return { ...state, name: data.name };
      case 'OrgSettingsChanged':
        return { ...state, settings: withSettingsChanged(state.settings, data) };
      case 'OrgInviteCreated': {
        const { inviteId, orgName, tokenHash, expiresAt } = data;
        return {
          ...state,
          invites: { ...state.invites, [inviteId]: { inviteId, orgName, tokenHash, expiresAt, used: false } },
        };
      }
    }
  },
  decide(command, state) {
    const { orgId } = command;
    switch (command.type) {
      case 'Join': {
        const { invite, member } = command;
        if (invite && !openInvite(state, invite.inviteId, invite.tokenHash, invite.now))
          throw badRequest(INVITE_INVALID);
        if (state.members[member.userId]) return [];
        return [{ type: 'MemberJoined', data: { orgId, ...member, ...(invite ? { inviteId: invite.inviteId } : {}) } }];
      }
      case 'Invite': {
        const { type: _type, ...data } = command;
        return [{ type: 'OrgInviteCreated', data }];
      }
      case 'ChangeRole': {
        const member = state.members[command.userId];
        if (!member) throw notFound(MEMBER_NOT_FOUND);
        const same =
          member.roles.length === command.roles.length && member.roles.every((r) => command.roles.includes(r));
        if (same) return [];
        if (isAdmin(member) && !command.roles.includes('ADMIN') && adminCount(state) === 1)
          throw badRequest(LAST_ADMIN);
        return [{ type: 'MemberRoleChanged', data: { orgId, userId: command.userId, roles: command.roles } }];
      }
      case 'Remove': {
        const member = state.members[command.userId];
        if (!member) throw notFound(MEMBER_NOT_FOUND);
        if (isAdmin(member) && adminCount(state) === 1) throw badRequest(LAST_ADMIN);
        return [{ type: 'MemberRemoved', data: { orgId, userId: command.userId } }];
      }
      case 'SetAiAccess':
        return state.aiEnabled === command.enabled
          ? []
          : [{ type: 'OrgAiAccessChanged', data: { orgId, enabled: command.enabled } }];
      case 'ChangeSettings':
        return decideSettings(orgId, command.change, state);
    }
  },
};

const adminCount = (state: OrganisationState) => Object.values(state.members).filter(isAdmin).length;

/** Only what changes is recorded: the name, the AI switch, and the other settings, each its own event. */
function decideSettings(orgId: string, change: SettingsChange, state: OrganisationState): OrganisationEvent[] {
  const events: OrganisationEvent[] = [];
  if (change.name !== undefined && change.name !== state.name)
    events.push({ type: 'OrgRenamed', data: { orgId, name: change.name } });
  if (change.aiEnabled !== undefined && change.aiEnabled !== state.aiEnabled)
    events.push({ type: 'OrgAiAccessChanged', data: { orgId, enabled: change.aiEnabled } });
  const changed = changedSettings(state.settings, change);
  if (changed) events.push({ type: 'OrgSettingsChanged', data: { orgId, ...changed } });
  return events;
}
