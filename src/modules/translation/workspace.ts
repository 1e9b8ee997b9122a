import { blocksInOrder, type Course, needsTranslation, segmentState, segmentsOf, sourceHash } from '../courses';
import type { Memory } from './machine';

/**
 * One language of a module as its translator works on it: every field with its source, its
 * translation and where that stands, and for a field still to do, what the organisation's memory
 * offers for the same source.
 */
export async function languageWorkspace(course: Course, language: string, memory: Memory) {
  const translation = course.translations.byLanguage[language];
  const fields = segmentsOf(course.content).map((segment) => ({
    ...segment,
    blockType: segment.blockId ? (course.content.blocks[segment.blockId]?.type ?? null) : null,
    sourceHash: sourceHash(segment.source),
    text: translation?.segments[segment.id]?.text ?? '',
    state: segmentState(segment, translation),
  }));
  const open = fields.filter((f) => needsTranslation(f.state));
  const offered = await memory(
    { from: course.translations.sourceLanguage, to: language },
    open.map((f) => f.sourceHash),
  );
  return {
    language,
    sourceLanguage: course.translations.sourceLanguage,
    reviewed: translation?.reviewed ?? false,
    captions: captionTracks(course, language),
    segments: fields.map((f) => {
      const suggestion = needsTranslation(f.state) ? offered.get(f.sourceHash) : undefined;
      return suggestion === undefined ? f : { ...f, memory: suggestion };
    }),
  };
}

/** Videos learners watch: each with whether it has a caption track in this language (captions are files, added in the block's settings). */
function captionTracks(course: Course, language: string) {
  return blocksInOrder(course.content).flatMap((block) => {
    if ((block.type !== 'VideoBlockComponent' && block.type !== 'AvatarBlockComponent') || !block.data.url) return [];
    return [{ blockId: block.id, blockType: block.type, hasTrack: Object.hasOwn(block.data.vtts, language) }];
  });
}
