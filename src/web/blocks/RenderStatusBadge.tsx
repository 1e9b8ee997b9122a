import type { RENDER_STATUSES } from '../../modules/courses/content';

type RenderStatus = (typeof RENDER_STATUSES)[number];

const LABELS: Record<RenderStatus, string> = {
  INIT: 'Waiting to render',
  IN_PROGRESS: 'Rendering…',
  COMPLETED: 'Ready',
  ERROR: 'Render failed',
};

/** The avatar video's render state, in words (the colour only repeats them). */
export function RenderStatusBadge({ status }: { status: RenderStatus }) {
  return (
    <span className={`render-status render-status--${status.toLowerCase().replace('_', '-')}`} role="status">
      {LABELS[status]}
    </span>
  );
}
