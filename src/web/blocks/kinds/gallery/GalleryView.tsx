import { useState } from 'react';
import type { GalleryImage } from '../../../../modules/courses/content';
import type { BlockViewProps } from '../../editorProps';
import { Empty } from '../../Empty';
import { Say, useSay } from '../../LearnerWords';
import { Picture } from '../../media/Picture';
import { Pager } from '../Pager';

const CAROUSEL_WORDS = {
  position: 'gallery.position',
  previous: 'gallery.previous',
  next: 'gallery.next',
} as const;

function Figure({ image }: { image: GalleryImage }) {
  return (
    <figure className="block-figure kind-gallery__figure">
      <Picture url={image.url} media={image.media} alt={image.alt} />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

/**
 * Images with their captions, side by side, or one at a time in a carousel (WAI-ARIA carousel: a
 * region of slides, each a group named by its place, Previous and Next, never moving by itself).
 */
export default function GalleryView({ block }: BlockViewProps<'GalleryBlockComponent'>) {
  const images = block.data.items.filter((image) => image.url);
  const say = useSay();
  const [shown, setShown] = useState(0);
  if (images.length === 0)
    return (
      <Empty>
        <Say word="media.noImage" />
      </Empty>
    );
  if (block.data.layout === 'carousel') {
    const index = Math.min(shown, images.length - 1);
    const image = images[index]!;
    return (
      <section
        className="kind-gallery kind-gallery--carousel"
        aria-roledescription={say('gallery.carousel')}
        aria-label={say('gallery.label')}
      >
        <Pager index={index} total={images.length} onGo={setShown} words={CAROUSEL_WORDS}>
          <div
            key={image.id}
            role="group"
            aria-roledescription={say('gallery.slide')}
            aria-label={say('gallery.position', { index: index + 1, total: images.length })}
          >
            <Figure image={image} />
          </div>
        </Pager>
      </section>
    );
  }
  return (
    <ul className="kind-gallery kind-gallery--grid">
      {images.map((image) => (
        <li key={image.id}>
          <Figure image={image} />
        </li>
      ))}
    </ul>
  );
}
