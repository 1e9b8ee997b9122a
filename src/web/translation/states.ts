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
  machine: 'Machine draft — check it',
  memory: 'From memory',
  human: 'Edited',
  import: 'Imported',
};

export const fieldCount = (n: number) => `${n} field${n === 1 ? '' : 's'}`;

/** "3 machine drafts — check them": the language row's note while the engine's words wait for a person. */
export const machineDrafts = (n: number) =>
  n === 1 ? '1 machine draft — check it' : `${n} machine drafts — check them`;

/** What a machine translation of one language did, for the toast. */
export function machineResultMessage(name: string, result: { fromEngine: number; fromMemory: number } | undefined) {
  const count = (result?.fromEngine ?? 0) + (result?.fromMemory ?? 0);
  if (count === 0) return `${name} is up to date: nothing to translate`;
  const remembered = result?.fromMemory ? ` (${result.fromMemory} from your translation memory)` : '';
  return `Translated ${fieldCount(count)} into ${name}${remembered}`;
}
