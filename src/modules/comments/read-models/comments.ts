import { sql } from 'kysely';
import { type CommentEvent, commentEventSchemas } from '../events';
import { COMMENTS } from './comments-queries';
import { eventParser } from '../../../platform/commands/parse';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';
import { ERASED_NAME } from '../../../platform/eventstore/personal-data/sealing';

const parse = eventParser(commentEventSchemas);

/** An erased person's name leaves the comments they wrote and the mentions of them (the replay reads it erased too). */
async function scrubPerson(trx: ProjectionTransaction, userId: string) {
  const erased = JSON.stringify(ERASED_NAME);
  await sql`UPDATE comments SET author = jsonb_set(author, '{name}', ${erased}::jsonb)
            WHERE author->>'id' = ${userId}`.execute(trx);
  await sql`UPDATE comments SET mentions = (
              SELECT jsonb_agg(CASE WHEN m->>'userId' = ${userId} THEN jsonb_set(m, '{name}', ${erased}::jsonb) ELSE m END)
              FROM jsonb_array_elements(mentions) m)
            WHERE mentions @> ${JSON.stringify([{ userId }])}::jsonb`.execute(trx);
}

export const commentsProjection: Projection = {
  name: COMMENTS,
  handles: new Set([...Object.keys(commentEventSchemas), 'PersonalDataErased']),
  async apply(trx, recorded) {
    if (recorded.type === 'PersonalDataErased') return scrubPerson(trx, (recorded.data as { userId: string }).userId);
    const event: CommentEvent = parse(recorded);
    const orgId = (recorded.metadata as { orgId?: string }).orgId ?? '';
    switch (event.type) {
      case 'CommentAdded': {
        const d = event.data;
        await sql`
          INSERT INTO comments (comment_id, course_id, org_id, block_id, parent_id, content, author, mentions, status, read_by, created_at, updated_at)
          VALUES (${d.commentId}, ${d.courseId}, ${orgId}, ${d.blockId}, ${d.parentId}, ${d.content}, ${JSON.stringify(d.author)}::jsonb,
                  ${JSON.stringify(d.mentions)}::jsonb, 'open', ARRAY[${d.author.id}]::text[], ${d.createdAt}, ${d.createdAt})
          ON CONFLICT (comment_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'CommentEdited': {
        const d = event.data;
        await sql`UPDATE comments SET content = ${d.content}, mentions = ${JSON.stringify(d.mentions)}::jsonb, updated_at = ${d.updatedAt}
                  WHERE comment_id = ${d.commentId}`.execute(trx);
        return;
      }
      case 'CommentDeleted':
        await sql`DELETE FROM comments WHERE comment_id = ANY(${[event.data.commentId, ...event.data.replyIds]}::text[])`.execute(
          trx,
        );
        return;
      case 'BlockCommentsDeleted':
        await sql`DELETE FROM comments WHERE comment_id = ANY(${event.data.commentIds}::text[])`.execute(trx);
        return;
      case 'CommentStatusChanged':
        await sql`UPDATE comments SET status = ${event.data.status} WHERE comment_id = ${event.data.commentId}`.execute(
          trx,
        );
        return;
      case 'CommentRead':
        await sql`UPDATE comments SET read_by = array_append(read_by, ${event.data.userId})
                  WHERE comment_id = ${event.data.commentId} AND NOT (${event.data.userId} = ANY(read_by))`.execute(
          trx,
        );
        return;
    }
  },
  async reset(trx) {
    await sql`TRUNCATE comments`.execute(trx);
  },
  migrations: {
    '2026_11_22_30_comments': {
      async up(db) {
        await sql`
          CREATE TABLE comments (
            comment_id text PRIMARY KEY,
            course_id text NOT NULL,
            org_id text NOT NULL,
            block_id text NOT NULL,
            parent_id text,
            content text NOT NULL,
            author jsonb NOT NULL,
            mentions jsonb NOT NULL,
            status text NOT NULL,
            read_by text[] NOT NULL,
            created_at timestamptz NOT NULL,
            updated_at timestamptz NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX comments_course_block ON comments (course_id, block_id, created_at)`.execute(db);
      },
    },
  },
};
