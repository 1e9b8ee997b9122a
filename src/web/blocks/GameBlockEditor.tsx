import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { GAME_LABELS, type Game } from './GameView';
import { BLOCK_LIMITS } from './limits';

type Pair = { left: string; right: string };

export function GameBlockEditor({ block, onChange }: BlockEditorProps<'CVRBlockComponent'>) {
  const { game, pairs } = block.data;
  const setPairs = (next: Pair[]) => onChange(withData(block, { pairs: next }));
  const setPair = (index: number, patch: Partial<Pair>) =>
    setPairs(pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));

  return (
    <div className="block-fields">
      <Field label="Game">
        {(control) => (
          <select
            {...control}
            value={game}
            onChange={(event) => onChange(withData(block, { game: event.target.value as Game }))}
          >
            {Object.entries(GAME_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ol className="block-list">
        {pairs.map((pair, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no ids of their own; a pair is its place in the list
            key={index}
          >
            <fieldset className="block-list__item">
              <legend>Pair {index + 1}</legend>
              <Field label="Left">
                {(control) => (
                  <input
                    {...control}
                    value={pair.left}
                    onChange={(event) => setPair(index, { left: event.target.value })}
                  />
                )}
              </Field>
              <Field label="Right">
                {(control) => (
                  <input
                    {...control}
                    value={pair.right}
                    onChange={(event) => setPair(index, { right: event.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
              >
                Remove pair {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button block-add"
        disabled={pairs.length >= BLOCK_LIMITS.gamePairs}
        onClick={() => setPairs([...pairs, { left: '', right: '' }])}
      >
        Add pair
      </button>
    </div>
  );
}
