import { useEffect } from 'react';
import type { Thread } from '../api/comments';
import { Composer } from './Composer';
import { unreadOf } from './threads';
import { ThreadView } from './ThreadView';
import type { ModuleComments } from './useModuleComments';
import { X } from 'lucide-react';
import { IconButton } from '../components/Buttons';

interface CommentsPanelProps {
  /** The block whose threads are shown, or null for every open thread of the module. */
  blockId: string | null;
  discussion: ModuleComments;
  onClose: () => void;
}

/** The comments side panel: a block's threads (or all open ones), marked read as they are shown. */
export function CommentsPanel({ blockId, discussion, onClose }: CommentsPanelProps) {
  const { blockLabel, comments: actions } = discussion;
  const me = discussion.me.id;
  const highlighted = discussion.highlight?.commentId ?? null;
  const threads: Thread[] = blockId
    ? actions.threads.filter((t) => t.blockId === blockId)
    : actions.threads.filter((t) => t.status === 'open');
  const unread = unreadOf(threads, me);
  const unreadKey = unread.map((c) => c.id).join(',');
  const { markRead } = actions;
  // Marks each unread comment once, when it is first shown: the ids, not the new array of each render, decide.
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey stands for unread
  useEffect(() => {
    for (const c of unread) markRead({ id: c.id, reply: c.parentId !== null });
  }, [unreadKey, markRead]);

  return (
    <aside className="side-panel comments-panel" aria-label="Comments">
      <header className="side-panel__header">
        <h2>{blockId ? `Comments on ${blockLabel(blockId)}` : 'Open comments'}</h2>
        <IconButton label="Close comments" onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </IconButton>
      </header>
      {actions.loadError && (
        <p role="alert">
          {actions.loadError}.{' '}
          <button type="button" className="button button--quiet" onClick={actions.retry}>
            Try again
          </button>
        </p>
      )}
      {actions.isLoading && <p role="status">Loading comments…</p>}
      {!actions.isLoading && threads.length === 0 && (
        <p className="state">
          {blockId
            ? 'No comments on this block yet. Start the conversation below.'
            : 'No open comments. Open a block’s comments to start one.'}
        </p>
      )}
      {threads.map((thread) => (
        <div key={thread.id}>
          {!blockId && <p className="thread__block">On {blockLabel(thread.blockId)}</p>}
          <ThreadView thread={thread} me={me} actions={actions} highlighted={highlighted} />
        </div>
      ))}
      {blockId && (
        <Composer
          label="Comment"
          busy={actions.adding}
          onSubmit={(content, mentions) => actions.add({ blockId, content, mentions })}
        />
      )}
    </aside>
  );
}
