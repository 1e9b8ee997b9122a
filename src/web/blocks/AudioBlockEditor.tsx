import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';
import { MediaAddressField } from './media/MediaAddressField';
import { MediaDrop } from './media/MediaDrop';
import { NarrationSettings } from './media/NarrationSettings';
import { TranscribeControl } from './media/TranscribeControl';
import { mediaRefOf } from './media/pickedMedia';

export function AudioBlockEditor({ block, onChange }: BlockEditorProps<'AudioBlockComponent'>) {
  const { url, transcript } = block.data;
  return (
    <div className="block-stack">
      <MediaDrop
        kind="audio"
        // biome-ignore lint/a11y/useMediaCaption: the transcript is written right below it
        current={url ? <audio className="block-media" controls preload="metadata" src={url} /> : null}
        onMedia={(m) => onChange(withData(block, { url: m.url, media: mediaRefOf(m) }))}
      />
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
  return (
    <>
      <MediaAddressField {...props} label="Or an audio file's web address" />
      <TranscribeControl blockId={props.block.id} mediaId={props.block.data.media?.id} outcome="the transcript" />
      <NarrationSettings block={props.block} onChange={props.onChange} />
    </>
  );
}
