import { DataField } from './DataField';
import type { BlockEditorProps } from './editorProps';

export function AudioBlockEditor(props: BlockEditorProps<'AudioBlockComponent'>) {
  const { url } = props.block.data;
  return (
    <div className="block-fields">
      <DataField {...props} name="url" label="Audio address" kind="url" />
      <DataField {...props} name="transcript" label="Transcript" kind="lines" />
      {/* biome-ignore lint/a11y/useMediaCaption: a preview of the author's own upload; the learner view carries its transcript */}
      {url && <audio className="block-media" controls src={url} />}
    </div>
  );
}
