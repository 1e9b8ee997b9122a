import type { Outline } from '../../../modules/ai/shared';
import { generateOutline } from '../../api/ai';
import { useSuggestion } from '../useSuggestion';

/** The outline call, which the author can cancel; a failure stays to be shown until the next try. */
export function useWriteOutline(onWritten: (outline: Outline) => void) {
  const { state, request, reset } = useSuggestion<Outline>();
  const write = (body: { courseId: string; prompt: string; fileIds: string[] }) =>
    request(async (signal) => {
      const { outline } = await generateOutline(body, signal);
      if (!signal.aborted) onWritten(outline);
      return outline;
    });
  return {
    busy: state.phase === 'writing',
    error: state.phase === 'failed' ? state.error : null,
    write,
    cancel: reset,
  };
}

export type OutlineWriting = ReturnType<typeof useWriteOutline>;
