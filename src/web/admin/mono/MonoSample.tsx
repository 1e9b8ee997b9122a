import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Block } from '../../../modules/courses/content';
import { DEFAULT_THEME } from '../../../modules/themes/shared';
import { BLOCK_DESCRIPTIONS, BLOCK_LABELS } from '../../blocks/blockLabels';
import { useThemeSurface } from '../../theme/useThemeSurface';
import { SampleBlock } from './SampleBlock';

/** One block type: its name, what it is for, a link to make a mono module of it, and the sample on a learner's page. */
export function MonoSample({ block }: { block: Block }) {
  const surface = useThemeSurface(DEFAULT_THEME);
  const headingId = `mono-${block.type}`;
  return (
    <section className="mono-sample" aria-labelledby={headingId}>
      <header className="mono-sample__header">
        <div>
          <h2 id={headingId}>
            {BLOCK_LABELS[block.type]} <code className="mono-sample__type">{block.type}</code>
          </h2>
          <p className="muted">{BLOCK_DESCRIPTIONS[block.type]}</p>
        </div>
        <Link className="button" to={`/create-mono/${block.type}`}>
          <Plus aria-hidden="true" size={16} />
          Create a mono module<span className="visually-hidden"> of type {BLOCK_LABELS[block.type]}</span>
        </Link>
      </header>
      <div className="learner-surface mono-sample__surface" {...surface}>
        <SampleBlock block={block} />
      </div>
    </section>
  );
}
