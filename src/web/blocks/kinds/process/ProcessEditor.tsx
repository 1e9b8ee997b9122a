import { useId } from 'react';
import { type BlockEditorProps, withData } from '../../editorProps';
import { RichTextField } from '../../richText/RichTextField';
import { ItemsEditor } from '../ItemsEditor';

export default function ProcessEditor({ block, onChange }: BlockEditorProps<'ProcessBlockComponent'>) {
  const { intro, items, summary } = block.data;
  const introLabel = useId();
  const summaryLabel = useId();
  return (
    <div className="block-fields">
      <div className="kind-framing">
        <span id={introLabel} className="kind-framing__label">
          Introduction
        </span>
        <RichTextField
          value={intro}
          onChange={(next) => onChange(withData(block, { intro: next }))}
          labelledBy={introLabel}
        />
      </div>
      <ItemsEditor noun="Step" items={items} onChange={(next) => onChange(withData(block, { items: next }))} />
      <div className="kind-framing">
        <span id={summaryLabel} className="kind-framing__label">
          Summary
        </span>
        <RichTextField
          value={summary}
          onChange={(next) => onChange(withData(block, { summary: next }))}
          labelledBy={summaryLabel}
        />
      </div>
    </div>
  );
}
