import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { blocksInOrder } from '../../modules/courses/content';
import { useParams } from 'react-router';
import { courseQueries, type Course } from '../api/courses';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { BlockView } from '../blocks/BlockView';
import { CommentsButton } from '../comments/CommentsButton';
import { CommentsPanel } from '../comments/CommentsPanel';
import { titleWithUnread } from '../comments/threads';
import { useModuleComments } from '../comments/useModuleComments';
import { ModuleLoadFailed, ModuleLoading } from '../components/ModuleLoadStates';
import { isApiError } from '../api/errors';
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
  if (!course.isError) return <ModuleLoading />;
  return (
    <ModuleLoadFailed
      notFound={isApiError(course.error, 404) || isApiError(course.error, 403)}
      hint="It may have been deleted, or your invitation is for another module."
      error={course.error}
      onRetry={() => void course.refetch()}
    />
  );
}

/** The module as it stands, block by block, each with its comments (SPEC §6: a Collaborator reads and comments). */
function CollaborateContent({ course }: { course: Course }) {
  const [panel, setPanel] = useState<{ blockId: string | null } | null>(null);
  const discussion = useModuleComments(course.id, course.content, (blockId) => setPanel({ blockId }));
  const { me, highlight, counts, unread, blockLabel: labelOf } = discussion;
  const others = usePresence(course.id, me.id, null);
  const blocks = blocksInOrder(course.content);
  const { title, description } = course;
  return (
    <div className={`editor-layout${panel ? ' editor-layout--with-panel' : ''}`}>
      <main className="page page--narrow collaborate">
        <title>{titleWithUnread(`${title} · Tessera`, unread)}</title>
        <p className="collaborate__label">Collaborating on</p>
        <PresenceBar others={others} blockLabel={labelOf} />
        <h1>{title}</h1>
        <section aria-label="Description">
          {description ? (
            <p className="collaborate__description">{description}</p>
          ) : (
            <p className="collaborate__empty">This module has no description yet.</p>
          )}
        </section>
        <p className="collaborate__note">
          You can read this module and comment on its blocks. Only its authors can change it.
        </p>
        {blocks.map((block, index) => (
          <section
            key={block.id}
            className={`block-card${highlight?.blockId === block.id ? ' block-card--highlight' : ''}`}
            data-block-id={block.id}
            aria-label={`${BLOCK_LABELS[block.type]} block ${index + 1} of ${blocks.length}`}
          >
            <header className="block-card__bar">
              <span className="block-card__type">{BLOCK_LABELS[block.type]}</span>
              <CommentsButton
                count={counts[block.id] ?? 0}
                label={labelOf(block.id)}
                onOpen={() => setPanel({ blockId: block.id })}
              />
            </header>
            <BlockView block={block} />
          </section>
        ))}
      </main>
      {panel && <CommentsPanel blockId={panel.blockId} discussion={discussion} onClose={() => setPanel(null)} />}
    </div>
  );
}
