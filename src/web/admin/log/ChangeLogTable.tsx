import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../api/auditLog';
import { ChangeLogRow } from './ChangeLogRow';

const MINUTE_MS = 60_000;

/** The entries, newest first; those that arrived live are marked so they stand out for a moment. */
export function ChangeLogTable({ entries, fresh }: { entries: AuditEntry[]; fresh: ReadonlySet<string> }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <table className="admin-table log-table">
      <caption className="visually-hidden">Changes in the organisation, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Change</th>
          <th scope="col">Module</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <ChangeLogRow key={entry.position} entry={entry} now={now} fresh={fresh.has(entry.position)} />
        ))}
      </tbody>
    </table>
  );
}
