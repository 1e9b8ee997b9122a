import { ArrowLeft, ListPlus, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Buttons';
import { AiNote } from '../AiNote';
import { type EditableOutline, type EditableSection, hasContent, movedBy, newSection } from './editableOutline';
import { focusName, HEADING_MAX, OutlineSectionFields } from './OutlineSectionFields';

const DESCRIPTION_MAX = 1000;
const ADD_SECTION = 'add-section';

interface ReviewStepProps {
  outline: EditableOutline;
  onChange: (outline: EditableOutline) => void;
  /** The module's own title, which it keeps (null when it has none yet: the outline's title is used). */
  keptTitle: string | null;
  onBack: () => void;
  onAdd: () => void;
}

/** Step 2: the outline, every part of it editable, before it becomes blocks. */
export function ReviewStep({ outline, onChange, keptTitle, onBack, onAdd }: ReviewStepProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    form.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const { sections } = outline;
  const setSections = (next: EditableSection[]) => onChange({ ...outline, sections: next });
  const move = (index: number, step: -1 | 1) => {
    const section = sections[index]!;
    const to = index + step;
    setSections(movedBy(sections, index, step));
    // At an end the button pressed is disabled: the focus goes to the other one.
    const [pressed, other] = step < 0 ? [focusName.up, focusName.down] : [focusName.down, focusName.up];
    setFocusTarget((to === 0 || to === sections.length - 1 ? other : pressed)(section));
  };
  const remove = (index: number) => {
    const neighbour = sections[index + 1] ?? sections[index - 1];
    setSections(sections.filter((_, i) => i !== index));
    setFocusTarget(neighbour ? focusName.heading(neighbour) : ADD_SECTION);
  };
  const addSection = () => {
    const section = newSection();
    setSections([...sections, section]);
    setFocusTarget(focusName.heading(section));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasContent(outline)) onAdd();
  };

  return (
    <form ref={form} className="form outline-wizard__form" onSubmit={submit} noValidate>
      <p className="outline-wizard__step">Step 2 of 2: review the outline</p>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={outline.title}
          maxLength={HEADING_MAX}
          aria-describedby={keptTitle === null ? undefined : `${id}-title-hint`}
          onChange={(event) => onChange({ ...outline, title: event.target.value })}
          data-autofocus
        />
        {keptTitle !== null && (
          <p id={`${id}-title-hint`} className="field__hint">
            The module keeps its title, “{keptTitle}”: this one and the description are used for an untitled module.
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          className="outline-wizard__description"
          value={outline.description}
          maxLength={DESCRIPTION_MAX}
          onChange={(event) => onChange({ ...outline, description: event.target.value })}
        />
      </div>
      {sections.length > 0 ? (
        <ol className="outline-sections" aria-label="Sections">
          {sections.map((section, index) => (
            <OutlineSectionFields
              key={section.key}
              section={section}
              index={index}
              count={sections.length}
              onChange={(next) => setSections(sections.map((s) => (s.key === next.key ? next : s)))}
              onMove={(step) => move(index, step)}
              onRemove={() => remove(index)}
              focus={setFocusTarget}
            />
          ))}
        </ol>
      ) : (
        <p className="muted">No sections left. Add one, or go back and write the outline again.</p>
      )}
      <div>
        <Button data-focus={ADD_SECTION} onClick={addSection}>
          <Plus aria-hidden="true" size={16} />
          Add a section
        </Button>
      </div>
      <AiNote />
      <div className="dialog__actions">
        <Button onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back
        </Button>
        <button type="submit" className="button button--primary" disabled={!hasContent(outline)}>
          <ListPlus aria-hidden="true" size={16} />
          Add to module
        </button>
      </div>
    </form>
  );
}
