import type { Db } from '../../../platform/db/database';
import type { EventStore } from '../../../platform/eventstore/types';
import { viewedWithin } from '../../../projections/metrics-daily-queries';
import { VIEW_WINDOW_MINUTES, type ViewChannel, viewsStream } from './events';

export type LearnerView = {
  orgId: string;
  courseId: string;
  via: ViewChannel;
  viewer: string;
  correlationId: string;
  dispatchId?: string;
};

/**
 * Records a learner's view of a published module. The metrics' read model counts a viewer once per
 * window whatever it is given (rebuilds give the same figures); a reload it has already counted is
 * not even written, so reloads do not grow the store. Returns whether the view was written.
 */
export async function recordView(
  deps: { store: EventStore; db: Db },
  view: LearnerView,
  /** Asked before a view is written (a rate limit); false: it is not. */
  mayWrite: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  const { orgId, courseId, via, viewer, correlationId, dispatchId } = view;
  if (await viewedWithin(deps.db, courseId, viewer, VIEW_WINDOW_MINUTES)) return false;
  if (!(await mayWrite())) return false;
  await deps.store.appendToStream(
    viewsStream(courseId),
    [
      {
        type: 'CourseViewed',
        data: { courseId, via, viewer, ...(dispatchId ? { dispatchId } : {}) },
        metadata: { orgId, userId: 'learner', correlationId, causationId: correlationId },
      },
    ],
    { expectedVersion: 'any' },
  );
  return true;
}
