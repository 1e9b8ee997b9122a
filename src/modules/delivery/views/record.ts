import type { EventStore } from '../../../platform/eventstore/types';
import { VIEW_WINDOW_MINUTES, type ViewChannel, viewsStream } from './events';

/** Whether the metrics already counted this viewer of the module within the last `minutes`. */
export type ViewedWithin = (courseId: string, viewer: string, minutes: number) => Promise<boolean>;

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
  deps: { store: EventStore; viewedWithin: ViewedWithin },
  view: LearnerView,
  /** Asked before a view is written (a rate limit); false: it is not. */
  mayWrite: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  const { orgId, courseId, via, viewer, correlationId, dispatchId } = view;
  if (await deps.viewedWithin(courseId, viewer, VIEW_WINDOW_MINUTES)) return false;
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
