import { emptyMarker, ITEM_ID_LENGTH, MAX_ITEMS } from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { ItemFields } from '../ItemsEditor';
import { PartsEditor } from '../PartsEditor';
import { PictureFields } from '../PictureFields';
import { MarkerPins } from './MarkerPins';

const NOTE_NAMES = { title: 'title', body: 'note' };

/** Where a new marker starts: down a diagonal, so it does not hide the one added before it. */
const newMarkerPlace = (count: number) => 20 + ((count * 15) % 60);

export default function LabeledGraphicEditor({ block, onChange }: BlockEditorProps<'LabeledGraphicBlockComponent'>) {
  const { items } = block.data;
  const set = (patch: Partial<typeof block.data>) => onChange(withData(block, patch));
  return (
    <div className="block-fields kind-graphic">
      <PictureFields
        picture={block.data}
        label="Image"
        onChange={set}
        shown={
          <MarkerPins
            picture={block.data}
            markers={items}
            onMove={(id, place) => set({ items: items.map((m) => (m.id === id ? { ...m, ...place } : m)) })}
          />
        }
      />
      <PartsEditor
        noun="Marker"
        parts={items}
        max={MAX_ITEMS}
        onChange={(next) => set({ items: next })}
        newPart={() => {
          const at = newMarkerPlace(items.length);
          return emptyMarker(newId(ITEM_ID_LENGTH), at, at);
        }}
        fields={(marker, label, change) => (
          <>
            <span className="kind-graphic__marker kind-graphic__number" aria-hidden="true">
              {items.indexOf(marker) + 1}
            </span>
            <ItemFields item={marker} label={label} names={NOTE_NAMES} onChange={change} />
            <PictureFields picture={marker} label={`${label} image`} optional onChange={change} />
          </>
        )}
      />
    </div>
  );
}
