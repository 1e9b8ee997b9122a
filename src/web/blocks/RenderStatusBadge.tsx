import type { RENDER_STATUSES } from '../../modules/courses/content';
import type { PlayerWordKey } from '../../modules/courses/translation/shared';
import { Say } from './LearnerWords';

type RenderStatus = (typeof RENDER_STATUSES)[number];

const LABELS: Record<RenderStatus, PlayerWordKey> = {
  INIT: 'render.waiting',
  IN_PROGRESS: 'render.rendering',
  COMPLETED: 'render.ready',
  ERROR: 'render.failed',
};

/** The avatar video's render state, in words (the colour only repeats them). */
export function RenderStatusBadge({ status }: { status: RenderStatus }) {
  return (
    <span className={`render-status render-status--${status.toLowerCase().replace('_', '-')}`} role="status">
      <Say word={LABELS[status]} />
    </span>
  );
}
