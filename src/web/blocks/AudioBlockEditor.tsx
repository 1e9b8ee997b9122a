import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

export function AudioBlockEditor({ block, onChange }: BlockEditorProps<'AudioBlockComponent'>) {
  const { url, transcript } = block.data;
  return (
    <div className="block-fields">
      <Field label="Audio address">
        {(control) => (
          <input
            {...control}
            type="url"
            value={url}
            onChange={(event) => onChange(withData(block, { url: event.target.value }))}
          />
        )}
      </Field>
      <Field label="Transcript">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={transcript}
            onChange={(event) => onChange(withData(block, { transcript: event.target.value }))}
          />
        )}
      </Field>
      {/* biome-ignore lint/a11y/useMediaCaption: a preview of the author's own upload; the learner view carries its transcript */}
      {url && <audio className="block-media" controls src={url} />}
    </div>
  );
}
