import { useState } from 'react';
import type { Comment } from '../api/comments';
import { timeAgo } from '../format/timeAgo';
import { CollaboratorBadge, markedName } from '../people/collaborators';
import { Avatar } from '../components/Avatar';
import { Composer } from './Composer';
import type { CommentActions } from './useComments';

/** One comment or reply: who, when, what; its author may edit or delete it. */
export function CommentItem({
  comment,
  mine,
  actions,
  highlighted,
}: {
  comment: Comment;
  mine: boolean;
  actions: CommentActions;
  highlighted: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <article
      className={`comment${highlighted ? ' comment--highlight' : ''}`}
      data-comment-id={comment.id}
      aria-label={`Comment by ${markedName(comment.author.id, comment.author.name)}`}
    >
      <header className="comment__header">
        <Avatar name={comment.author.name} colour={comment.author.avatar} />
        <strong>{comment.author.name}</strong>
        <CollaboratorBadge userId={comment.author.id} />
        <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt, Date.now())}</time>
      </header>
      {editing ? (
        <Composer
          label="Save"
          initial={comment.content}
          onCancel={() => setEditing(false)}
          onSubmit={(content, mentions) => {
            actions.edit({ id: comment.id, content, mentions: mentions.length ? mentions : comment.mentions });
            setEditing(false);
          }}
        />
      ) : (
        <p className="comment__content">{comment.content}</p>
      )}
      {mine && !editing && (
        <div className="comment__actions">
          <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" className="button button--quiet" onClick={() => actions.remove(comment.id)}>
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
