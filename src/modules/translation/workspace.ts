import { type Course, segmentState, segmentsOf, sourceHash } from '../courses';
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
  const open = fields.filter((f) => f.state === 'missing' || f.state === 'outdated');
  const offered = await memory(
    { from: course.translations.sourceLanguage, to: language },
    open.map((f) => f.sourceHash),
  );
  return {
    language,
    sourceLanguage: course.translations.sourceLanguage,
    reviewed: translation?.reviewed ?? false,
    segments: fields.map((f) => {
      const suggestion = f.state === 'missing' || f.state === 'outdated' ? offered.get(f.sourceHash) : undefined;
      return suggestion === undefined ? f : { ...f, memory: suggestion };
    }),
  };
}
