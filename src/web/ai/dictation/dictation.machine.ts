import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { RECORDING_SECONDS } from '../../../modules/ai/shared';
import { transcribeRecording } from '../../api/ai';
import { describeError } from '../../api/errors';
import { recordMicrophone, type RecorderEvent } from './recordMicrophone';

/** SPEC §8, word for word. */
export const MICROPHONE_DENIED =
  'Microphone access denied. Please enable microphone permissions to use speech-to-text.';

type DictationEvent = RecorderEvent | { type: 'start' } | { type: 'stop' } | { type: 'cancel' };

/** The recording as text, in the module's language; stopping it aborts the request. */
const transcribe = fromPromise<string, { recording: Blob; language: string }>(({ input, signal }) =>
  transcribeRecording(input.recording, input.language, signal).then(({ text }) => text.trim()),
);

/**
 * One text block's dictation: idle → asking for the microphone → recording (a countdown from
 * RECORDING_SECONDS; it stops by itself at 0) → transcribing → idle, the text emitted as `transcribed`.
 * Cancel discards the recording at any point; a failure stays shown until the next start or a cancel.
 */
export const dictationMachine = setup({
  types: {
    context: {} as { language: string; secondsLeft: number; error: string | null; inserted: boolean },
    input: {} as { language: string },
    events: {} as DictationEvent,
    emitted: {} as { type: 'transcribed'; text: string } | { type: 'transcriptionFailed'; error: unknown },
  },
  actors: { recordMicrophone, transcribe },
  delays: { second: 1000 },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    begin: assign({ secondsLeft: RECORDING_SECONDS, error: null, inserted: false }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    refuseMicrophone: assign({ error: MICROPHONE_DENIED }),
    setRecorderError: assign({ error: ({ event }) => (event.type === 'failed' ? event.message : null) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'dictation',
  context: ({ input }) => ({ language: input.language, secondsLeft: RECORDING_SECONDS, error: null, inserted: false }),
  initial: 'idle',
  states: {
    idle: { on: { start: { target: 'capturing', actions: 'begin' } } },
    capturing: {
      invoke: { id: 'recorder', src: 'recordMicrophone' },
      on: {
        cancel: 'idle',
        denied: { target: 'failed', actions: 'refuseMicrophone' },
        failed: { target: 'failed', actions: 'setRecorderError' },
      },
      initial: 'asking',
      states: {
        asking: { on: { granted: 'recording' } },
        recording: {
          on: { stop: 'stopping' },
          initial: 'counting',
          states: {
            counting: {
              after: {
                second: [
                  { guard: 'lastSecond', target: '#dictation.capturing.stopping', actions: 'tick' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
        stopping: {
          entry: sendTo('recorder', { type: 'stop' }),
          on: { recorded: '#dictation.transcribing' },
        },
      },
    },
    transcribing: {
      invoke: {
        src: 'transcribe',
        input: ({ context, event }) => ({
          recording: (event as Extract<DictationEvent, { type: 'recorded' }>).recording,
          language: context.language,
        }),
        // A recording without words is the server's 400 (NOTHING_HEARD), shown as any failure is.
        onDone: {
          target: 'idle',
          actions: [
            assign({ inserted: true }),
            emit(({ event }) => ({ type: 'transcribed' as const, text: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => describeError(event.error) }),
            emit(({ event }) => ({ type: 'transcriptionFailed' as const, error: event.error })),
          ],
        },
      },
      on: { cancel: 'idle' },
    },
    failed: {
      on: {
        start: { target: 'capturing', actions: 'begin' },
        cancel: { target: 'idle', actions: 'clearError' },
      },
    },
  },
});
