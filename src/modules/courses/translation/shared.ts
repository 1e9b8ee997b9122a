// What the web app and the read models share of translation: languages, segments, states.
export * from './languages';
export * from './segment-hash';
export type { Segment, SegmentField, SegmentKind } from './segments';
export { SEGMENT_FIELDS, translateContent } from './segments';
export type { CourseTranslations, LanguageTranslation, SegmentTranslation } from './translation-state';
export * from './translation-status';
export { TRANSLATION_ORIGINS, type TranslationOrigin } from './translation-events';
export * from './messages';
export * from './field-labels';
export { TRANSLATION_EVENT_TYPES } from './translation-events';
