import { useId, useLayoutEffect, useRef } from 'react';
import { withData, type BlockEditorProps } from './editorProps';
import { TextToolbar } from './TextToolbar';

/** Rich text in a contentEditable region; the caret stays put because the html is only written while unfocused. */
export function TextBlockEditor({ block, onChange }: BlockEditorProps<'TextBlockComponent'>) {
  const region = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const { html } = block.data;

  useLayoutEffect(() => {
    const element = region.current;
    if (element && document.activeElement !== element && element.innerHTML !== html) element.innerHTML = html;
  }, [html]);

  const emit = () => {
    if (region.current) onChange(withData(block, { html: region.current.innerHTML }));
  };

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        Text
      </span>
      <TextToolbar region={region} onEdit={emit} />
      {/* biome-ignore lint/a11y/useFocusableInteractive: contentEditable makes it focusable */}
      <div
        ref={region}
        className="rich-text"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={emit}
      />
    </div>
  );
}
