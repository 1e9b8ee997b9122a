import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { VideoView } from './mediaViews';
import type { VideoType } from './videoEmbedUrl';

const SOURCES: Record<VideoType, string> = { upload: 'Uploaded file (address)', youtube: 'YouTube', vimeo: 'Vimeo' };

export function VideoBlockEditor({ block, onChange }: BlockEditorProps<'VideoBlockComponent'>) {
  const { url, videoType } = block.data;
  return (
    <div className="block-fields">
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
      <Field label={videoType === 'upload' ? 'Video address' : `${SOURCES[videoType]} link`}>
        {(control) => (
          <input
            {...control}
            type="url"
            value={url}
            onChange={(event) => onChange(withData(block, { url: event.target.value }))}
          />
        )}
      </Field>
      <VideoView block={block} />
    </div>
  );
}
