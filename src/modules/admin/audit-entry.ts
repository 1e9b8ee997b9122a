import { positionToString } from '../../platform/eventstore/types';
import { type AuditRow, positionOf } from './read-models/audit-log-queries';

/** Named when the log is read, from the people read model (an erased person is "deleted user"); an id it does not know has no name. */
const UNKNOWN_PERSON = 'Unknown person';

/** One entry of the change log as the API gives it. */
const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || UNKNOWN_PERSON;

export function auditEntry(r: AuditRow) {
  return {
    position: positionToString(positionOf(r)),
    at: new Date(r.recorded_at).toISOString(),
    actor: { id: r.actor_id, name: nameOf(r.first_name, r.last_name) },
    /** Whom the change was about, when not the actor (a member whose roles changed). */
    ...(r.subject_id === null
      ? {}
      : { subject: { id: r.subject_id, name: nameOf(r.subject_first_name, r.subject_last_name) } }),
    kind: r.kind,
    type: r.event_type,
    summary: r.summary,
    courseId: r.course_id,
    courseTitle: r.course_title,
    /** The module's revision after this event: GET /api/courses/{courseId}/revisions/{revision} shows it. */
    ...(r.revision === null ? {} : { revision: r.revision }),
  };
}
export type AuditEntryView = ReturnType<typeof auditEntry>;
