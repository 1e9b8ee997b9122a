import { useEffect, useRef, useState } from 'react';
import type { Outline } from '../../../modules/ai/shared';
import { generateOutline } from '../../api/ai';
import { useAssistant } from '../useAssistant';

/** The outline call, which the author can cancel; a failure stays to be shown until the next try. */
export function useWriteOutline(onWritten: (outline: Outline) => void) {
  const { noteFailure } = useAssistant();
  const running = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => () => running.current?.abort(), []);

  const write = async (body: { courseId: string; prompt: string; fileIds: string[] }) => {
    const call = new AbortController();
    running.current = call;
    setBusy(true);
    setError(null);
    try {
      const { outline } = await generateOutline(body, call.signal);
      if (!call.signal.aborted) onWritten(outline);
    } catch (failure) {
      if (call.signal.aborted) return;
      noteFailure(failure);
      setError(failure);
    } finally {
      if (running.current === call) {
        running.current = null;
        setBusy(false);
      }
    }
  };

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setBusy(false);
  };

  return { busy, error, write, cancel };
}

export type OutlineWriting = ReturnType<typeof useWriteOutline>;
