import type { Comment, Thread } from '../api/comments';

const everyComment = (threads: Thread[]): Comment[] => threads.flatMap((t) => [t, ...t.replies]);

/** What this user has not read yet, written by others: the tab title shows how many. */
export const unreadOf = (threads: Thread[], userId: string): Comment[] =>
  everyComment(threads).filter((c) => c.author.id !== userId && !c.readBy.includes(userId));

/** SPEC §9: a notification body is cut at 100 characters. */
export const notificationBody = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/** The tab title with the unread count in front, when there is any. */
export const titleWithUnread = (title: string, unread: number) => (unread > 0 ? `(${unread}) ${title}` : title);
