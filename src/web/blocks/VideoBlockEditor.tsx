import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
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
      <Field label="Source">
        {(control) => (
          <select
            {...control}
            value={videoType}
            onChange={(event) => onChange(withData(block, { videoType: event.target.value as VideoType }))}
          >
            {Object.entries(SOURCES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
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
