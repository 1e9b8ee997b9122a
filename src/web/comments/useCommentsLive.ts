import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueries } from '../api/auth';
import { hasAuthorSession } from '../api/session';
import { NOTIFICATION_SETTINGS } from '../api/settings';
import { useEffect, useRef, useState } from 'react';
import { courseRoom } from '../../modules/courses/live-rooms';
import type { LiveEvent } from '../../platform/realtime/protocol';
import { commentQueries, type Thread } from '../api/comments';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';
import { useLiveSocket } from '../live/LiveSocketProvider';
import { applyCommentEvent } from './applyCommentEvent';
import { notificationBody } from './threads';
import { markedName } from '../people/collaborators';

type Added = {
  commentId: string;
  blockId: string;
  parentId: string | null;
  content: string;
  author: { id: string; name: string };
  mentions: { userId: string }[];
};

/** Which comment notifications I want (both, unless I turned one off in /settings). */
export type NotifyMe = { mentions: boolean; replies: boolean };
const EVERY_NOTIFICATION: NotifyMe = { mentions: true, replies: true };

/** Is this new comment one I want to hear about: a mention of me, or a reply in a thread I started? */
export function concernsMe(added: Added, me: string, threads: Thread[], notify = EVERY_NOTIFICATION): boolean {
  if (added.author.id === me) return false;
  if (notify.mentions && added.mentions.some((m) => m.userId === me)) return true;
  return (
    notify.replies && added.parentId !== null && threads.some((t) => t.id === added.parentId && t.author.id === me)
  );
}

/** My notification preferences; a Collaborator has none (its token reads no user-info) and hears of both. */
function useNotifyMe(): NotifyMe {
  // Asked once: reading the session cookie on every render of the editor costs its typing.
  const [authorSession] = useState(hasAuthorSession);
  const info = useQuery({ ...userQueries.info(), enabled: authorSession });
  const settings = info.data?.settings ?? {};
  return {
    mentions: settings[NOTIFICATION_SETTINGS.mentions] ?? true,
    replies: settings[NOTIFICATION_SETTINGS.replies] ?? true,
  };
}

/**
 * Keeps a module's comments current from the live socket, and tells the author about mentions and
 * replies to them: a notification (body cut at 100 characters) that shows the comment when clicked.
 */
export function useCommentsLive(courseId: string, me: string, show: (blockId: string, commentId: string) => void) {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();
  const toast = useToast();
  const latestShow = useRef(show);
  const notify = useNotifyMe();
  const latestNotify = useRef(notify);
  useEffect(() => {
    latestShow.current = show;
    latestNotify.current = notify;
  });

  useEffect(() => {
    const { queryKey } = commentQueries.course(courseId);
    const onEvent = (event: LiveEvent) => {
      if (!event.streamId.startsWith('comments-')) return;
      notePosition(event.position);
      if (event.type === 'CommentAdded') {
        const added = event.data as Added;
        if (concernsMe(added, me, queryClient.getQueryData<Thread[]>(queryKey) ?? [], latestNotify.current)) {
          toast({
            message: `${markedName(added.author.id, added.author.name)}: ${notificationBody(added.content)}`,
            action: { label: 'Show', run: () => latestShow.current(added.blockId, added.commentId) },
          });
        }
      }
      const cached = queryClient.getQueryData<Thread[]>(queryKey);
      const next = cached ? applyCommentEvent(cached, event) : null;
      if (next) {
        queryClient.setQueryData<Thread[]>(queryKey, next);
        void queryClient.invalidateQueries({ queryKey: commentQueries.counts(courseId).queryKey });
      } else void queryClient.invalidateQueries({ queryKey });
    };
    return socket.join(courseRoom(courseId), {
      onEvent,
      onSynced: () => void queryClient.invalidateQueries({ queryKey }),
    });
  }, [socket, queryClient, courseId, me, toast]);
}
