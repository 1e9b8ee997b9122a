import { fromCallback } from 'xstate';

/** What the microphone tells the dictation: it records, it was refused or failed, or here is the recording. */
export type RecorderEvent =
  | { type: 'granted' }
  | { type: 'denied' }
  | { type: 'failed'; message: string }
  | { type: 'recorded'; recording: Blob };

/** Why the microphone did not start, for the author; null when they (or the browser's settings) refused it. */
export function microphoneProblem(error: unknown): string | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return null;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No microphone was found. Connect one and try again.';
  if (name === 'NotReadableError') return 'The microphone is in use by another application. Close it and try again.';
  return 'The microphone could not be started in this browser.';
}

const release = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * The browser's microphone through getUserMedia and MediaRecorder: asks for it, records until told
 * to `stop`, then sends the recording. Stopped early (a cancel), it drops what it heard and lets go
 * of the microphone, even when permission arrives afterwards.
 */
export const recordMicrophone = fromCallback<{ type: 'stop' }, void, RecorderEvent>(({ sendBack, receive }) => {
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let cancelled = false;
  const fail = (error: unknown) => {
    const problem = microphoneProblem(error);
    sendBack(problem ? { type: 'failed', message: problem } : { type: 'denied' });
  };

  const start = async () => {
    const granted = await navigator.mediaDevices.getUserMedia({ audio: true });
    if (cancelled) return release(granted);
    stream = granted;
    const chunks: Blob[] = [];
    const current = new MediaRecorder(granted);
    current.ondataavailable = (event) => chunks.push(event.data);
    current.onstop = () => {
      if (!cancelled) sendBack({ type: 'recorded', recording: new Blob(chunks, { type: current.mimeType }) });
    };
    current.onerror = fail;
    current.start();
    recorder = current;
    sendBack({ type: 'granted' });
  };
  start().catch(fail);

  receive(() => recorder?.stop());
  return () => {
    cancelled = true;
    if (recorder?.state === 'recording') recorder.stop();
    if (stream) release(stream);
  };
});
