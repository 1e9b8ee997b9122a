import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The comments module's tables, as their migrations make them (comments.ts). */
export const commentsColumns = {
  comments: {
    comment_id: 'text',
    course_id: 'text',
    org_id: 'text',
    block_id: 'text',
    parent_id: 'text null',
    content: 'text',
    author: 'jsonb',
    mentions: 'jsonb',
    status: 'text',
    read_by: 'text[]',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type CommentsTables = TablesOf<
  typeof commentsColumns,
  {
    comments: {
      author: { id: string; name: string; avatar: string };
      mentions: { userId: string; name: string; avatarColor: string }[];
      status: 'open' | 'resolved';
    };
  }
>;

/** The handle with the comments tables typed: for this module's simple reads. */
export const commentsTables = (db: Db) => db.withTables<CommentsTables>();
