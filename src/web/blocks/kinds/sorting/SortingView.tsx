import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  type LearnerSorting,
  learnerSorting,
  type SortingData,
  type SortItem,
} from '../../../../modules/courses/content';
import type { PlayerWordKey } from '../../../../modules/courses/translation/shared';
import { useCheckedActivity } from './useCheckedActivity';
import type { BlockViewProps } from '../../editorProps';
import { Empty } from '../../Empty';
import { Say, useSay } from '../../LearnerWords';
import { useLearnerCopy } from '../../useLearnerCopy';
import { SortCard } from './SortCard';
import { usePileDrag } from './usePileDrag';
import { useSorting } from './useSorting';

/** Learners receive the items shuffled, without their piles (content/sorting-check.ts); an author's copy has them. */
const sentToLearners = (data: SortingData) => ('answerHashes' in data ? (data as LearnerSorting) : null);

const nameOf = (item: SortItem) => item.text.trim() || item.image?.alt || '';

function verdictOf(correct: boolean, left: number, reveal: boolean): PlayerWordKey {
  if (correct) return 'question.correct';
  if (left > 0) return 'question.tryAgain';
  return reveal ? 'question.noAttemptsMarked' : 'question.noAttempts';
}

/**
 * Items the learner sorts into piles: each item a menu button (WAI-ARIA menu button pattern) whose
 * menu lists the piles, and a card dragged into a pile with any pointer. Checked by hashes: the
 * items in a wrong pile are marked, and the learner tries again while attempts are left.
 */
export default function SortingView({ block }: BlockViewProps<'SortingBlockComponent'>) {
  const sorting = useLearnerCopy(block.id, block.data, sentToLearners, learnerSorting);
  const activity = useCheckedActivity(block);
  const sort = useSorting(block.id, sorting, activity);
  const say = useSay();
  const ids = useId();
  const root = useRef<HTMLDivElement>(null);
  const verdict = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState('');
  const piles = (sorting?.piles ?? []).map((p, i) => ({
    id: p.id,
    name: p.title.trim() || say('sorting.pile', { index: i + 1 }),
  }));
  const cardOf = (itemId: string) =>
    root.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`) ?? null;
  const move = (itemId: string, pileId: string) => {
    const item = sorting?.items.find((it) => it.id === itemId);
    const pile = piles.find((p) => p.id === pileId);
    if (!item || !pile || sort.settled) return;
    sort.move(itemId, pileId);
    setSaid(say('sorting.moved', { item: nameOf(item), pile: pile.name }));
    // The item is in another list now: the focus follows it there.
    requestAnimationFrame(() => cardOf(itemId)?.focus());
  };
  const check = async () => {
    const wrong = await sort.check();
    const firstWrong = sorting?.items.find((item) => wrong.has(item.id));
    // The first item in a wrong pile takes the focus; settled, the items are no longer buttons and the verdict does.
    requestAnimationFrame(() => ((firstWrong && cardOf(firstWrong.id)) || verdict.current)?.focus());
  };
  const { dragging, handlers } = usePileDrag(move);

  if (!sorting) return null;
  if (sorting.items.length === 0)
    return (
      <Empty>
        <Say word="sorting.nothing" />
      </Empty>
    );

  const howId = `${ids}-how`;
  const cards = (items: SortItem[]) =>
    items.map((item) => (
      <SortCard
        key={item.id}
        item={item}
        name={nameOf(item)}
        piles={piles}
        pile={sort.pileOf(item.id)}
        locked={sort.settled}
        wrong={sort.isWrong(item.id)}
        belongsIn={piles.find((p) => p.id === sort.answerOf(item.id))?.name}
        howId={howId}
        dragging={dragging?.itemId === item.id ? dragging : null}
        drag={handlers(item.id)}
        onMove={(pileId) => move(item.id, pileId)}
      />
    ));
  const unsorted = sorting.items.filter((item) => !sort.pileOf(item.id));
  const { state } = activity;

  return (
    <div ref={root} className="kind-sorting">
      {sorting.prompt.trim() && <p className="kind-sorting__prompt">{sorting.prompt}</p>}
      <p id={howId} className="muted" hidden={sort.settled}>
        <Say word="sorting.how" />
      </p>
      {!sort.settled && (
        <div className="kind-sorting__tray">
          <p id={`${ids}-tray`} className="kind-sorting__name">
            <Say word="sorting.toSort" />
          </p>
          {unsorted.length > 0 ? (
            <ul className="kind-sorting__cards" aria-labelledby={`${ids}-tray`}>
              {cards(unsorted)}
            </ul>
          ) : (
            <p className="muted">
              <Say word="sorting.allSorted" />
            </p>
          )}
        </div>
      )}
      <div className="kind-sorting__piles" data-piles={piles.length}>
        {piles.map((pile, i) => (
          <div
            key={pile.id}
            className="kind-sorting__pile"
            data-pile={pile.id}
            data-over={dragging?.over === pile.id || undefined}
          >
            <p id={`${ids}-pile${i}`} className="kind-sorting__name">
              {pile.name}
            </p>
            <ul className="kind-sorting__cards" aria-labelledby={`${ids}-pile${i}`}>
              {cards(sorting.items.filter((item) => sort.pileOf(item.id) === pile.id))}
            </ul>
          </div>
        ))}
      </div>
      {!sort.settled && (
        <button type="button" className="player-button" disabled={!sort.canCheck} onClick={() => void check()}>
          <Say word="question.check" />
        </button>
      )}
      <div
        role="status"
        className={`player-feedback${state ? ` player-feedback--${state.correct ? 'correct' : 'incorrect'}` : ''}`}
      >
        {state && (
          <>
            <p ref={verdict} tabIndex={-1} className="player-feedback__verdict">
              {state.correct ? <CircleCheck aria-hidden="true" size={20} /> : <CircleX aria-hidden="true" size={20} />}
              <Say word={verdictOf(state.correct, sort.left, sort.reveal)} values={{ left: sort.left }} />
            </p>
            {!state.correct && sort.wrongCount > 0 && (
              <p>
                <Say word="sorting.wrongCount" values={{ wrong: sort.wrongCount }} />
              </p>
            )}
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
