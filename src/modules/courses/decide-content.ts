import { badRequest } from '../../platform/errors';
import type { BlockType } from './content/blocks';
import { type Content, emptyContent } from './content/content';
import { diffContent } from './content/diff';
import { type CourseState, type CourseStatus, liveCourse, type OnCourse } from './course-state';
import type { CourseEvent, Thumbnail } from './events';
import { normaliseLabels, sameLabels } from './labels';
import { translationEvents } from './translation/copy';
import { DEFAULT_SOURCE_LANGUAGE, MAX_TARGET_LANGUAGES } from './translation/languages';
import type { CourseTranslations } from './translation/translation-state';

export type ContentCommand = OnCourse &
  (
    | {
        type: 'CreateCourse';
        createdBy: string;
        /** The course's first content (its title and description included), ids already given. */
        content: Content;
        tags?: string[];
        thumbnail?: Thumbnail | null;
        /** A copy keeps the original's own thumbnail as its draft's. */
        ownThumbnail?: { url: string; at: string };
        duplicatedFrom?: string;
        mono?: BlockType;
        partner?: string;
        referrerUrl?: string;
        /** Languages it starts translated into (its author's usual languages). */
        languages?: readonly string[];
        /** A copy's translations, already on the copy's block ids. */
        translations?: CourseTranslations;
      }
    | { type: 'UpdateCourse'; title?: string; description?: string }
    | { type: 'ChangeTags'; tags: string[]; replace: boolean }
    | { type: 'RemoveTag'; tag: string }
    /** `url` null removes it; `isDraft`: the author set it on a draft, which must still be one. */
    | { type: 'SetThumbnail'; url: string | null; isDraft: boolean; at: string }
  );

export const THUMBNAIL_NOT_DRAFTING = 'The thumbnail of a draft can change only while the module is being drafted';

/** SPEC §4: a thumbnail set on a draft goes ahead only while the module's status is DRAFTING. */
export const mayChangeThumbnail = (status: CourseStatus, isDraft: boolean) => !isDraft || status === 'DRAFTING';

export function decideContent(command: ContentCommand, state: CourseState): CourseEvent[] {
  const courseId = command.courseId;
  switch (command.type) {
    case 'CreateCourse': {
      if (state.exists) throw badRequest('A course with this id already exists');
      const { orgId, createdBy, content, duplicatedFrom, mono, partner, referrerUrl } = command;
      const { title, description } = content;
      const events: CourseEvent[] = [
        {
          type: 'CourseCreated',
          data: {
            courseId,
            orgId,
            createdBy,
            title,
            description,
            ...(duplicatedFrom ? { duplicatedFrom } : {}),
            ...(mono ? { mono } : {}),
            ...(partner ? { partner } : {}),
            ...(referrerUrl ? { referrerUrl } : {}),
          },
        },
        ...diffContent(courseId, emptyContent(title, description), content),
      ];
      const tags = normaliseLabels(command.tags ?? []);
      if (tags.length) events.push({ type: 'CourseTagsChanged', data: { courseId, tags } });
      if (command.thumbnail)
        events.push({ type: 'CourseThumbnailChanged', data: { courseId, thumbnail: command.thumbnail } });
      if (command.ownThumbnail)
        events.push({ type: 'CourseThumbnailDrafted', data: { courseId, ...command.ownThumbnail } });
      if (command.translations) events.push(...translationEvents(courseId, content, command.translations));
      const languages = [...new Set(command.languages ?? [])].filter((l) => l !== DEFAULT_SOURCE_LANGUAGE);
      if (languages.length && !command.translations)
        events.push({
          type: 'TranslationLanguagesChosen',
          data: {
            courseId,
            sourceLanguage: DEFAULT_SOURCE_LANGUAGE,
            languages: languages.slice(0, MAX_TARGET_LANGUAGES),
          },
        });
      return events;
    }
    case 'UpdateCourse': {
      const course = liveCourse(state, command.orgId);
      const events: CourseEvent[] = [];
      if (command.title !== undefined && command.title !== course.content.title) {
        events.push({ type: 'CourseRenamed', data: { courseId, title: command.title } });
      }
      if (command.description !== undefined && command.description !== course.content.description) {
        events.push({ type: 'CourseDescribed', data: { courseId, description: command.description } });
      }
      return events;
    }
    case 'ChangeTags': {
      const course = liveCourse(state, command.orgId);
      const tags = normaliseLabels(command.replace ? command.tags : [...course.tags, ...command.tags]);
      return sameLabels(tags, course.tags) ? [] : [{ type: 'CourseTagsChanged', data: { courseId, tags } }];
    }
    case 'SetThumbnail': {
      const course = liveCourse(state, command.orgId);
      // SPEC §4: for a draft, only while its status is DRAFTING; otherwise refused.
      if (!mayChangeThumbnail(course.status, command.isDraft)) throw badRequest(THUMBNAIL_NOT_DRAFTING);
      if (command.url === course.thumbnails.draft && course.thumbnails.published === null) return [];
      return [{ type: 'CourseThumbnailDrafted', data: { courseId, url: command.url, at: command.at } }];
    }
    case 'RemoveTag': {
      const course = liveCourse(state, command.orgId);
      const key = command.tag.trim().toLowerCase();
      const tags = course.tags.filter((t) => t.toLowerCase() !== key);
      return sameLabels(tags, course.tags) ? [] : [{ type: 'CourseTagsChanged', data: { courseId, tags } }];
    }
  }
}
