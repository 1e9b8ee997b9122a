import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { preferredLanguagesQuery, setPreferredLanguages } from '../api/preferences';
import { chooseLanguages, translationQueries } from '../api/translation';
import { FormAlert } from '../components/FormAlert';
import { COMMON_LANGUAGES, languageName } from './languages';

interface AddLanguageProps {
  courseId: string;
  sourceLanguage: string;
  languages: string[];
  /** Languages the engine translates into from the module's language. */
  offline: (code: string) => boolean;
  selectRef: Ref<HTMLSelectElement>;
}

const MAX_PREFERRED = 20;

/** Picks a language to add: the author's usual languages first (their preferred translations), then the rest. */
export function AddLanguage({ courseId, sourceLanguage, languages, offline, selectRef }: AddLanguageProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const preferred = useQuery(preferredLanguagesQuery()).data ?? [];
  const [choice, setChoice] = useState('');
  const add = useMutation({
    mutationFn: (code: string) => chooseLanguages(courseId, [sourceLanguage, ...languages, code]),
    onSuccess: (_, code) => {
      setChoice('');
      void queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) });
      // A language the author translates into becomes one of their usual languages, offered first next time.
      if (!preferred.includes(code))
        void setPreferredLanguages([code, ...preferred].slice(0, MAX_PREFERRED)).then((saved) =>
          queryClient.setQueryData(preferredLanguagesQuery().queryKey, saved),
        );
    },
  });
  const taken = new Set([sourceLanguage, ...languages]);
  const open = (codes: readonly string[]) => codes.filter((c) => !taken.has(c));
  const usual = open(preferred);
  const others = open(COMMON_LANGUAGES)
    .filter((c) => !usual.includes(c))
    .sort((a, b) => languageName(a).localeCompare(languageName(b)));
  const option = (code: string) => (
    <option key={code} value={code}>
      {languageName(code)}
      {offline(code) ? ' · offline machine translation' : ''}
    </option>
  );

  return (
    <form
      className="field translation-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) add.mutate(choice);
      }}
    >
      <label htmlFor={id}>Add a language</label>
      <div className="translation-add__row">
        <select id={id} ref={selectRef} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose a language…</option>
          {usual.length > 0 && <optgroup label="Your languages">{usual.map(option)}</optgroup>}
          <optgroup label="All languages">{others.map(option)}</optgroup>
        </select>
        <button type="submit" className="button button--primary" disabled={!choice || add.isPending}>
          <Plus aria-hidden="true" size={16} /> Add
        </button>
      </div>
      <FormAlert error={add.error} />
    </form>
  );
}
