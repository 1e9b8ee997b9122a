import { useEffect, useRef, useState } from 'react';
import { AUDIT_ROOM } from '../../../modules/admin/shared';
import { type AuditEntry, type AuditFilters, fetchAuditPage, filterSearch } from '../../api/auditLog';
import { useLiveSocket } from '../../live/LiveSocketProvider';
import { comparePositions } from '../../api/position';
import { mayMatch } from './logFilters';

/** When to read the log again for an entry heard live (the read model follows the bus a moment later). */
const READ_AFTER_MS = [0, 250, 500, 1000, 2000, 4000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const announcementOf = (entries: AuditEntry[]) =>
  entries.length === 1
    ? `New entry: ${entries[0]!.actor.name} ${entries[0]!.summary}.`
    : `${entries.length} new entries in the change log.`;

/**
 * While `following`, the log's new entries that match the filters, newest first. The live message
 * names nobody and comes before the read model has the entry, so each one that may match is read
 * from the log (named, filtered by the server) once the log has it. Follow only once the log is
 * shown: `newestShown` is its newest entry, null when it has none.
 */
export function useLiveFollow(filters: AuditFilters, following: boolean, newestShown: string | null) {
  const socket = useLiveSocket();
  const [arrived, setArrived] = useState<AuditEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const newest = useRef<string | null>(newestShown);
  const key = filterSearch(filters).toString();

  if (newestShown && (!newest.current || comparePositions(newestShown, newest.current) > 0)) {
    newest.current = newestShown;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: other filters mean another log; `key` says when
  useEffect(() => {
    setArrived([]);
    newest.current = null;
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `filters`
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let queue = Promise.resolve();

    /** Reads the head of the log until it holds `awaited` (when given), keeping what is newer than what is shown. */
    const catchUp = async (awaited?: string) => {
      for (const delayMs of READ_AFTER_MS) {
        await wait(delayMs);
        if (stopped) return;
        const { entries } = await fetchAuditPage(filters);
        if (stopped) return;
        const since = newest.current;
        const newer = since ? entries.filter((e) => comparePositions(e.position, since) > 0) : entries;
        if (newer.length > 0) {
          newest.current = newer[0]!.position;
          setArrived((shown) => [...newer, ...shown]);
          // A different text each time, so a screen reader says an arrival like the one before it too.
          setAnnouncement((said) => `${announcementOf(newer)}${said.endsWith('\u00a0') ? '' : '\u00a0'}`);
        }
        const head = entries[0]?.position;
        if (!awaited || (head && comparePositions(head, awaited) >= 0)) return;
      }
    };
    const enqueue = (awaited?: string) => {
      queue = queue.then(() => catchUp(awaited)).catch(() => {});
    };

    const leave = socket.join(AUDIT_ROOM, {
      onSynced: () => enqueue(),
      onAuditEntry: (entry) => {
        if (mayMatch(entry, filters)) enqueue(entry.position);
      },
    });
    return () => {
      stopped = true;
      leave();
    };
  }, [socket, following, key]);

  return { arrived, announcement };
}
