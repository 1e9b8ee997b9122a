import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authoringQueries, restoreRevision, type ChangeEntry } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { describeError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { timeAgo } from '../format/timeAgo';
import { changeSummary } from './changeSummary';
import { ContentPreview } from './ContentPreview';
import { X } from 'lucide-react';
import { IconButton } from '../components/Buttons';

/** Every change (who, when, what); pick one to see the module as it was then, and restore it. */
export function HistoryPanel({
  courseId,
  revision,
  onClose,
  beforeRestore,
}: {
  courseId: string;
  revision: number;
  onClose: () => void;
  beforeRestore: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const history = useQuery(authoringQueries.history(courseId));
  const [selected, setSelected] = useState<ChangeEntry | null>(null);
  const { refetch } = history;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new saved revision makes it stale
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);
  const at = useQuery({ ...authoringQueries.revision(courseId, selected?.revision ?? 0), enabled: selected !== null });
  const restore = useMutation({
    mutationFn: async (to: number) => {
      await beforeRestore();
      return restoreRevision(courseId, to);
    },
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      setSelected(null);
      void refetch();
    },
  });

  return (
    <aside className="side-panel" aria-label="History">
      <header className="side-panel__header">
        <h2>History</h2>
        <IconButton label="Close history" onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </IconButton>
      </header>
      {history.isError && (
        <ErrorState title="The history could not be loaded" error={history.error} onRetry={() => void refetch()} />
      )}
      {history.isPending && <p role="status">Loading history…</p>}
      <ol className="history-list">
        {history.data?.changes.map((change) => (
          <li key={change.changeId}>
            <button
              type="button"
              className={`history-item${selected?.changeId === change.changeId ? ' history-item--selected' : ''}`}
              aria-pressed={selected?.changeId === change.changeId}
              onClick={() => setSelected(change)}
            >
              <strong>{change.userName}</strong> {changeSummary(change)}
              <time dateTime={change.recordedAt}>{timeAgo(change.recordedAt, Date.now())}</time>
            </button>
          </li>
        ))}
      </ol>
      {selected && (
        <section className="history-preview" aria-label={`The module at revision ${selected.revision}`}>
          <div className="history-preview__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={restore.isPending}
              onClick={() => restore.mutate(selected.revision)}
            >
              Restore this version
            </button>
            {restore.isError && <p role="alert">{describeError(restore.error)}</p>}
          </div>
          {at.data ? (
            <ContentPreview content={at.data.course.content} label="Earlier version" />
          ) : (
            <p role="status">Loading this version…</p>
          )}
        </section>
      )}
    </aside>
  );
}
