import { Check, LoaderCircle, Sparkles, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Block } from '../../../modules/courses/content';
import { useEditingCourse, useSavePending } from '../../blocks/media/EditingCourse';
import { Button } from '../../components/Buttons';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { AiNote } from '../AiNote';
import { useMarkAiUsed } from '../aiUsed';
import { useAssistant } from '../useAssistant';
import { type AssistAction, accept, actionTitle, questionFor, type Suggestion } from './assistActions';
import { type AssistChoice, closeAssist, useAssistChoice } from './assistChoice';
import { requestSuggestion } from './requestSuggestion';
import { SuggestionView } from './SuggestionView';
import { type SuggestionState, useSuggestion } from '../useSuggestion';
import './assist.css';

interface AssistPanelProps {
  block: Block;
  onChange: (next: Block) => void;
}

/**
 * Under a block's editor: what the author asked of the assistant in the block's menu, and its suggestion.
 * Nothing more until something is asked: a module's hundreds of cards each hold one.
 */
export function AssistPanel({ block, onChange }: AssistPanelProps) {
  const choice = useAssistChoice(block.id);
  const blockId = block.id;
  // The block is gone: nothing is left open to come back later.
  useEffect(() => () => closeAssist(blockId), [blockId]);
  return choice ? <AskedAssistPanel block={block} onChange={onChange} choice={choice} /> : null;
}

function AskedAssistPanel({ block, onChange, choice }: AssistPanelProps & { choice: AssistChoice }) {
  const { enabled } = useAssistant();
  const blockId = block.id;
  // Turned off: nothing is left open to come back later.
  useEffect(() => {
    if (!enabled) closeAssist(blockId);
  }, [enabled, blockId]);
  if (!enabled) return null;
  const close = () => {
    closeAssist(blockId);
    choice.trigger?.focus();
  };
  // One body per pick: a new pick starts with a fresh request and a fresh field.
  return <AssistPanelBody key={choice.id} block={block} onChange={onChange} action={choice.action} close={close} />;
}

/** The panel's controls are gone at once when the assistant is refused: the toast says why. */
const ASSISTANT_GONE = 'The AI assistant is no longer available to you.';

/** What takes the focus as the panel's state changes: what just appeared. */
const FOCUS = '[data-assist-focus]';

function AssistPanelBody({
  block,
  onChange,
  action,
  close,
}: AssistPanelProps & { action: AssistAction; close: () => void }) {
  const courseId = useEditingCourse();
  const savePending = useSavePending();
  const markAiUsed = useMarkAiUsed();
  const question = questionFor(action, block);
  const [prompt, setPrompt] = useState(question?.initial ?? '');
  const { state, request, reset } = useSuggestion<Suggestion>({ deniedMessage: ASSISTANT_GONE });
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const run = () => request((signal) => requestSuggestion(action, { courseId, block, prompt, savePending }, signal));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per pick (the body is keyed by it); a question waits for its answer
  useEffect(() => {
    if (!question) void run();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new phase shows something new to focus
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUS)?.focus();
  }, [state.phase]);

  const writing = state.phase === 'writing';
  // Cancelling a question's request keeps the question and its answer; anything else closes the panel.
  const cancel = question ? reset : close;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <div
      ref={panel}
      className="assist-panel"
      role="group"
      aria-labelledby={titleId}
      aria-busy={writing}
      onKeyDown={onKeyDown}
    >
      <p className="assist-panel__title" id={titleId}>
        <Sparkles aria-hidden="true" size={16} />
        {actionTitle(action)}
      </p>
      {question && (
        <form className="assist-panel__question" onSubmit={onSubmit}>
          <TextField
            label={question.label}
            name="assist-prompt"
            placeholder={question.placeholder}
            maxLength={question.maxLength}
            required
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            data-assist-focus={state.phase === 'idle' || state.phase === 'failed' || undefined}
          />
          <button type="submit" className="button">
            {question.submit}
          </button>
        </form>
      )}
      <PanelState
        state={state}
        block={block}
        retry={question ? null : run}
        cancel={cancel}
        accept={(suggestion) => {
          onChange(accept(block, suggestion));
          markAiUsed();
          close();
        }}
        close={close}
      />
      <AiNote />
    </div>
  );
}

interface PanelStateProps {
  state: SuggestionState<Suggestion>;
  block: Block;
  /** Asks again; null when the question's form does. */
  retry: (() => void) | null;
  cancel: () => void;
  accept: (suggestion: Suggestion) => void;
  close: () => void;
}

function PanelState({ state, block, retry, cancel, accept: acceptSuggestion, close }: PanelStateProps) {
  const warningId = useId();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'writing':
      return (
        <div className="assist-panel__row">
          <p className="assist-panel__writing" role="status">
            <LoaderCircle aria-hidden="true" size={16} className="assist-spinner" />
            The assistant is writing…
          </p>
          <Button onClick={cancel} data-assist-focus>
            Cancel
          </Button>
        </div>
      );
    case 'failed':
      return (
        <>
          <FormAlert error={state.error} />
          <div className="assist-panel__row">
            {retry && (
              <Button onClick={retry} data-assist-focus>
                Try again
              </Button>
            )}
            <Button onClick={close}>Close</Button>
          </div>
        </>
      );
    case 'suggested': {
      if (state.suggestion.kind === 'unchanged')
        return (
          <div className="assist-panel__row">
            <p className="assist-panel__note" role="status" tabIndex={-1} data-assist-focus>
              {state.suggestion.note}
            </p>
            <Button onClick={close}>Close</Button>
          </div>
        );
      const warning = state.suggestion.kind === 'text' ? state.suggestion.warning : undefined;
      return (
        <>
          <div className="assist-suggestion" role="group" aria-label="Suggestion" tabIndex={-1} data-assist-focus>
            <SuggestionView block={block} suggestion={state.suggestion} />
          </div>
          {warning && (
            <p className="assist-panel__warning" role="note" id={warningId}>
              {warning}
            </p>
          )}
          <div className="assist-panel__row">
            {/* Tabbing from the suggestion lands on Accept: it says what accepting loses. */}
            <button
              type="button"
              className="button button--primary"
              aria-describedby={warning ? warningId : undefined}
              onClick={() => acceptSuggestion(state.suggestion)}
            >
              <Check aria-hidden="true" size={16} />
              Accept
            </button>
            <Button onClick={close}>
              <X aria-hidden="true" size={16} />
              Discard
            </Button>
          </div>
        </>
      );
    }
  }
}
