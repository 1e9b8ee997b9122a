import type { Editor } from '@tiptap/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { SnapshotFrom } from 'xstate';
import { useAssistant } from '../useAssistant';
import { dictatedText } from './dictatedText';
import { dictationMachine } from './dictation.machine';

/** The module's language; every module is in English for now. */
const LANGUAGE = 'en';

export type DictationStatus = 'idle' | 'asking' | 'recording' | 'transcribing' | 'failed';

const ANNOUNCEMENTS: Record<DictationStatus, string> = {
  idle: '',
  asking: 'Waiting for the microphone…',
  recording: 'Recording',
  transcribing: 'Transcribing…',
  failed: '',
};

/** Stopping waits a moment for the recorder's last bytes: for the author it is transcribing already. */
const statusOf = (snapshot: SnapshotFrom<typeof dictationMachine>): DictationStatus => {
  if (snapshot.matches({ capturing: 'asking' })) return 'asking';
  if (snapshot.matches({ capturing: 'recording' })) return 'recording';
  if (snapshot.matches('capturing')) return 'transcribing';
  return snapshot.value as 'idle' | 'transcribing' | 'failed';
};

/**
 * Dictation into a text block's editor: the words go in at the caret through the editor's own
 * change (and so its autosave), and focus returns to the text; Cancel (or dismissing a failure)
 * returns it to Dictate. The assistant turned off meanwhile ends the dictation with its controls.
 */
export function useDictation(editor: Editor | null) {
  const { enabled, noteFailure } = useAssistant();
  const actor = useActorRef(dictationMachine, { input: { language: LANGUAGE } });
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editor) return;
    const inserted = actor.on('transcribed', ({ text }) => {
      const { $from } = editor.state.selection;
      const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 2), $from.parentOffset);
      editor.chain().focus().insertContent(dictatedText(text, before)).run();
    });
    return () => inserted.unsubscribe();
  }, [actor, editor]);
  useEffect(() => {
    const failed = actor.on('transcriptionFailed', ({ error }) => noteFailure(error));
    return () => failed.unsubscribe();
  }, [actor, noteFailure]);
  useEffect(() => {
    if (!enabled) actor.send({ type: 'cancel' });
  }, [actor, enabled]);

  const state = useSelector(
    actor,
    (s) => ({
      status: statusOf(s),
      secondsLeft: s.context.secondsLeft,
      error: s.context.error,
      inserted: s.context.inserted,
    }),
    (a, b) =>
      a.status === b.status && a.secondsLeft === b.secondsLeft && a.error === b.error && a.inserted === b.inserted,
  );
  const cancel = () => {
    // Rendered at once: Dictate is enabled again before it takes focus.
    flushSync(() => actor.send({ type: 'cancel' }));
    trigger.current?.focus();
  };

  return {
    enabled,
    ...state,
    announcement: state.status === 'idle' && state.inserted ? 'Inserted dictated text' : ANNOUNCEMENTS[state.status],
    trigger,
    start: () => actor.send({ type: 'start' }),
    stop: () => actor.send({ type: 'stop' }),
    cancel,
  };
}

export type Dictation = ReturnType<typeof useDictation>;
