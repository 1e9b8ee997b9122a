import type { TesseraModule } from '../../platform/composition/module';
import { coursesAccess } from './access';
import { courseLiveNameOf, courseRoomKinds, courseRoomStreams, courseRoomsOf } from './live';
import { Hono } from 'hono';
import type { EventStore } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import { courseRoutes, type CoursesDeps } from './api';
import { draftRoutes } from './api-drafts';
import { historyRoutes } from './routes/history';
import { labelRoutes } from './routes/labels';
import { publishedRoutes } from './routes/published';
import { thumbnailRoutes } from './routes/thumbnails';
import { libraryRoutes } from './routes/library';
import { withBlockClaims } from './block-claims';
import { blockTemplateRoutes } from './routes/block-templates';
import { blockTemplateRoomsOf, blockTemplatesRoomKind } from './templates/live';
import { loadCourseState } from './course-view';

export { changesOf, type Change } from './changes';
export type { Course, CourseState } from './course-state';
export type { CourseTranslations } from './translation/translation-state';
export {
  contentIn,
  learnerLanguages,
  type LearnerLanguage,
  untranslatedBlocks,
} from './translation/learner-languages';
export { segmentsOf, type Segment } from './translation/segments';
export { fieldName } from './translation/field-labels';
export { blockLabel } from './content/block-label';
export { sourceHash } from './translation/segment-hash';
export { directionOf, languageCode } from './translation/languages';
export { notALanguageOf } from './translation/messages';
export {
  languageStatus,
  needsTranslation,
  segmentState,
  translationStatus,
} from './translation/translation-status';
export { translationFields } from './translation/course-fields';
export type { TranslatedText } from './translation/decide-translation';
export { runTranslationCommand } from './translation/run-translation';
export { MAX_TRANSLATED_TEXT } from './translation/translation-events';
export { MAX_PLAYER_WORD, type PlayerWordOverrides } from './translation/player-words';
export { evolveWithStored, parseCourseEvent } from './course-view';
export { courseDecider } from './decider';
export { blockClaimEventSchemas, courseEventSchemas, favouriteEventSchemas, LIST_CHANGING_EVENTS } from './events';
export { blockTemplateEventSchemas } from './templates/events';
/** The content model other modules build on (delivery renders and packages it). */
export { learnerView, type LearnerView } from './content/learner-view';
export type { Block, BlockOf } from './content/blocks';
export { kindMedia } from './content/kinds';
export type { Content } from './content/content';
export { livePublishedVersion, type PublishedVersion } from './published-version';
export { ownerOfBlock } from './block-claims';
export { canWatchCourse } from './live';
export { courseRoom } from './live-rooms';
export { editBlockData, systemPrincipal } from './block-data-edit';
export { moduleText, blockText } from './content';
export { checkAnswer } from './content/answers';
export { isSortedRight } from './content/sorting-check';
export { blocksInOrder } from './content/content';
export { sanitizeRichText } from './content/sanitize';
export { loadCourse } from './course-view';
export { setCourseThumbnail, thumbnailSourceOf } from './course-thumbnail';
export { mayChangeThumbnail, THUMBNAIL_NOT_DRAFTING } from './decide-content';

/** The organisation of a live (not deleted) course, or null: for modules that keep data per course. */
export async function courseOrgOf(store: EventStore, courseId: string): Promise<string | null> {
  const { state } = await loadCourseState(store, courseId);
  return state.exists && state.course.deletedAt === null ? state.course.orgId : null;
}

export function createCoursesModule(given: CoursesDeps): TesseraModule {
  const deps = { ...given, store: withBlockClaims(given.store, given.db) };
  // The library's fixed paths (/courses/list, /courses/favourite…) are matched before /courses/:id.
  const routes = new Hono<AppEnv>()
    .route('/', libraryRoutes(deps))
    .route('/', labelRoutes(deps))
    .route('/', publishedRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', draftRoutes(deps))
    .route('/', thumbnailRoutes(deps))
    .route('/', blockTemplateRoutes(deps))
    .route('/', courseRoutes(deps));
  return {
    name: 'courses',
    routes,
    access: coursesAccess,
    live: {
      roomKinds: [...courseRoomKinds(given.store), blockTemplatesRoomKind],
      roomsOf: (event) => [...courseRoomsOf(event), ...blockTemplateRoomsOf(event)],
      nameOf: courseLiveNameOf,
      streamsOf: (room) => ({ streams: courseRoomStreams(room) }),
    },
  };
}
export {
  COURSE_CONTENT,
  findPublishedContent,
  findPublishedHead,
  findPublishedHeads,
  type PublishedHead,
} from './read-models/course-content-queries';
export {
  courseIdsTitledLike,
  courseTitlesOf,
  isCourseOfOrganisation,
  moduleCountsOf,
  publishedModuleOf,
  publishedModulesOf,
  visibleCourseIds,
} from './read-models/course-list-queries';
export {
  translationMetrics,
  translationMetricsPerModule,
  translationStats,
} from './read-models/course-translation-status-queries';
export { coursesReadModels } from './read-models';
