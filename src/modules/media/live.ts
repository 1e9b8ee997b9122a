import type { RecordedEvent } from '../../platform/eventstore/types';
import { courseRoom } from '../courses';
import { mediaStream } from './events';
import { jobStream } from './jobs/events';

const MEDIA = mediaStream('');
const JOB = jobStream('');

/** An upload's and a job's events are heard in their course's live room (a new file, its sizes, a render's progress). */
export function mediaRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith(MEDIA)) return [];
  const { courseId } = event.data as { courseId?: string };
  return courseId ? [courseRoom(courseId)] : [];
}

export const mediaLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(JOB) ? 'mediaJobChanged' : event.streamId.startsWith(MEDIA) ? 'mediaChanged' : undefined;

/** Where a course room's media events are stored: every media and job stream, each kept by its event's course (mediaRoomsOf). */
export const mediaRoomStreamPrefixes = (busRoom: string): string[] =>
  busRoom.startsWith(courseRoom('')) ? [MEDIA] : [];
