import { useEffect, useRef, useState } from 'react';
import {
  isSortedRight,
  itemOfPlace,
  type LearnerSorting,
  pileOfPlace,
  placeOf,
  rightPiles,
  wrongItems,
} from '../../../../modules/courses/content';
import type { CheckedActivity } from '../../checked';

const NONE: ReadonlySet<string> = new Set();

/**
 * A learner's sorting: where each item is (the last answer checked, on a return), the items the
 * last check found in a wrong pile (its marks go as each one is moved), and the check itself,
 * by hashes. Out of attempts, when the author shows answers, each item's right pile.
 */
export function useSorting(sortingId: string, sorting: LearnerSorting | null, activity: CheckedActivity) {
  const { state, attemptsAllowed, showAnswersAfterLastAttempt } = activity;
  const earlier = useRef(state);
  const [placed, setPlaced] = useState<Record<string, string>>(() =>
    Object.fromEntries((state?.given ?? []).map((place) => [itemOfPlace(place), pileOfPlace(place)])),
  );
  const [checkedWrong, setCheckedWrong] = useState<ReadonlySet<string>>(NONE);
  const [moved, setMoved] = useState<ReadonlySet<string>>(NONE);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const left = attemptsAllowed - (state?.attempts ?? 0);
  const settled = !!state && (state.correct || left <= 0);
  const reveal = settled && !state.correct && showAnswersAfterLastAttempt;

  // Back in the module: the marks of the check it was left at.
  useEffect(() => {
    const last = earlier.current;
    if (!sorting || !last || last.correct) return;
    void wrongItems(sortingId, last.given, sorting.answerHashes).then(setCheckedWrong);
  }, [sortingId, sorting]);

  useEffect(() => {
    if (reveal && sorting) void rightPiles(sortingId, sorting).then(setAnswers);
  }, [reveal, sortingId, sorting]);

  const piles = new Set(sorting?.piles.map((p) => p.id));
  const pileOf = (itemId: string) => (piles.has(placed[itemId] ?? '') ? placed[itemId] : undefined);
  const given = sorting?.items.map((item) => placeOf(item.id, pileOf(item.id) ?? '')) ?? [];
  const allPlaced = !!sorting && sorting.items.every((item) => pileOf(item.id));
  const sameAsChecked = !!state && state.given.join() === given.join();

  return {
    pileOf,
    /** Its mark from the last check: in a wrong pile, and not moved since. */
    isWrong: (itemId: string) => checkedWrong.has(itemId) && !moved.has(itemId),
    /** Where it belongs, once shown. */
    answerOf: (itemId: string) => (reveal && checkedWrong.has(itemId) ? answers[itemId] : undefined),
    wrongCount: checkedWrong.size,
    left,
    settled,
    reveal,
    canCheck: allPlaced && !settled && !sameAsChecked,
    move(itemId: string, pileId: string) {
      setPlaced((now) => ({ ...now, [itemId]: pileId }));
      setMoved((now) => new Set(now).add(itemId));
    },
    /** Checks where the items are, records it, and answers the items in a wrong pile. */
    async check(): Promise<ReadonlySet<string>> {
      if (!sorting) return NONE;
      const wrong = await wrongItems(sortingId, given, sorting.answerHashes);
      setCheckedWrong(wrong);
      setMoved(NONE);
      activity.onCheck(given, await isSortedRight(sortingId, given, sorting.answerHashes));
      return wrong;
    },
  };
}
