import type { BlockData } from '../../../modules/courses/content';
import { imageSources } from '../../../modules/media/shared';

/** The learner column is at most 42rem wide (learnerLook.css); below that the image spans the screen. */
const SIZES = '(min-width: 44rem) 42rem, calc(100vw - 2rem)';

type ImageData = Pick<BlockData<'ImageBlockComponent'>, 'url' | 'media' | 'alt'> & {
  /** How wide it shows (the `sizes` of its sources), when narrower than the learner column. */
  sizes?: string;
};

/**
 * An image in the sizes and formats a page needs: AVIF or WebP at the width the screen asks for,
 * the stored original as the fallback. Its width and height are set, so nothing jumps as it loads.
 */
export function Picture({ url, media, alt, sizes = SIZES }: ImageData) {
  const sources = media ? imageSources(media) : [];
  const img = (
    <img
      className="block-media"
      src={url}
      alt={alt}
      width={media?.width}
      height={media?.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
