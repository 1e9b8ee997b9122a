import { useCallback, useEffect, useRef, useState } from 'react';
import { isAiAccessDenied } from '../api/ai';
import { useToast } from '../components/ToastProvider';
import { useAssistant } from './useAssistant';

export type SuggestionState<S> =
  | { phase: 'idle' }
  | { phase: 'writing' }
  | { phase: 'suggested'; suggestion: S }
  | { phase: 'failed'; error: unknown };

/**
 * One assistant request at a time: writing, then a suggestion or a failure. A new request or a
 * reset aborts the running one, and so does unmounting; an aborted request's answer is dropped.
 * `deniedMessage`: what to say when AI_ACCESS_DENIED takes the controls away at once.
 */
export function useSuggestion<S>({ deniedMessage }: { deniedMessage?: string } = {}) {
  const { noteFailure } = useAssistant();
  const toast = useToast();
  const [state, setState] = useState<SuggestionState<S>>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const request = useCallback(
    async (ask: (signal: AbortSignal) => Promise<S>) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'writing' });
      try {
        const suggestion = await ask(controller.signal);
        if (!controller.signal.aborted) setState({ phase: 'suggested', suggestion });
      } catch (error) {
        if (controller.signal.aborted) return;
        noteFailure(error);
        if (deniedMessage && isAiAccessDenied(error)) toast({ message: deniedMessage });
        setState({ phase: 'failed', error });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [stop, noteFailure, toast, deniedMessage],
  );

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, request, reset };
}
