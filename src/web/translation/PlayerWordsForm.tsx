import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { directionOf } from '../../modules/courses/translation/shared';
import { savePlayerWords, translationQueries } from '../api/translation';
import { FormAlert } from '../components/FormAlert';
import { packOf } from '../blocks/words/all-packs';
import { languageName } from './languages';
import { PlayerWordField } from './PlayerWordField';
import { matchesFilter, playerWordRows } from './playerWordRows';
import { type RefusedWord, refusedWord } from './refusedWord';

type Words = Record<string, string>;

interface PlayerWordsFormProps {
  courseId: string;
  language: string;
  /** The author's words as the server has them. */
  saved: Words;
}

/** The words the author wrote: an empty box says the default again, so it is left out. */
const ownWords = (words: Words): Words =>
  Object.fromEntries(
    Object.entries(words)
      .map(([key, text]) => [key, text.trim()])
      .filter(([, text]) => text !== ''),
  );

const sameWords = (a: Words, b: Words) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Every word of the player in one language, found with a filter; the author's own are saved together. */
export function PlayerWordsForm({ courseId, language, saved }: PlayerWordsFormProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const rows = useMemo(() => playerWordRows(language), [language]);
  const [draft, setDraft] = useState(saved);
  const [filter, setFilter] = useState('');
  const [refused, setRefused] = useState<RefusedWord | null>(null);
  const name = languageName(language);
  const shown = rows.filter((row) => matchesFilter(row, draft[row.key] ?? '', filter));
  const unsaved = !sameWords(ownWords(draft), ownWords(saved));

  const save = useMutation({
    mutationFn: () => savePlayerWords(courseId, language, ownWords(draft)),
    onMutate: () => setRefused(null),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: translationQueries.playerWords(courseId, language).queryKey }),
    onError: (error) => {
      const word = refusedWord(error);
      if (!word) return;
      // The refused word must be on the screen to be fixed.
      if (!shown.some((row) => row.key === word.key)) setFilter('');
      setRefused(word);
    },
  });
  useEffect(() => {
    if (refused) document.getElementById(`${formId}-${refused.key}`)?.focus();
  }, [refused, formId]);

  const status = save.isPending ? 'Saving…' : unsaved ? 'Not saved yet' : save.isSuccess ? 'Saved' : '';
  return (
    <form
      className="player-words__form"
      aria-label={`Player words in ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <p className="player-words__hint">
        Write your own words for any of them; an empty box keeps the default. Learners see them once you publish.
      </p>
      <input
        type="search"
        className="player-words__filter"
        aria-label={`Filter the player words in ${name}`}
        placeholder="Filter: start, answer…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="player-words__empty">No player word matches “{filter.trim()}”.</p>
      ) : (
        <ul className="player-words__list">
          {shown.map((row) => (
            <PlayerWordField
              key={row.key}
              id={`${formId}-${row.key}`}
              row={row}
              language={{ code: language, dir: directionOf(language), hasPack: packOf(language) !== null }}
              value={draft[row.key] ?? ''}
              refused={refused?.key === row.key ? refused.reason : undefined}
              onChange={(text) => setDraft((words) => ({ ...words, [row.key]: text }))}
            />
          ))}
        </ul>
      )}
      <div className="player-words__save">
        {/* Not disabled while saving: the focus stays on the button it was on. */}
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          Save player words
        </button>
        <span role="status" className="muted">
          {status}
        </span>
      </div>
      {!refused && <FormAlert error={save.error} />}
    </form>
  );
}
