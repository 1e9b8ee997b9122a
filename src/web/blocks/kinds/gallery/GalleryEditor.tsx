import { emptyGalleryImage, type GalleryLayout, ITEM_ID_LENGTH, MAX_ITEMS } from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { SelectField } from '../../SelectField';
import { PartsEditor } from '../PartsEditor';
import { PictureFields } from '../PictureFields';

const LAYOUT_NAMES: Record<GalleryLayout, string> = {
  grid: 'Side by side',
  carousel: 'One at a time (a carousel)',
};

export default function GalleryEditor({ block, onChange }: BlockEditorProps<'GalleryBlockComponent'>) {
  const { layout, items } = block.data;
  return (
    <div className="block-fields">
      <SelectField
        label="Show images"
        value={layout}
        choices={LAYOUT_NAMES}
        onChange={(next) => onChange(withData(block, { layout: next }))}
      />
      <PartsEditor
        noun="Image"
        parts={items}
        max={MAX_ITEMS}
        onChange={(next) => onChange(withData(block, { items: next }))}
        newPart={() => emptyGalleryImage(newId(ITEM_ID_LENGTH))}
        fields={(image, label, change) => (
          <PictureFields picture={image} label={label} onChange={change}>
            <InlineText
              className="block-caption"
              label={`${label} caption`}
              placeholder="Add a caption (optional)"
              value={image.caption}
              onChange={(caption) => change({ caption })}
            />
          </PictureFields>
        )}
      />
    </div>
  );
}
