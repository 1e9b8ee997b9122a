import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditEntry } from '../../api/auditLog';
import { timeAgo } from '../../format/timeAgo';
import { UNTITLED } from '../../format/courseTitle';
import { kindLabel } from './logFilters';
import { revisionPath } from './revisionPath';

const EXACT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** One change: when (relative, exact on hover), who, what, and on which module, with a way to open it as it was then. */
export function ChangeLogRow({ entry, now, fresh }: { entry: AuditEntry; now: number; fresh: boolean }) {
  const exact = EXACT.format(new Date(entry.at));
  const title = entry.courseTitle || UNTITLED;
  return (
    <tr className={fresh ? 'admin-row log-row log-row--new' : 'admin-row log-row'}>
      <td data-label="When" className="log-row__when">
        <time dateTime={entry.at} title={exact}>
          {timeAgo(entry.at, now)}
        </time>
        <span className="visually-hidden">, {exact}</span>
      </td>
      <td data-label="Who" className="log-row__who">
        {entry.actor.name}
      </td>
      <td data-label="Change" className="log-row__change">
        <span className="badge log-kind">{kindLabel(entry.kind)}</span>{' '}
        <span className="log-row__summary">{entry.summary}</span>
        {entry.subject && <span className="muted"> · {entry.subject.name}</span>}
      </td>
      <td data-label="Module" className="log-row__module">
        {entry.courseId ? (
          <>
            <Link to={`/edit/${encodeURIComponent(entry.courseId)}`}>{title}</Link>
            {entry.revision !== undefined && (
              <Link to={revisionPath(entry.courseId, entry.revision)} className="log-row__version">
                <History aria-hidden="true" size={14} /> Open this version
                <span className="visually-hidden">
                  {' '}
                  of {title} (revision {entry.revision})
                </span>
              </Link>
            )}
          </>
        ) : (
          <span className="muted">Not about a module</span>
        )}
      </td>
    </tr>
  );
}
