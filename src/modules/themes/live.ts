import type { RecordedEvent } from '../../platform/eventstore/types';
import { organisationRoom, organisationRoomKind } from '../../platform/realtime/rooms';
import { themeStream } from './events';
import { THEMES_ROOM } from './live-rooms';

const THEME = themeStream('');

/** Authors of the organisation follow its themes (a Collaborator sees a theme through its course only). */
export const themeRoomKind = organisationRoomKind(
  THEMES_ROOM,
  'Not allowed to follow the themes',
  (event) => (event.data as { themeId?: string }).themeId ?? '',
);

export function themeRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith(THEME)) return [];
  const { orgId } = event.data as { orgId: string };
  return [organisationRoom(THEMES_ROOM, orgId)];
}

/** SPEC §7's theme events: a theme saved anew, a theme's fields changed, and a theme gone (the list changed). */
const NAMES: Record<string, string> = {
  CustomThemeCreated: 'customThemeSaved',
  CustomThemeChanged: 'customThemeUpdated',
  CustomThemeDeleted: 'themeUpdated',
};
export const themeLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(THEME) ? NAMES[event.type] : undefined;
