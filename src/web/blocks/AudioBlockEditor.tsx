import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { Empty } from './Empty';
import { InlineText } from './InlineText';

export function AudioBlockEditor({ block, onChange }: BlockEditorProps<'AudioBlockComponent'>) {
  const { url, transcript } = block.data;
  return (
    <div className="block-stack">
      {url ? (
        // biome-ignore lint/a11y/useMediaCaption: the transcript is written right below it
        <audio className="block-media" controls src={url} />
      ) : (
        <Empty>No audio yet: give its address in the settings below.</Empty>
      )}
      <InlineText
        className="block-transcript"
        label="Transcript"
        placeholder="Transcript: what is said, for those who cannot listen"
        multiline
        value={transcript}
        onChange={(text) => onChange(withData(block, { transcript: text }))}
      />
    </div>
  );
}

export function AudioBlockSettings(props: BlockEditorProps<'AudioBlockComponent'>) {
  return <DataField {...props} name="url" label="Audio address" kind="url" />;
}
