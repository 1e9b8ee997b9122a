import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type GlossaryTerm, glossaryQueries, saveGlossaryTerm } from '../../api/glossary';
import { IconButton } from '../../components/Buttons';
import { FormAlert } from '../../components/FormAlert';
import { COMMON_LANGUAGES, languageName } from '../languages';

type Translation = { language: string; text: string };

interface GlossaryTermFormProps {
  /** The term to change; a new one when absent. */
  editing?: GlossaryTerm;
  onDone: () => void;
}

const BY_NAME = [...COMMON_LANGUAGES].sort((a, b) => languageName(a).localeCompare(languageName(b)));
const languageOptions = BY_NAME.map((code) => (
  <option key={code} value={code}>
    {languageName(code)}
  </option>
));

/** A term, and either its one translation per language or "never translate". */
export function GlossaryTermForm({ editing, onDone }: GlossaryTermFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(editing?.term ?? '');
  const [language, setLanguage] = useState(editing?.language ?? 'en');
  const [keep, setKeep] = useState(editing?.keep ?? false);
  const [translations, setTranslations] = useState<Translation[]>(() => {
    const saved = Object.entries(editing?.translations ?? {}).map(([code, text]) => ({ language: code, text }));
    return saved.length ? saved : [{ language: 'es', text: '' }];
  });
  const save = useMutation({
    mutationFn: () =>
      saveGlossaryTerm(
        {
          term,
          language,
          keep,
          translations: keep
            ? {}
            : Object.fromEntries(translations.filter((t) => t.text.trim()).map((t) => [t.language, t.text])),
        },
        editing?.termId,
      ),
    onSuccess: (terms) => {
      queryClient.setQueryData(glossaryQueries.terms().queryKey, terms);
      onDone();
    },
  });
  const change = (index: number, patch: Partial<Translation>) =>
    setTranslations(translations.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  return (
    <form
      className="glossary-form"
      aria-label={editing ? `Change “${editing.term}”` : 'Add a term'}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="glossary-form__term">
        <div className="field">
          <label htmlFor={`${id}-term`}>Term</label>
          <input
            id={`${id}-term`}
            value={term}
            maxLength={100}
            required
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>Written in</label>
          <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)}>
            {languageOptions}
          </select>
        </div>
      </div>
      <label className="glossary-form__keep">
        <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} /> Never translate it
        (a name, a brand)
      </label>
      {!keep && (
        <fieldset className="field glossary-form__translations">
          <legend>Always translate it as</legend>
          {translations.map((translation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
            <div key={index} className="glossary-form__translation">
              <select
                aria-label={`Language ${index + 1}`}
                value={translation.language}
                onChange={(event) => change(index, { language: event.target.value })}
              >
                {languageOptions}
              </select>
              <input
                aria-label={`Translation into ${languageName(translation.language)}`}
                value={translation.text}
                maxLength={100}
                onChange={(event) => change(index, { text: event.target.value })}
              />
              {translations.length > 1 && (
                <IconButton
                  label={`Remove the ${languageName(translation.language)} translation`}
                  onClick={() => setTranslations(translations.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" size={16} />
                </IconButton>
              )}
            </div>
          ))}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setTranslations([...translations, { language: 'ca', text: '' }])}
          >
            <Plus aria-hidden="true" size={16} /> Another language
          </button>
        </fieldset>
      )}
      <FormAlert error={save.error} />
      <div className="glossary-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {editing ? 'Save term' : 'Add term'}
        </button>
        {editing && (
          <button type="button" className="button button--quiet" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
