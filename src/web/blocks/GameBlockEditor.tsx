import { ArrowLeftRight, Plus, X } from 'lucide-react';
import { IconButton } from '../components/Buttons';
import { withData, type BlockEditorProps } from './editorProps';
import { GAME_LABELS, type Game } from './GameView';
import { InlineText } from './InlineText';
import { BLOCK_LIMITS } from './limits';
import { SelectField } from './SelectField';

type Pair = { left: string; right: string };

/** The pairs a learner will match, written side by side. */
export function GameBlockEditor({ block, onChange }: BlockEditorProps<'CVRBlockComponent'>) {
  const { game, pairs } = block.data;
  const setPairs = (next: Pair[]) => onChange(withData(block, { pairs: next }));
  const setPair = (index: number, patch: Partial<Pair>) =>
    setPairs(pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));

  return (
    <section className="block-game">
      <p className="block-game__kind">{GAME_LABELS[game]} game: pairs to match</p>
      <ol className="block-pair-list">
        {pairs.map((pair, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no ids of their own; a pair is its place in the list
            key={index}
            className="block-pair"
          >
            <InlineText
              label={`Pair ${index + 1}, left`}
              placeholder="This…"
              value={pair.left}
              onChange={(left) => setPair(index, { left })}
            />
            <ArrowLeftRight aria-hidden="true" size={16} className="inline-icon" />
            <InlineText
              label={`Pair ${index + 1}, right`}
              placeholder="…matches this"
              value={pair.right}
              onChange={(right) => setPair(index, { right })}
            />
            <IconButton
              label={`Remove pair ${index + 1}`}
              onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" size={16} />
            </IconButton>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--quiet block-add"
        disabled={pairs.length >= BLOCK_LIMITS.gamePairs}
        onClick={() => setPairs([...pairs, { left: '', right: '' }])}
      >
        <Plus aria-hidden="true" size={16} /> Add pair
      </button>
    </section>
  );
}

export function GameBlockSettings({ block, onChange }: BlockEditorProps<'CVRBlockComponent'>) {
  return (
    <SelectField
      label="Game"
      value={block.data.game}
      choices={GAME_LABELS}
      onChange={(game: Game) => onChange(withData(block, { game }))}
    />
  );
}
