import { needsTranslation } from '../../modules/courses/translation/shared';
import type { TranslationSegment } from '../api/translation';

/** The fields of one block (or of the module itself: title and description), in reading order. */
export type SegmentGroup = {
  key: string;
  blockId: string | null;
  blockType: string | null;
  segments: TranslationSegment[];
};

const needsWork = (s: TranslationSegment) => needsTranslation(s.state);

/** Fields grouped by block, blocks in reading order; with `onlyToDo`, only fields still to translate (and blocks that have some). */
export function segmentGroups(segments: TranslationSegment[], onlyToDo: boolean): SegmentGroup[] {
  const groups: SegmentGroup[] = [];
  for (const segment of segments) {
    if (onlyToDo && !needsWork(segment)) continue;
    const key = segment.blockId ?? 'module';
    const last = groups[groups.length - 1];
    if (last?.key === key) last.segments.push(segment);
    else groups.push({ key, blockId: segment.blockId, blockType: segment.blockType, segments: [segment] });
  }
  return groups;
}

export const groupNeedsWork = (group: SegmentGroup) => group.segments.some(needsWork);
