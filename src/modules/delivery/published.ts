import { createHash } from 'node:crypto';
import { notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import { findPublishedContent, findPublishedHead, findPublishedHeads, type PublishedHead } from '../courses';
import {
  contentIn,
  learnerLanguages,
  untranslatedBlocks,
  livePublishedVersion,
  ownerOfBlock,
  type Content,
  type CourseTranslations,
  type LearnerLanguage,
  type PublishedVersion,
} from '../courses';
import type { Theme } from '../themes';
import { toLearnerModule, type LearnerModule } from './learner-module';
import { matchLanguage } from './language-match';
import { freshBatches } from './fresh-batches';
import { memo } from './memo';
import type { Db } from '../../platform/db/database';

export const NOT_PUBLISHED = 'This module is not published';

/**
 * Where published modules are read: the `course_published` read model, and the course streams
 * (always current); `themeOf` gives a module's theme as it is now (an organisation's theme edit shows in every module).
 */
export type PublishedSource = { db: Db; store: EventStore; themeOf(orgId: string, themeId: string): Promise<Theme> };

/** Which version of a course is live for learners; with its content when it was read from the stream. */
export type Published = PublishedHead & { content?: Content; translations?: CourseTranslations };

const fromStream = (version: PublishedVersion) => ({
  course_id: version.courseId,
  org_id: version.orgId,
  revision: version.revision,
  published_at: new Date(version.publishedAt),
  content: version.content,
  translations: version.translations,
});

async function streamVersion(
  store: EventStore,
  courseId: string,
): Promise<Published & { content: Content; translations: CourseTranslations }> {
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

/**
 * readPublished for learners asking at once: their read-model reads are batched (one query for
 * all the modules asked meanwhile), each from a query that started after the request came in.
 */
export function publishedReader({ db, store }: PublishedSource): (courseId: string) => Promise<Published> {
  const heads = freshBatches((courseIds) => findPublishedHeads(db, courseIds));
  return async (courseId) => (await heads(courseId)) ?? streamVersion(store, courseId);
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

/** Looks hashed by object: a built-in theme, or a custom one read once for many learners, is hashed once. */
const lookHashes = new WeakMap<Theme, string>();
function lookHash(look: Theme): string {
  let hash = lookHashes.get(look);
  if (hash === undefined) {
    hash = createHash('sha1').update(JSON.stringify(look)).digest('base64url').slice(0, 12);
    lookHashes.set(look, hash);
  }
  return hash;
}

/** A learner module's version: its published revision, the language it is in and the theme it is shown in. */
export const etagOf = (module: Pick<LearnerModule, 'id' | 'revision' | 'language' | 'look'>) =>
  `"${module.id}-${module.revision}-${module.language}-${lookHash(module.look)}"`;

/** What a publish froze, with the languages learners may choose in it. */
type Frozen = Published & { content: Content; translations: CourseTranslations; languages: LearnerLanguage[] };

/** Published versions change only when a course is published again: read once per course and revision. */
const frozen = memo<Frozen>(100);
/** ... and hashed once per revision and language (a few languages each). */
const hashed = memo<Omit<LearnerModule, 'look'>>(500);

const frozenOf = (source: PublishedSource, head: Published): Promise<Frozen> =>
  frozen(revisionKey(head), async () => {
    const read =
      head.content && head.translations
        ? { content: head.content, translations: head.translations }
        : await findPublishedContent(source.db, head.course_id, head.revision);
    // Republished since the head was read: the read model holds only the newest version.
    const published = read ? { ...head, ...read } : await streamVersion(source.store, head.course_id);
    return { ...published, languages: learnerLanguages(published.content, published.translations) };
  });

/** The language a learner is served: the one asked for when the module offers it, else the module's own. */
const servedLanguage = (languages: LearnerLanguage[], asked: string | undefined) =>
  (asked &&
    matchLanguage(
      languages.map((l) => l.code),
      asked,
    )) ||
  languages[0]!.code;

function hashedModuleOf(published: Frozen, language: string): Promise<Omit<LearnerModule, 'look'>> {
  return hashed(`${revisionKey(published)}/${language}`, () =>
    toLearnerModule(
      published.course_id,
      published.revision,
      new Date(published.published_at),
      // Answers are hashed from this language's words: a free-text answer is checked in the language it was asked in.
      contentIn(published.content, published.translations, language),
      {
        language,
        languages: published.languages,
        untranslated: untranslatedBlocks(published.content, published.translations, language),
        playerWords: published.translations.playerWords?.[language] ?? {},
      },
    ),
  );
}

/** The published module in `language` (the module's own when it does not offer that one), in its theme. */
export async function learnerModuleOf(
  source: PublishedSource,
  head: Published,
  language?: string,
): Promise<LearnerModule> {
  const published = await frozenOf(source, head);
  const module = await hashedModuleOf(published, servedLanguage(published.languages, language));
  return { ...module, look: await source.themeOf(head.org_id, module.settings.theme) };
}

/** The published module in every language it offers, the module's own first (for a package that carries them all). */
export async function learnerModulesOf(source: PublishedSource, head: Published): Promise<LearnerModule[]> {
  const published = await frozenOf(source, head);
  const modules = await Promise.all(published.languages.map(({ code }) => hashedModuleOf(published, code)));
  const look = await source.themeOf(head.org_id, published.content.settings.theme);
  return modules.map((module) => ({ ...module, look }));
}
