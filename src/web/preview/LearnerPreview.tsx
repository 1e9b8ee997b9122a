import type { Content } from '../../modules/courses/content';
import { Player } from '../player/Player';
import { useCourseTheme } from '../theme/useCourseTheme';
import { useLearnerModule } from './useLearnerModule';

interface LearnerPreviewProps {
  id: string;
  revision: number;
  content: Content;
  label: string;
  /** The draft: its translations are offered in the player's language chooser. */
  translated?: boolean;
}

/** The module as a learner will take it, questions answerable, from the author's copy; nothing is reported anywhere. */
export function LearnerPreview({ id, revision, content, label, translated = false }: LearnerPreviewProps) {
  const { module, moduleIn } = useLearnerModule(
    id,
    revision,
    content,
    useCourseTheme(content.settings.theme),
    translated,
  );
  return (
    <section className="learner-preview" aria-label={label}>
      {module ? (
        // A new revision starts the learner afresh.
        <Player
          key={`${module.revision}-${module.languages.length}`}
          session={{ module, moduleIn, link: null, layout: 'module' }}
        />
      ) : (
        <p role="status">Preparing the preview…</p>
      )}
    </section>
  );
}
