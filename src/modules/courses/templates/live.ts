import type { RecordedEvent } from '../../../platform/eventstore/types';
import { organisationRoom, organisationRoomKind } from '../../../platform/realtime/rooms';
import { BLOCK_TEMPLATES_ROOM } from '../live-rooms';
import { blockTemplatesStream } from './events';

const TEMPLATES = blockTemplatesStream('');

/** Authors of the organisation follow its block templates (never a Collaborator or a partner). */
export const blockTemplatesRoomKind = organisationRoomKind(
  BLOCK_TEMPLATES_ROOM,
  'Not allowed to follow the block templates',
  (event) => (event.data as { templateId?: string }).templateId ?? '',
);

export function blockTemplateRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith(TEMPLATES)) return [];
  return [organisationRoom(BLOCK_TEMPLATES_ROOM, (event.data as { orgId: string }).orgId)];
}
