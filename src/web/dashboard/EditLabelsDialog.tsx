import { Suspense, useContext, useRef, useState, type FormEvent } from 'react';
import type { CourseSummary } from '../api/courses';
import { Dialog } from '../components/Dialog';
import { FormAlert } from '../components/FormAlert';
import { courseTitle } from '../format/courseTitle';
import { LabelCombobox } from './LabelCombobox';
import { LabelSuggestions } from './LabelSuggestions';
import { addLabel } from './labels';
import { useSaveLabels } from './useSaveLabels';
import { Button, SubmitButton } from '../components/Buttons';

interface EditLabelsDialogProps {
  course: Pick<CourseSummary, 'id' | 'title' | 'tags'>;
  /** The labels as saved. */
  onSaved?: (labels: string[]) => void;
  onClose: () => void;
}

/** Edits a module's labels locally; Save sends the difference. */
export function EditLabelsDialog({ course, onSaved, onClose }: EditLabelsDialogProps) {
  const [labels, setLabels] = useState(course.tags);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLabels();
  const input = useRef<HTMLInputElement>(null);
  const Suggestions = useContext(LabelSuggestions);

  /** The labels with `label` added, or null (and the reason shown) when it is refused. */
  const withLabel = (current: string[], label: string): string[] | null => {
    const addition = addLabel(current, label);
    setProblem('error' in addition ? addition.error : null);
    return 'labels' in addition ? addition.labels : null;
  };

  const add = (label: string) => {
    const next = withLabel(labels, label);
    if (next) setLabels(next);
    return next !== null;
  };

  /** The suggested labels, in order, until one is refused. */
  const addSuggested = (suggested: string[]) => {
    let next = labels;
    for (const label of suggested) {
      const more = withLabel(next, label);
      if (!more) break;
      next = more;
    }
    setLabels(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What is still in the input counts: nobody expects it to be dropped.
    const after = typed.trim() ? withLabel(labels, typed) : labels;
    if (!after) return;
    save.mutate(
      { courseId: course.id, before: course.tags, after },
      {
        onSuccess: () => {
          onSaved?.(after);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={`Labels of ${courseTitle(course)}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {labels.length > 0 ? (
          <ul className="labels" aria-label="Current labels">
            {labels.map((label) => (
              <li key={label} className="label label--removable">
                {label}
                <button
                  type="button"
                  className="label__remove"
                  aria-label={`Remove label ${label}`}
                  onClick={() => {
                    setLabels(labels.filter((other) => other !== label));
                    input.current?.focus(); // The button goes away; the focus must not.
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No labels yet.</p>
        )}
        <LabelCombobox value={typed} onValueChange={setTyped} onAdd={add} present={labels} inputRef={input} />
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        {Suggestions && (
          // The suggestions may load after the dialog: the dialog shows meanwhile.
          <Suspense fallback={null}>
            <Suggestions courseId={course.id} present={labels} onAdd={addSuggested} />
          </Suspense>
        )}
        <FormAlert error={save.error} />
        <div className="dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton busy={save.isPending}>Save</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
