import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { CaptionsSettings } from './media/CaptionsSettings';
import { MediaAddressField } from './media/MediaAddressField';
import { MediaDrop } from './media/MediaDrop';
import { mediaRefOf } from './media/pickedMedia';
import { VideoView } from './mediaViews';
import { SelectField } from './SelectField';
import type { VideoType } from './videoEmbedUrl';

const SOURCES: Record<VideoType, string> = { upload: 'Uploaded file', youtube: 'YouTube', vimeo: 'Vimeo' };

export function VideoBlockEditor({ block, onChange }: BlockEditorProps<'VideoBlockComponent'>) {
  const { url, videoType } = block.data;
  if (videoType !== 'upload') return <VideoView block={block} />;
  return (
    <MediaDrop
      kind="video"
      current={url ? <VideoView block={block} /> : null}
      onMedia={(m) => onChange(withData(block, { url: m.url, media: mediaRefOf(m), videoType: 'upload' }))}
      hint="Or show a YouTube or Vimeo video: choose its source in the block's settings."
    />
  );
}

export function VideoBlockSettings({ block, onChange }: BlockEditorProps<'VideoBlockComponent'>) {
  const { videoType } = block.data;
  return (
    <>
      <SelectField
        label="Source"
        value={videoType}
        choices={SOURCES}
        onChange={(next: VideoType) => onChange(withData(block, { videoType: next, url: '', media: undefined }))}
      />
      {videoType === 'upload' ? (
        <>
          <MediaAddressField block={block} onChange={onChange} label="Or a video file's web address" />
          <CaptionsSettings block={block} onChange={onChange} />
        </>
      ) : (
        <DataField block={block} onChange={onChange} name="url" label={`${SOURCES[videoType]} link`} kind="url" />
      )}
    </>
  );
}
