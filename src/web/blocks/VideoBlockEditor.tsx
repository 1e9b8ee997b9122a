import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { SelectField } from './SelectField';
import { VideoView } from './mediaViews';
import type { VideoType } from './videoEmbedUrl';

const SOURCES: Record<VideoType, string> = { upload: 'Uploaded file (address)', youtube: 'YouTube', vimeo: 'Vimeo' };

export function VideoBlockEditor({ block }: BlockEditorProps<'VideoBlockComponent'>) {
  return <VideoView block={block} />;
}

export function VideoBlockSettings({ block, onChange }: BlockEditorProps<'VideoBlockComponent'>) {
  const { videoType } = block.data;
  return (
    <>
      <SelectField
        label="Source"
        value={videoType}
        choices={SOURCES}
        onChange={(next: VideoType) => onChange(withData(block, { videoType: next }))}
      />
      <DataField
        block={block}
        onChange={onChange}
        name="url"
        label={videoType === 'upload' ? 'Video address' : `${SOURCES[videoType]} link`}
        kind="url"
      />
    </>
  );
}
