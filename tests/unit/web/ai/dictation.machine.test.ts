import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { NOTHING_HEARD, RECORDING_SECONDS } from '../../../../src/modules/ai/shared';
import { ApiError } from '../../../../src/web/api/errors';
import { dictationMachine, MICROPHONE_DENIED } from '../../../../src/web/ai/dictation/dictation.machine';
import { microphoneProblem, type RecorderEvent } from '../../../../src/web/ai/dictation/recordMicrophone';

/** The microphone as the test plays it: what the machine asked of it, and a way to answer. */
interface Microphone {
  answer: (event: RecorderEvent) => void;
  stopsAsked: number;
  released: boolean;
}

interface Transcription {
  recording: Blob;
  signal: AbortSignal;
  resolve: (text: string) => void;
  reject: (error: unknown) => void;
}

const recording = new Blob(['opus'], { type: 'audio/webm' });

function startDictation() {
  const microphones: Microphone[] = [];
  const transcriptions: Transcription[] = [];
  const recordMicrophone = fromCallback<{ type: 'stop' }, void, RecorderEvent>(({ sendBack, receive }) => {
    const microphone: Microphone = { answer: sendBack, stopsAsked: 0, released: false };
    microphones.push(microphone);
    receive(() => {
      microphone.stopsAsked += 1;
    });
    return () => {
      microphone.released = true;
    };
  });
  const transcribe = fromPromise<string, { recording: Blob; language: string }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => transcriptions.push({ recording: input.recording, signal, resolve, reject })),
  );
  const actor = createActor(dictationMachine.provide({ actors: { recordMicrophone, transcribe } }), {
    input: { language: 'en' },
  }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const microphone = () => microphones.at(-1)!;
  const snapshot = () => actor.getSnapshot();
  return { actor, microphones, microphone, transcriptions, emitted, snapshot };
}

/** Started, the microphone granted: recording with the full countdown. */
function recordingNow() {
  const dictation = startDictation();
  dictation.actor.send({ type: 'start' });
  dictation.microphone().answer({ type: 'granted' });
  return dictation;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dictation machine', () => {
  it('asks for the microphone, records, transcribes the recording and emits the text', async () => {
    const { actor, microphone, transcriptions, emitted, snapshot } = startDictation();
    actor.send({ type: 'start' });
    expect(snapshot().matches({ capturing: 'asking' })).toBe(true);
    microphone().answer({ type: 'granted' });
    expect(snapshot().matches({ capturing: 'recording' })).toBe(true);
    expect(snapshot().context.secondsLeft).toBe(RECORDING_SECONDS);

    actor.send({ type: 'stop' });
    expect(microphone().stopsAsked).toBe(1);
    microphone().answer({ type: 'recorded', recording });
    expect(snapshot().value).toBe('transcribing');
    expect(microphone().released).toBe(true);
    expect(transcriptions.map((t) => t.recording)).toEqual([recording]);

    transcriptions[0]!.resolve('hello and welcome');
    await vi.runAllTimersAsync();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.inserted).toBe(true);
    expect(emitted).toEqual([{ type: 'transcribed', text: 'hello and welcome' }]);
  });

  it('counts down a second at a time from RECORDING_SECONDS and stops by itself at 0', () => {
    const { microphone, snapshot } = recordingNow();
    vi.advanceTimersByTime(999);
    expect(snapshot().context.secondsLeft).toBe(RECORDING_SECONDS);
    vi.advanceTimersByTime(1);
    expect(snapshot().context.secondsLeft).toBe(RECORDING_SECONDS - 1);
    vi.advanceTimersByTime((RECORDING_SECONDS - 2) * 1000);
    expect(snapshot().context.secondsLeft).toBe(1);
    expect(microphone().stopsAsked).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(snapshot().context.secondsLeft).toBe(0);
    expect(snapshot().matches({ capturing: 'stopping' })).toBe(true);
    expect(microphone().stopsAsked).toBe(1);
  });

  it('the countdown waits for the microphone: asking takes no recording time', () => {
    const { actor, snapshot } = startDictation();
    actor.send({ type: 'start' });
    vi.advanceTimersByTime(10_000);
    expect(snapshot().context.secondsLeft).toBe(RECORDING_SECONDS);
  });

  it('a refused microphone fails with the words of SPEC §8', () => {
    const { actor, microphone, transcriptions, snapshot } = startDictation();
    actor.send({ type: 'start' });
    microphone().answer({ type: 'denied' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.error).toBe(
      'Microphone access denied. Please enable microphone permissions to use speech-to-text.',
    );
    expect(MICROPHONE_DENIED).toBe(snapshot().context.error);
    expect(transcriptions).toHaveLength(0);
  });

  it('another microphone problem fails with its own reason', () => {
    const { actor, microphone, snapshot } = startDictation();
    actor.send({ type: 'start' });
    microphone().answer({ type: 'failed', message: 'No microphone was found. Connect one and try again.' });
    expect(snapshot().context.error).toBe('No microphone was found. Connect one and try again.');
  });

  it("a failed transcription shows the server's message and reports the error for the assistant's status", async () => {
    const { actor, microphone, transcriptions, emitted, snapshot } = recordingNow();
    actor.send({ type: 'stop' });
    microphone().answer({ type: 'recorded', recording });
    const error = new ApiError(400, 'This file has no sound to transcribe');
    transcriptions[0]!.reject(error);
    await vi.runAllTimersAsync();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.error).toBe('This file has no sound to transcribe');
    expect(emitted).toEqual([{ type: 'transcriptionFailed', error }]);
  });

  it("a recording without words is the server's refusal, not an empty insert", async () => {
    const { actor, microphone, transcriptions, emitted, snapshot } = recordingNow();
    actor.send({ type: 'stop' });
    microphone().answer({ type: 'recorded', recording });
    transcriptions[0]!.reject(new ApiError(400, NOTHING_HEARD));
    await vi.runAllTimersAsync();
    expect(snapshot().context.error).toBe(NOTHING_HEARD);
    expect(emitted).toEqual([{ type: 'transcriptionFailed', error: expect.any(ApiError) }]);
  });

  it('Cancel while asking lets go of the microphone, and a late grant is ignored', () => {
    const { actor, microphone, snapshot } = startDictation();
    actor.send({ type: 'start' });
    actor.send({ type: 'cancel' });
    expect(snapshot().value).toBe('idle');
    expect(microphone().released).toBe(true);
    microphone().answer({ type: 'granted' });
    expect(snapshot().value).toBe('idle');
  });

  it('Cancel while recording discards the recording: nothing is transcribed', () => {
    const { actor, microphone, transcriptions, snapshot } = recordingNow();
    vi.advanceTimersByTime(5_000);
    actor.send({ type: 'cancel' });
    expect(snapshot().value).toBe('idle');
    expect(microphone().released).toBe(true);
    microphone().answer({ type: 'recorded', recording });
    vi.advanceTimersByTime(60_000);
    expect(transcriptions).toHaveLength(0);
    expect(snapshot().context.inserted).toBe(false);
  });

  it('Cancel while transcribing aborts the request and inserts nothing', async () => {
    const { actor, microphone, transcriptions, emitted, snapshot } = recordingNow();
    actor.send({ type: 'stop' });
    microphone().answer({ type: 'recorded', recording });
    actor.send({ type: 'cancel' });
    expect(snapshot().value).toBe('idle');
    expect(transcriptions[0]!.signal.aborted).toBe(true);
    transcriptions[0]!.resolve('too late');
    await vi.runAllTimersAsync();
    expect(emitted).toEqual([]);
  });

  it('after a failure: cancel clears the message, start tries again with a fresh countdown', () => {
    const { actor, microphone, microphones, snapshot } = startDictation();
    actor.send({ type: 'start' });
    microphone().answer({ type: 'denied' });
    actor.send({ type: 'cancel' });
    expect([snapshot().value, snapshot().context.error]).toEqual(['idle', null]);

    actor.send({ type: 'start' });
    microphone().answer({ type: 'denied' });
    actor.send({ type: 'start' });
    expect(snapshot().context.error).toBeNull();
    microphone().answer({ type: 'granted' });
    expect(snapshot().context.secondsLeft).toBe(RECORDING_SECONDS);
    expect(microphones).toHaveLength(3);
  });

  it('Stop before the microphone answers does nothing: there is nothing to stop yet', () => {
    const { actor, microphone, snapshot } = startDictation();
    actor.send({ type: 'start' });
    actor.send({ type: 'stop' });
    expect(snapshot().matches({ capturing: 'asking' })).toBe(true);
    expect(microphone().stopsAsked).toBe(0);
  });
});

describe('microphone problems', () => {
  const failure = (name: string) => new DOMException('', name);
  it('a refusal (by the author or the browser settings) is not a problem to explain, it is the denial', () => {
    expect(microphoneProblem(failure('NotAllowedError'))).toBeNull();
    expect(microphoneProblem(failure('SecurityError'))).toBeNull();
  });
  it('says what else went wrong', () => {
    expect(microphoneProblem(failure('NotFoundError'))).toMatch(/No microphone was found/);
    expect(microphoneProblem(failure('NotReadableError'))).toMatch(/in use/);
    expect(microphoneProblem(new TypeError('mediaDevices is undefined'))).toMatch(/could not be started/);
  });
});
