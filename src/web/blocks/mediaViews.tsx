import { type BlockData, isEmbeddable } from '../../modules/courses/content';
import type { BlockViewProps } from './editorProps';
import { Empty } from './Empty';
import { Say, useSay } from './LearnerWords';
import { mediaFileUrl } from '../../modules/media/shared';
import { Picture } from './media/Picture';
import { RenderStatusBadge } from './RenderStatusBadge';
import { videoEmbedUrl } from './videoEmbedUrl';

/** Embedded pages may use scripts but cannot reach the module: no top navigation, no forms, no referrer. */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

// The embed editor checks addresses with the same rule.
export { isEmbeddable };

export function ImageView({ block }: BlockViewProps<'ImageBlockComponent'>) {
  const { url, caption } = block.data;
  if (!url)
    return (
      <Empty>
        <Say word="media.noImage" />
      </Empty>
    );
  return (
    <figure className="block-figure">
      <Picture {...block.data} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

export function VideoView({ block }: BlockViewProps<'VideoBlockComponent'>) {
  const { url, videoType, vtts, media } = block.data;
  const say = useSay();
  if (!url)
    return (
      <Empty>
        <Say word="media.noVideo" />
      </Empty>
    );
  if (videoType === 'upload') return <UploadedVideo url={url} mediaId={media?.id} vtts={vtts} />;
  const embed = videoEmbedUrl(url, videoType);
  if (!embed)
    return (
      <Empty>
        <Say word={videoType === 'youtube' ? 'media.notYoutube' : 'media.notVimeo'} />
      </Empty>
    );
  return (
    <iframe
      className="block-frame block-frame--video"
      title={block.title || say('media.video')}
      src={embed}
      allow="encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

export function AudioView({ block }: BlockViewProps<'AudioBlockComponent'>) {
  const { url, transcript } = block.data;
  if (!url)
    return (
      <Empty>
        <Say word="media.noAudio" />
      </Empty>
    );
  return (
    <div className="block-fields">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript follows the player */}
      <audio className="block-media" controls preload="metadata" src={url} />
      {transcript && (
        <details>
          <summary>
            <Say word="media.transcript" />
          </summary>
          <p className="block-transcript">{transcript}</p>
        </details>
      )}
    </div>
  );
}

const isAvatarReady = ({ renderMediaStatus, url }: BlockData<'AvatarBlockComponent'>) =>
  renderMediaStatus === 'COMPLETED' && url !== '';

/**
 * A video file with its captions, one track per language (the first shown by default), and the
 * poster made from it when it is an upload.
 */
function UploadedVideo({
  url,
  mediaId,
  vtts,
}: {
  url: string;
  mediaId: string | undefined;
  vtts: Record<string, string>;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: its captions are the tracks inside, one per language the author added
    <video
      className="block-media"
      controls
      preload="metadata"
      src={url}
      poster={mediaId ? mediaFileUrl(mediaId, 'poster.jpg') : undefined}
    >
      {Object.entries(vtts).map(([language, src], i) => (
        <track key={language} kind="captions" srcLang={language} label={language} src={src} default={i === 0} />
      ))}
    </video>
  );
}

/** The rendered video once it is ready, with the captions of its script; until then, its render state. */
export function AvatarView({ block }: BlockViewProps<'AvatarBlockComponent'>) {
  const { url, mediaId, vtts } = block.data;
  if (!isAvatarReady(block.data)) return <RenderStatusBadge status={block.data.renderMediaStatus} />;
  return <UploadedVideo url={url} mediaId={mediaId || undefined} vtts={vtts} />;
}

export function EmbedView({ block }: BlockViewProps<'EmbedBlockComponent'>) {
  const { url, height } = block.data;
  const say = useSay();
  if (!isEmbeddable(url))
    return (
      <Empty>
        <Say word="media.noPage" />
      </Empty>
    );
  return (
    <iframe
      className="block-frame"
      title={block.title || say('media.embedded')}
      src={url}
      height={height}
      sandbox={EMBED_SANDBOX}
      referrerPolicy="no-referrer"
    />
  );
}
