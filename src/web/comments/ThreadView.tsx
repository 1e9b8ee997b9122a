import { useState } from 'react';
import type { Thread } from '../api/comments';
import { CommentItem } from './CommentItem';
import { Composer } from './Composer';
import type { CommentActions } from './useComments';
import { markedName } from '../people/collaborators';

/** A thread: its first comment, the replies, resolve or reopen, and a reply box. */
export function ThreadView({
  thread,
  me,
  actions,
  highlighted,
}: {
  thread: Thread;
  me: string;
  actions: CommentActions;
  highlighted: string | null;
}) {
  const [replying, setReplying] = useState(false);
  const resolved = thread.status === 'resolved';
  return (
    <section
      className={`thread${resolved ? ' thread--resolved' : ''}`}
      aria-label={`Thread by ${markedName(thread.author.id, thread.author.name)}${resolved ? ', resolved' : ''}`}
    >
      <CommentItem
        comment={thread}
        mine={thread.author.id === me}
        actions={actions}
        highlighted={highlighted === thread.id}
      />
      {thread.replies.map((reply) => (
        <div className="thread__reply" key={reply.id}>
          <CommentItem
            comment={reply}
            mine={reply.author.id === me}
            actions={actions}
            highlighted={highlighted === reply.id}
          />
        </div>
      ))}
      <div className="thread__actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => actions.setStatus({ id: thread.id, status: resolved ? 'open' : 'resolved' })}
        >
          {resolved ? 'Reopen' : 'Resolve'}
        </button>
        {!replying && (
          <button type="button" className="button button--quiet" onClick={() => setReplying(true)}>
            Reply
          </button>
        )}
      </div>
      {replying && (
        <Composer
          label="Reply"
          onCancel={() => setReplying(false)}
          onSubmit={(content, mentions) => {
            actions.add({ blockId: thread.blockId, parentId: thread.id, content, mentions });
            setReplying(false);
          }}
        />
      )}
    </section>
  );
}
