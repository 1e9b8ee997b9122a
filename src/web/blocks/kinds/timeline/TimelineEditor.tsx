import { ITEM_ID_LENGTH, MAX_ITEMS } from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { ItemFields } from '../ItemsEditor';
import { PartsEditor } from '../PartsEditor';

export default function TimelineEditor({ block, onChange }: BlockEditorProps<'TimelineBlockComponent'>) {
  return (
    <PartsEditor
      parts={block.data.items}
      onChange={(items) => onChange(withData(block, { items }))}
      noun="Event"
      max={MAX_ITEMS}
      newPart={() => ({ id: newId(ITEM_ID_LENGTH), date: '', title: '', body: '' })}
      fields={(event, label, change) => (
        <>
          <InlineText
            className="kind-timeline__date"
            label={`${label} date`}
            placeholder={`${label} date`}
            value={event.date}
            onChange={(date) => change({ date })}
          />
          <ItemFields item={event} label={label} onChange={change} />
        </>
      )}
    />
  );
}
