import type { Content } from './content';
import { isQuestion, isQuizResults } from './new-block';

const sectionsInOrder = (c: Content) => c.pages.flatMap((p) => p.sectionIds);
const sectionOf = (c: Content, blockId: string) =>
  Object.values(c.sections).find((s) => s.blockIds.includes(blockId))?.id;
const quizResultsSection = (c: Content) => {
  const block = Object.values(c.blocks).find(isQuizResults);
  return block ? sectionOf(c, block.id) : undefined;
};

/** True when the quiz results moved relative to a section that is in both versions. */
function movedByHand(before: Content, after: Content, resultsId: string): boolean {
  const order = (c: Content) => sectionsInOrder(c);
  const a = order(before);
  const b = order(after);
  const shared = a.filter((id) => id !== resultsId && b.includes(id));
  const isBefore = (list: string[], id: string) => list.indexOf(id) < list.indexOf(resultsId);
  return a.includes(resultsId) && b.includes(resultsId) && shared.some((id) => isBefore(a, id) !== isBefore(b, id));
}

/**
 * SPEC §4: adding a question moves the quiz-results section after the last question, unless the
 * author has placed it by hand (then it stays, and stays put from then on).
 */
export function placeQuizResults(current: Content, target: Content): Content {
  const resultsId = quizResultsSection(target);
  if (!resultsId || target.settings.quizResultsPlacedByHand) return target;
  if (movedByHand(current, target, resultsId)) {
    return { ...target, settings: { ...target.settings, quizResultsPlacedByHand: true } };
  }
  const questionCount = (c: Content) => Object.values(c.blocks).filter(isQuestion).length;
  if (questionCount(target) <= questionCount(current)) return target;

  const order = sectionsInOrder(target);
  const questionSections = Object.values(target.blocks)
    .filter(isQuestion)
    .map((b) => sectionOf(target, b.id)!);
  const last = questionSections.sort((x, y) => order.indexOf(y) - order.indexOf(x))[0]!;
  if (last === resultsId || order.indexOf(resultsId) > order.indexOf(last)) return target;

  const lastPage = target.sections[last]!.pageId;
  const pages = target.pages
    .map((p) => ({ ...p, sectionIds: p.sectionIds.filter((s) => s !== resultsId) }))
    .map((p) =>
      p.id === lastPage ? { ...p, sectionIds: p.sectionIds.flatMap((s) => (s === last ? [s, resultsId] : [s])) } : p,
    );
  return {
    ...target,
    pages,
    sections: { ...target.sections, [resultsId]: { ...target.sections[resultsId]!, pageId: lastPage } },
  };
}
