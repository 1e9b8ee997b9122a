import { useMutation } from '@tanstack/react-query';
import { Plus, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { suggestLabels } from '../../api/ai';
import { describeError } from '../../api/errors';
import type { LabelSuggestionsProps } from '../../dashboard/LabelSuggestions';
import { hasLabel } from '../../dashboard/labels';
import { AiNote } from '../AiNote';
import { useAssistant } from '../useAssistant';
import './suggestedLabels.css';

/** "Suggest labels": the assistant's labels for the module, each one added with a click (or all at once). */
export function SuggestedLabels({ courseId, present, onAdd }: LabelSuggestionsProps) {
  const { enabled, noteFailure } = useAssistant();
  const suggest = useMutation({ mutationFn: () => suggestLabels(courseId), onError: noteFailure });
  const list = useRef<HTMLUListElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  /** After an addition its chip goes: the focus goes to the chip now at that place, or back to the button. */
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const tags = suggest.data?.tags;
  const shown = (tags ?? []).filter((tag) => !hasLabel(present, tag));
  useEffect(() => {
    if (focusAt === null) return;
    const chips = list.current?.querySelectorAll<HTMLElement>('button') ?? [];
    (chips[Math.min(focusAt, chips.length - 1)] ?? askButton.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  if (!enabled) return null;
  const add = (labels: string[], at: number) => {
    onAdd(labels);
    setFocusAt(at);
  };
  return (
    <section className="suggested-labels" aria-label="Labels the assistant suggests">
      <div className="suggested-labels__ask">
        <button
          ref={askButton}
          type="button"
          className="button"
          aria-busy={suggest.isPending}
          aria-disabled={suggest.isPending}
          onClick={() => {
            if (!suggest.isPending) suggest.mutate(undefined, { onSuccess: () => setFocusAt(0) });
          }}
        >
          <Sparkles aria-hidden="true" size={16} />
          {suggest.isPending ? 'Suggesting…' : tags ? 'Suggest again' : 'Suggest labels'}
        </button>
        {shown.length > 1 && (
          <button type="button" className="link-button" onClick={() => add(shown, shown.length)}>
            Add all
          </button>
        )}
      </div>
      {tags && shown.length > 0 && (
        <ul ref={list} className="label-filter" aria-label="Suggestions">
          {shown.map((tag, at) => (
            <li key={tag}>
              <button type="button" className="chip" aria-label={`Add label ${tag}`} onClick={() => add([tag], at)}>
                <Plus aria-hidden="true" size={14} />
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tags && shown.length === 0 && (
        <p className="muted" role="status">
          {tags.length === 0
            ? 'No suggestions for this module yet — add some text first.'
            : 'Every suggestion is on the module already.'}
        </p>
      )}
      {suggest.isError && (
        <p className="field__error" role="alert">
          {describeError(suggest.error)}
        </p>
      )}
      <AiNote />
    </section>
  );
}
