// What the web app and the read models share of translation: languages, segments, states.
export * from './languages';
export * from './segment-hash';
export { SEGMENT_FIELDS, translateContent } from './segments';
export type { CourseTranslations } from './translation-state';
export * from './translation-status';
export * from './messages';
export * from './field-labels';
export * from './player-words';
