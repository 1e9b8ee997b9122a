import { useState } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { useExplored } from '../../explore';
import { Pager } from '../Pager';
import { Flashcard } from './Flashcard';

const STACK_WORDS = {
  position: 'flashcards.position',
  previous: 'flashcards.previous',
  next: 'flashcards.next',
} as const;

/** Cards side by side (a grid) or one at a time (a stack); explored once every card was turned over. */
export default function FlashcardsView({ block }: BlockViewProps<'FlashcardsBlockComponent'>) {
  const { layout, items } = block.data;
  const [backs, setBacks] = useState<string[]>([]);
  const [turned, setTurned] = useState<string[]>([]);
  const [shown, setShown] = useState(0);
  useExplored(
    block.id,
    items.map((card) => card.id),
    turned,
  );
  const turn = (id: string) => {
    setBacks((now) => (now.includes(id) ? now.filter((b) => b !== id) : [...now, id]));
    setTurned((now) => (now.includes(id) ? now : [...now, id]));
  };
  const cardAt = (i: number) => {
    const card = items[i]!;
    return (
      <Flashcard
        key={card.id}
        card={card}
        index={i + 1}
        showsBack={backs.includes(card.id)}
        turned={turned.includes(card.id)}
        onTurn={() => turn(card.id)}
      />
    );
  };
  if (layout === 'stack')
    return (
      <div className="kind-cards kind-cards--stack">
        <Pager index={Math.min(shown, items.length - 1)} total={items.length} onGo={setShown} words={STACK_WORDS}>
          {cardAt(Math.min(shown, items.length - 1))}
        </Pager>
      </div>
    );
  return (
    <ul className="kind-cards kind-cards--grid">
      {items.map((card, i) => (
        <li key={card.id}>{cardAt(i)}</li>
      ))}
    </ul>
  );
}
