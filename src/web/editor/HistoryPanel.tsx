import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { authoringQueries, restoreRevision, type ChangeEntry } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import { describeError } from '../api/errors';
import { Button, IconButton } from '../components/Buttons';
import { ErrorState } from '../components/ErrorState';
import { timeAgo } from '../format/timeAgo';
import { LearnerPreview } from '../preview/LearnerPreview';
import { changeSummary } from './changeSummary';
import { historySessions } from './historySessions';

const clock = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => clock.format(new Date(iso));

/**
 * Every change in words, grouped by sitting ("Ana Lovelace · 2 hours ago"); pick one to see the
 * module as it was right after it, and restore that version.
 */
export function HistoryPanel({
  courseId,
  revision,
  openRevision,
  onClose,
  beforeRestore,
}: {
  courseId: string;
  revision: number;
  /** A revision to show at once (the change that made it), when the panel is opened for it. */
  openRevision?: number | null;
  onClose: () => void;
  beforeRestore: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const history = useQuery(authoringQueries.history(courseId));
  const [selected, setSelected] = useState<ChangeEntry | null>(null);
  const { refetch } = history;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !openRevision || !history.data) return;
    opened.current = true;
    const change = history.data.changes.find((c) => c.firstRevision <= openRevision && openRevision <= c.revision);
    if (change) setSelected(change);
  }, [openRevision, history.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new saved revision makes it stale
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);
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
      {selected ? (
        <RevisionView
          courseId={courseId}
          change={selected}
          restoring={restore.isPending}
          restoreError={restore.isError ? describeError(restore.error) : null}
          onRestore={() => restore.mutate(selected.revision)}
          onBack={() => setSelected(null)}
        />
      ) : (
        <>
          {history.isError && (
            <ErrorState title="The history could not be loaded" error={history.error} onRetry={() => void refetch()} />
          )}
          {history.isPending && <p role="status">Loading history…</p>}
          {history.data && <ChangeList changes={history.data.changes} onSelect={setSelected} />}
        </>
      )}
    </aside>
  );
}

function ChangeList({ changes, onSelect }: { changes: ChangeEntry[]; onSelect: (change: ChangeEntry) => void }) {
  const now = Date.now();
  return (
    <div className="history-sessions">
      {historySessions(changes).map((session) => {
        const latest = session.changes[0]!;
        return (
          <section
            key={latest.changeId}
            className="history-session"
            aria-label={`${session.userName}, ${when(latest.recordedAt)}`}
          >
            <h3 className="history-session__heading">
              {session.userName}
              <time dateTime={latest.recordedAt} title={when(latest.recordedAt)}>
                {timeAgo(latest.recordedAt, now)}
              </time>
            </h3>
            <ol className="history-list">
              {session.changes.map((change) => (
                <li key={change.changeId}>
                  <button type="button" className="history-item" onClick={() => onSelect(change)}>
                    <span>{changeSummary(change)}</span>
                    <time dateTime={change.recordedAt}>{when(change.recordedAt)}</time>
                  </button>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

interface RevisionViewProps {
  courseId: string;
  change: ChangeEntry;
  restoring: boolean;
  restoreError: string | null;
  onRestore: () => void;
  onBack: () => void;
}

/** The module right after one change, in the panel's view, with its way back and its restore. */
function RevisionView({ courseId, change, restoring, restoreError, onRestore, onBack }: RevisionViewProps) {
  const at = useQuery(authoringQueries.revision(courseId, change.revision));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="history-preview" aria-labelledby="history-preview-heading">
      <Button onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={16} /> All changes
      </Button>
      <h3 id="history-preview-heading" ref={heading} tabIndex={-1}>
        As it was on {when(change.recordedAt)}
      </h3>
      <p className="muted">
        After {change.userName} {changeSummary(change)}.
      </p>
      <div className="history-preview__actions">
        <button type="button" className="button button--primary" disabled={restoring} onClick={onRestore}>
          Restore this version
        </button>
        {restoreError && <p role="alert">{restoreError}</p>}
      </div>
      {at.isError && (
        <ErrorState title="This version could not be loaded" error={at.error} onRetry={() => void at.refetch()} />
      )}
      {at.data ? (
        <LearnerPreview
          id={courseId}
          revision={change.revision}
          content={at.data.course.content}
          label="Earlier version"
        />
      ) : (
        !at.isError && <p role="status">Loading this version…</p>
      )}
    </section>
  );
}
