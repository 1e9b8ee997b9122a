import { createHash } from 'node:crypto';
import { notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import { findPublishedContent, findPublishedHead, type PublishedHead } from '../../projections/course-content-queries';
import { livePublishedVersion, ownerOfBlock, type Content, type PublishedVersion } from '../courses';
import type { Theme } from '../themes';
import { toLearnerModule, type LearnerModule } from './learner-module';
import { memo } from './memo';
import type { Db } from '../../platform/db/database';

export const NOT_PUBLISHED = 'This module is not published';

/**
 * Where published modules are read: the `course_published` read model, and the course streams
 * (always current); `themeOf` gives a module's theme as it is now (an organisation's theme edit shows in every module).
 */
export type PublishedSource = { db: Db; store: EventStore; themeOf(orgId: string, themeId: string): Promise<Theme> };

/** Which version of a course is live for learners; with its content when it was read from the stream. */
export type Published = PublishedHead & { content?: Content };

const fromStream = (version: PublishedVersion) => ({
  course_id: version.courseId,
  org_id: version.orgId,
  revision: version.revision,
  published_at: new Date(version.publishedAt),
  content: version.content,
});

async function streamVersion(store: EventStore, courseId: string): Promise<Published & { content: Content }> {
  const version = await livePublishedVersion(store, courseId);
  if (!version) throw notFound(NOT_PUBLISHED);
  return fromStream(version);
}

/**
 * Which version of a course is live for learners, from the read model; a miss is confirmed with
 * the course's stream before it is a 404, so a publish just made is never "not published".
 */
export async function readPublished({ db, store }: PublishedSource, courseId: string): Promise<Published> {
  return (await findPublishedHead(db, courseId)) ?? streamVersion(store, courseId);
}

/** The live version as the course's stream has it now: for an author's call right after their own publish or republish. */
export const readPublishedNow = ({ store }: PublishedSource, courseId: string): Promise<Published> =>
  streamVersion(store, courseId);

/** The course that owns a block id: the first that wrote it, never a later course reusing the id. */
export async function courseOfBlock({ db, store }: PublishedSource, blockId: string): Promise<string> {
  const courseId = await ownerOfBlock(store, db, blockId);
  if (!courseId) throw notFound(NOT_PUBLISHED);
  return courseId;
}

const revisionKey = (head: Pick<PublishedHead, 'course_id' | 'revision'>) => `${head.course_id}-${head.revision}`;

/** A learner module's version: its published revision and the theme it is shown in. */
export const etagOf = (head: Pick<PublishedHead, 'course_id' | 'revision'>, look: Theme) =>
  `"${revisionKey(head)}-${createHash('sha1').update(JSON.stringify(look)).digest('base64url').slice(0, 12)}"`;

/** Learner modules change only when a course is published again: read and hashed once per course and revision. */
const hashed = memo<Omit<LearnerModule, 'look'>>(500);

/** The published module in its theme. */
export async function learnerModuleOf(source: PublishedSource, head: Published): Promise<LearnerModule> {
  const module = await hashedModuleOf(source, head);
  return { ...module, look: await source.themeOf(head.org_id, module.settings.theme) };
}

const hashedModuleOf = (source: PublishedSource, head: Published): Promise<Omit<LearnerModule, 'look'>> =>
  hashed(revisionKey(head), async () => {
    const content = head.content ?? (await findPublishedContent(source.db, head.course_id, head.revision))?.content;
    // Republished since the head was read: the read model holds only the newest version.
    const published = content ? { ...head, content } : await streamVersion(source.store, head.course_id);
    return toLearnerModule(
      published.course_id,
      published.revision,
      new Date(published.published_at),
      published.content,
    );
  });
