import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { blocksInOrder } from '../../modules/courses/content/content';
import { useParams } from 'react-router-dom';
import { courseQueries, type Course } from '../api/courses';
import { currentUser } from '../api/currentUser';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { BlockView } from '../blocks/BlockView';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsPanel } from '../comments/CommentsPanel';
import { openCounts, titleWithUnread, unreadOf } from '../comments/threads';
import { useComments } from '../comments/useComments';
import { useCommentsLive } from '../comments/useCommentsLive';
import { useHighlight } from '../comments/useHighlight';
import { isApiError } from '../api/errors';
import { ErrorState } from '../components/ErrorState';
import { LiveSocketProvider } from '../live/LiveSocketProvider';
import { PresenceBar } from '../live/PresenceBar';
import { useCourseLive } from '../live/useCourseLive';
import { usePresence } from '../live/usePresence';

/** /collaborate/view/{id} (SPEC §2): the module a collaborator was invited to, read-only, kept current live (SPEC §6). */
export function CollaborateViewPage() {
  const { id = '' } = useParams();
  return (
    <LiveSocketProvider>
      <CollaborateView key={id} id={id} />
    </LiveSocketProvider>
  );
}

function CollaborateView({ id }: { id: string }) {
  const course = useQuery(courseQueries.detail(id));
  useCourseLive(id);

  if (course.data) return <CollaborateContent course={course.data.course} />;
  if (course.isError) {
    return (
      <main className="page page--narrow">
        {isApiError(course.error, 404) || isApiError(course.error, 403) ? (
          <div className="state">
            <title>Course not found · Tessera</title>
            <h1>Course not found</h1>
            <p>It may have been deleted, or your invitation is for another module.</p>
          </div>
        ) : (
          <ErrorState title="The module could not be loaded" error={course.error} onRetry={() => void course.refetch()} />
        )}
      </main>
    );
  }
  return (
    <main className="page page--narrow" aria-busy="true">
      <p role="status" className="state">
        Loading module…
      </p>
    </main>
  );
}

/** The module as it stands, block by block, each with its comments (SPEC §6: a Collaborator reads and comments). */
function CollaborateContent({ course }: { course: Course }) {
  const me = useMemo(() => currentUser() ?? { id: '', name: '' }, []);
  const comments = useComments(course.id, me);
  const { highlight, point } = useHighlight();
  const [panel, setPanel] = useState<{ blockId: string | null } | null>(null);
  useCommentsLive(course.id, me.id, (blockId, commentId) => {
    setPanel({ blockId });
    point(blockId, commentId);
  });
  const counts = openCounts(comments.threads);
  const others = usePresence(course.id, me.id, null);
  const blocks = blocksInOrder(course.content);
  const labelOf = (blockId: string) => {
    const block = course.content.blocks[blockId];
    return block ? `${BLOCK_LABELS[block.type]} block` : 'a deleted block';
  };
  const { title, description } = course;
  return (
    <div className={`editor-layout${panel ? ' editor-layout--with-panel' : ''}`}>
      <main className="page page--narrow collaborate">
        <title>{titleWithUnread(`${title} · Tessera`, unreadOf(comments.threads, me.id).length)}</title>
        <p className="collaborate__label">Collaborating on</p>
        <PresenceBar others={others} blockLabel={labelOf} />
        <h1>{title}</h1>
        <section aria-label="Description">
          {description ? <p className="collaborate__description">{description}</p> : <p className="collaborate__empty">This module has no description yet.</p>}
        </section>
        <p className="collaborate__note">You can read this module and comment on its blocks. Only its authors can change it.</p>
        {blocks.map((block, index) => (
          <section key={block.id} className={`block-card${highlight?.blockId === block.id ? ' block-card--highlight' : ''}`} data-block-id={block.id} aria-label={`${BLOCK_LABELS[block.type]} block ${index + 1} of ${blocks.length}`}>
            <header className="block-card__bar">
              <span className="block-card__type">{BLOCK_LABELS[block.type]}</span>
              <CommentsButton count={counts[block.id] ?? 0} label={labelOf(block.id)} onOpen={() => setPanel({ blockId: block.id })} />
            </header>
            <BlockView block={block} />
          </section>
        ))}
      </main>
      {panel && <CommentsPanel blockId={panel.blockId} blockLabel={labelOf} me={me.id} actions={comments} highlighted={highlight?.commentId ?? null} onClose={() => setPanel(null)} />}
    </div>
  );
}
