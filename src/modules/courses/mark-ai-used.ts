import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { newId } from '../../platform/ids';
import { withAiNotice } from './content/ai-notice';
import { runCourseCommand } from './run-command';

/** The assistant worked on this module: it is marked AI-used, with its disclaimer block (once). */
export function markCourseAiUsed(store: EventStore, principal: Principal, courseId: string, correlationId: string) {
  const ids = { blockId: newId(), sectionId: newId() };
  return runCourseCommand(
    store,
    { courseId, intent: { kind: 'edit', edit: (content) => withAiNotice(content, ids) } },
    principal,
    correlationId,
  );
}
