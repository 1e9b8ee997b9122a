import type { SegmentState, TranslationState } from '../../modules/courses/translation/shared';

export const LANGUAGE_STATE_LABELS: Record<TranslationState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  machine_translated: 'Machine translated',
  in_review: 'In review',
  translated: 'Translated',
  outdated: 'Outdated',
};

export const SEGMENT_STATE_LABELS: Record<SegmentState, string> = {
  missing: 'To translate',
  outdated: 'Source changed',
  machine: 'Machine',
  memory: 'From memory',
  human: 'Edited',
  import: 'Imported',
};
