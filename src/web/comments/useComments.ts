import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addComment,
  commentQueries,
  deleteComment,
  editComment,
  markCommentRead,
  setCommentStatus,
  type Mention,
  type Thread,
} from '../api/comments';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';

type ThreadsChange = (threads: Thread[]) => Thread[];

/**
 * One comment call on a course's cached threads: `change` is applied at once and undone when the
 * call fails (with its §8 message); a success notes the write's position and refetches.
 */
function useCommentCall<Args>(
  courseId: string,
  run: (args: Args) => Promise<{ position?: string | undefined }>,
  failure: (args: Args) => string,
  change?: (args: Args) => ThreadsChange,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = commentQueries.course(courseId).queryKey;
  return useMutation({
    mutationFn: run,
    onMutate: (args: Args) => {
      if (!change) return undefined;
      const before = queryClient.getQueryData<Thread[]>(key);
      if (before) queryClient.setQueryData<Thread[]>(key, change(args)(before));
      return () => queryClient.setQueryData(key, before);
    },
    onSuccess: (result) => {
      if (result.position) notePosition(result.position);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (_error, args, undo) => {
      undo?.();
      toast({ message: failure(args) });
    },
  });
}

/** Every comment call with the §8 message of its failure; an optimistic change is undone when the call fails. */
export function useComments(courseId: string, me: { id: string; name: string }) {
  const query = useQuery(commentQueries.course(courseId));

  const add = useCommentCall(
    courseId,
    (a: { blockId: string; parentId?: string | null; content: string; mentions: Mention[] }) =>
      addComment({ courseId, ...a }),
    (a) => (a.parentId ? 'Failed to add reply' : 'Failed to add comment'),
  );
  const edit = useCommentCall(
    courseId,
    (a: { id: string; content: string; mentions: Mention[] }) =>
      editComment(a.id, { content: a.content, mentions: a.mentions }),
    () => 'Failed to update comment',
    (a) => (threads) =>
      threads.map((t) => ({
        ...(t.id === a.id ? { ...t, content: a.content } : t),
        replies: t.replies.map((r) => (r.id === a.id ? { ...r, content: a.content } : r)),
      })),
  );
  const remove = useCommentCall(
    courseId,
    (id: string) => deleteComment(id),
    () => 'Failed to delete comment',
    (id) => (threads) =>
      threads.filter((t) => t.id !== id).map((t) => ({ ...t, replies: t.replies.filter((r) => r.id !== id) })),
  );
  const status = useCommentCall(
    courseId,
    (a: { id: string; status: 'open' | 'resolved' }) => setCommentStatus(a.id, a.status),
    () => 'Failed to update comment status',
    (a) => (threads) => threads.map((t) => (t.id === a.id ? { ...t, status: a.status } : t)),
  );
  const read = useCommentCall(
    courseId,
    (a: { id: string; reply: boolean }) => markCommentRead(a.id),
    (a) => (a.reply ? 'Failed to mark reply as read' : 'Failed to mark comment as read'),
    (a) => (threads) =>
      threads.map((t) => {
        const mark = <C extends { id: string; readBy: string[] }>(c: C) =>
          c.id === a.id && !c.readBy.includes(me.id) ? { ...c, readBy: [...c.readBy, me.id] } : c;
        return { ...mark(t), replies: t.replies.map(mark) };
      }),
  );

  return {
    threads: query.data ?? [],
    isLoading: query.isPending,
    // SPEC §8: the first load failing is 'Failed to load comments'; a later refresh failing, over what is shown, 'Failed to fetch comments'.
    loadError: query.isError ? (query.data ? 'Failed to fetch comments' : 'Failed to load comments') : null,
    retry: () => void query.refetch(),
    add: add.mutate,
    edit: edit.mutate,
    remove: remove.mutate,
    setStatus: status.mutate,
    markRead: read.mutate,
    adding: add.isPending,
  };
}
export type CommentActions = ReturnType<typeof useComments>;
