import type { ChangeEntry } from '../api/authoring';

/** Changes by one person with no more than this between them are one sitting. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

export type HistorySession = { userId: string; userName: string; changes: ChangeEntry[] };

/** Newest-first changes grouped into sittings: one person's run of changes, each within SESSION_GAP_MS of the next. */
export function historySessions(changes: readonly ChangeEntry[]): HistorySession[] {
  const sessions: HistorySession[] = [];
  for (const change of changes) {
    const current = sessions.at(-1);
    const previous = current?.changes.at(-1);
    const close = previous && Date.parse(previous.recordedAt) - Date.parse(change.recordedAt) <= SESSION_GAP_MS;
    if (current && current.userId === change.userId && close) current.changes.push(change);
    else sessions.push({ userId: change.userId, userName: change.userName, changes: [change] });
  }
  return sessions;
}
