import { Captions, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BlockType } from '../../modules/courses/content';
import type { TranslationWorkspace } from '../api/translation';
import { BLOCK_LABELS } from '../blocks/blockLabels';

/** Each video's captions in this language: there, or to add in the video's settings (upload a .vtt, or transcribe). */
export function CaptionTracks({
  courseId,
  captions,
  languageName,
}: {
  courseId: string;
  captions: TranslationWorkspace['captions'];
  languageName: string;
}) {
  if (captions.length === 0) return null;
  return (
    <section className="translation-block" aria-labelledby="translation-captions">
      <header className="translation-block__header">
        <h2 id="translation-captions" className="translation-block__title">
          <Captions aria-hidden="true" size={16} /> Captions
        </h2>
      </header>
      <ul className="translation-captions">
        {captions.map((track, i) => (
          <li key={track.blockId}>
            <span>
              {BLOCK_LABELS[track.blockType as BlockType]} {i + 1}:
            </span>{' '}
            {track.hasTrack ? (
              <span className="translation-captions__done">
                <CheckCircle2 aria-hidden="true" size={16} /> {languageName} captions
              </span>
            ) : (
              <span>
                no {languageName} captions yet.{' '}
                <Link to={`/edit/${encodeURIComponent(courseId)}`}>Add them in the video’s settings</Link> (upload a
                .vtt file, or transcribe).
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
