import { useId } from 'react';
import {
  ITEM_ID_LENGTH,
  MAX_PILES,
  MAX_SORT_ITEMS,
  MIN_PILES,
  type SortPile,
} from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { PartsEditor } from '../PartsEditor';
import { SortItemFields } from './SortItemFields';

export default function SortingEditor({ block, onChange }: BlockEditorProps<'SortingBlockComponent'>) {
  const { prompt, piles, items } = block.data;
  const pilesLabel = useId();
  const itemsLabel = useId();
  const pileNames = piles.map((pile, i) => ({ id: pile.id, name: pile.title.trim() || `Pile ${i + 1}` }));
  // An item whose pile is removed goes into the first pile left, so every item keeps a pile.
  const changePiles = (next: SortPile[]) => {
    const kept = new Set(next.map((pile) => pile.id));
    const items = block.data.items.map((item) => (kept.has(item.pile) ? item : { ...item, pile: next[0]!.id }));
    onChange(withData(block, { piles: next, items }));
  };
  return (
    <div className="block-fields">
      <InlineText
        className="kind-sorting__prompt"
        label="Instructions"
        placeholder="Instructions for learners (optional): what to sort, and into what"
        value={prompt}
        onChange={(text) => onChange(withData(block, { prompt: text }))}
      />
      <div className="kind-framing" role="group" aria-labelledby={pilesLabel}>
        <span id={pilesLabel} className="kind-framing__label">
          Piles
        </span>
        <PartsEditor
          parts={piles}
          onChange={changePiles}
          noun="Pile"
          min={MIN_PILES}
          max={MAX_PILES}
          newPart={() => ({ id: newId(ITEM_ID_LENGTH), title: '' })}
          fields={(pile, label, change) => (
            <InlineText
              className="kind-items__title"
              label={`${label} title`}
              placeholder={`${label} title`}
              value={pile.title}
              onChange={(title) => change({ title })}
            />
          )}
        />
      </div>
      <div className="kind-framing kind-sort-items" role="group" aria-labelledby={itemsLabel}>
        <span id={itemsLabel} className="kind-framing__label">
          Items to sort
        </span>
        <PartsEditor
          parts={items}
          onChange={(next) => onChange(withData(block, { items: next }))}
          noun="Item"
          max={MAX_SORT_ITEMS}
          newPart={() => ({ id: newId(ITEM_ID_LENGTH), text: '', pile: piles[0]!.id })}
          fields={(item, label, change) => (
            <SortItemFields item={item} label={label} piles={pileNames} onChange={change} />
          )}
        />
      </div>
    </div>
  );
}
