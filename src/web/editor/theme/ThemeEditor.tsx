import { useEffect, useId, useState, type FormEvent } from 'react';
import { THEME_NAME_MAX, THEME_NAME_MIN, type ThemeLook } from '../../../modules/themes/shared';
import { SelectField } from '../../blocks/SelectField';
import { ColourField } from './ColourField';
import { ContrastWarnings } from './ContrastWarnings';
import { FontSelect } from './FontSelect';
import { ThemeImageField } from './ThemeImageField';

export type ThemeDraft = { name: string; look: ThemeLook };

interface ThemeEditorProps {
  title: string;
  initial: ThemeDraft;
  saving: boolean;
  /** The server's refusal, shown under the name when it is about the name. */
  error: { message: string; field?: string } | null;
  /** Each change as it is made, so the module behind shows the theme being edited. */
  onPreview: (look: ThemeLook) => void;
  onSave: (draft: ThemeDraft) => void;
  onCancel: () => void;
}

const TEXTS = [
  { label: 'Headings', font: 'headingFont', colour: 'headingColor' },
  { label: 'Subheadings', font: 'subHeadingFont', colour: 'subHeadingColor' },
  { label: 'Description', font: 'descriptionFont', colour: 'descriptionColor' },
  { label: 'Paragraphs', font: 'paragraphFont', colour: 'paragraphColor' },
] as const;

const QUESTION_COLOURS = [
  { label: 'Question title', key: 'questionTitleColor' },
  { label: 'Options', key: 'questionOptionColor' },
  { label: 'Buttons', key: 'questionActionColor' },
  { label: 'Button text', key: 'questionActionTextColor' },
  { label: 'Question background', key: 'questionBgColor' },
] as const;

/** SPEC §5: 5 to 100 characters after trimming (uniqueness is the server's to say). */
function nameProblem(name: string): string | null {
  const length = name.trim().length;
  if (length === 0) return 'Theme name is required';
  if (length < THEME_NAME_MIN || length > THEME_NAME_MAX)
    return `Theme name must be ${THEME_NAME_MIN} to ${THEME_NAME_MAX} characters`;
  return null;
}

/** Every field of a theme (SPEC §3), the module behind showing it live, contrast checked before saving. */
export function ThemeEditor({ title, initial, saving, error, onPreview, onSave, onCancel }: ThemeEditorProps) {
  const [name, setName] = useState(initial.name);
  const [look, setLook] = useState(initial.look);
  const [tried, setTried] = useState(false);
  const nameId = useId();
  const set = <K extends keyof ThemeLook>(key: K, value: ThemeLook[K]) => setLook((l) => ({ ...l, [key]: value }));
  useEffect(() => onPreview(look), [look, onPreview]);

  const problem = nameProblem(name);
  const nameError = (tried && problem) || (error?.field === 'name' ? error.message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) document.getElementById(nameId)?.focus();
    else onSave({ name: name.trim(), look });
  };

  return (
    <form className="theme-editor" onSubmit={submit} noValidate aria-labelledby={`${nameId}-title`}>
      <h3 id={`${nameId}-title`} className="theme-editor__title">
        {title}
      </h3>
      <div className="field">
        <label htmlFor={nameId}>Theme name</label>
        <input
          id={nameId}
          value={name}
          maxLength={THEME_NAME_MAX + 20}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        {nameError && (
          <p id={`${nameId}-error`} className="field__error">
            {nameError}
          </p>
        )}
      </div>

      <fieldset>
        <legend>Logo</legend>
        <ThemeImageField
          label="Logo"
          showLabel={false}
          value={look.logoImage}
          onChange={(url) => set('logoImage', url)}
        />
        <div className="theme-editor__pair">
          <SelectField
            label="Placement"
            value={look.logoPlacement}
            choices={{ left: 'Left', center: 'Centre', right: 'Right' }}
            onChange={(v) => set('logoPlacement', v)}
          />
          <SelectField
            label="Size"
            value={look.logoSize}
            choices={{ small: 'Small', medium: 'Medium', large: 'Large' }}
            onChange={(v) => set('logoSize', v)}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend>Page</legend>
        <SelectField
          label="Cover"
          value={look.coverStyle}
          choices={{ band: 'Colour band', centered: 'Centred', split: 'Split', plain: 'Plain' }}
          onChange={(v) => set('coverStyle', v)}
        />
        <ColourField label="Page background" value={look.docBgColor} onChange={(v) => set('docBgColor', v)} />
        <ColourField label="Frame colour" value={look.frameBgColor} onChange={(v) => set('frameBgColor', v)} />
        <ThemeImageField label="Frame image" value={look.frameBgImage} onChange={(url) => set('frameBgImage', url)} />
        <SelectField
          label="Frame image placement"
          value={look.frameBgPlacement}
          choices={{ fill: 'Fill', fit: 'Fit', tile: 'Tile' }}
          onChange={(v) => set('frameBgPlacement', v)}
        />
      </fieldset>

      <fieldset>
        <legend>Text</legend>
        {TEXTS.map((t) => (
          <div key={t.label} className="theme-editor__pair">
            <FontSelect label={`${t.label} font`} value={look[t.font]} onChange={(v) => set(t.font, v)} />
            <ColourField label={`${t.label} colour`} value={look[t.colour]} onChange={(v) => set(t.colour, v)} />
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend>Questions</legend>
        <SelectField
          label="Question style"
          value={look.questionStyle}
          choices={{ outlined: 'Outlined', filled: 'Filled', pill: 'Rounded' }}
          onChange={(v) => set('questionStyle', v)}
        />
        {QUESTION_COLOURS.map((c) => (
          <ColourField key={c.key} label={c.label} value={look[c.key]} onChange={(v) => set(c.key, v)} />
        ))}
      </fieldset>

      <ContrastWarnings look={look} />
      {error && error.field !== 'name' && (
        <p className="alert" role="alert">
          {error.message}
        </p>
      )}
      <div className="theme-editor__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save theme'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
