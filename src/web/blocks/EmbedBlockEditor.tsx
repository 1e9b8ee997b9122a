import { withData, type BlockEditorProps } from './editorProps';
import { Empty } from './Empty';
import { Field } from './Field';
import { httpsUrlCodec } from './httpsUrlCodec';
import { BLOCK_LIMITS } from './limits';
import { EmbedView, isEmbeddable } from './mediaViews';
import { useDraft } from './useDraft';

const { min: MIN_HEIGHT, max: MAX_HEIGHT } = BLOCK_LIMITS.embedHeight;

const heightCodec = {
  read: (text: string) => {
    const height = Number(text);
    return /^\d+$/.test(text) && height >= MIN_HEIGHT && height <= MAX_HEIGHT ? height : undefined;
  },
  format: String,
};

export function EmbedBlockEditor({ block }: BlockEditorProps<'EmbedBlockComponent'>) {
  return isEmbeddable(block.data.url) ? (
    <EmbedView block={block} />
  ) : (
    <Empty>No page yet: give its address in the settings below.</Empty>
  );
}

/** Only valid values reach the block (the server refuses others). */
export function EmbedBlockSettings({ block, onChange }: BlockEditorProps<'EmbedBlockComponent'>) {
  const url = useDraft(block.data.url, httpsUrlCodec, (next) => onChange(withData(block, { url: next })));
  const height = useDraft(block.data.height, heightCodec, (next) => onChange(withData(block, { height: next })));
  const stillTypingScheme = 'https://'.startsWith(url.text.toLowerCase());
  return (
    <div className="block-fields block-fields--row">
      <Field
        label="Page address"
        error={url.valid || stillTypingScheme ? undefined : 'Only https:// addresses can be embedded'}
      >
        {(control) => (
          <input {...control} type="url" value={url.text} onChange={(event) => url.change(event.target.value)} />
        )}
      </Field>
      <Field
        label="Height in pixels"
        error={height.valid ? undefined : `Height must be ${MIN_HEIGHT} to ${MAX_HEIGHT} pixels`}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={MIN_HEIGHT}
            max={MAX_HEIGHT}
            step={10}
            value={height.text}
            onChange={(event) => height.change(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
