import type { RecordedEvent } from '../../platform/eventstore/types';
import { hasAccountSession } from '../../platform/http/env';
import type { RoomKind } from '../../platform/realtime/rooms';
import { themeStream } from './events';
import { THEMES_ROOM } from './live-rooms';

const THEME = themeStream('');
const roomOf = (orgId: string) => `${THEMES_ROOM}:${orgId}`;

/** Authors of the organisation follow its themes (a Collaborator sees a theme through its course only). */
export const themeRoomKind: RoomKind = {
  kind: THEMES_ROOM,
  delivery: 'notify',
  presence: false,
  refusal: 'Not allowed to follow the themes',
  resolve: (principal, key) => (key === '' && hasAccountSession(principal) ? roomOf(principal.orgId) : null),
  aboutOf: (event) => (event.data as { themeId?: string }).themeId ?? '',
};

export function themeRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith(THEME)) return [];
  const { orgId } = event.data as { orgId: string };
  return [roomOf(orgId)];
}

/** SPEC §7's theme events: a theme saved anew, a theme's fields changed, and a theme gone (the list changed). */
const NAMES: Record<string, string> = {
  CustomThemeCreated: 'customThemeSaved',
  CustomThemeChanged: 'customThemeUpdated',
  CustomThemeDeleted: 'themeUpdated',
};
export const themeLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(THEME) ? NAMES[event.type] : undefined;
