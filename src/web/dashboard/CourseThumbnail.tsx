import type { Thumbnail } from '../api/courses';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Decorative: the title next to it names the module. A video plays muted in a loop unless motion is reduced. */
export function CourseThumbnail({ thumbnail }: { thumbnail: Thumbnail | null }) {
  if (!thumbnail) return <span className="course__thumb course__thumb--none" aria-hidden="true" />;
  if (thumbnail.type === 'image') {
    return <img className="course__thumb" src={thumbnail.url} alt="" loading="lazy" decoding="async" />;
  }
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a decorative loop without controls, never focused
    <video
      className="course__thumb"
      src={thumbnail.url}
      muted
      loop
      playsInline
      autoPlay={!reducedMotion()}
      preload="metadata"
      aria-hidden="true"
    />
  );
}
