import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type GlossaryTerm, glossaryQueries, removeGlossaryTerm } from '../../api/glossary';
import { IconButton } from '../../components/Buttons';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { languageName } from '../languages';
import { GlossaryTermForm } from './GlossaryTermForm';
import './glossary.css';

/** How a term translates, in a few words: "Spanish: Comprobar · Catalan: Comprovar", or never. */
const translationsOf = (term: GlossaryTerm) =>
  term.keep
    ? 'Never translated'
    : Object.entries(term.translations)
        .map(([code, text]) => `${languageName(code)}: ${text}`)
        .join(' · ');

/**
 * The organisation's glossary: terms machine translation must translate one way, or never. Every
 * author of the organisation sees and keeps it.
 */
export function GlossaryEditor() {
  const queryClient = useQueryClient();
  const terms = useQuery(glossaryQueries.terms());
  const [editing, setEditing] = useState<string | null>(null);
  /** Each term added empties the form for the next one. */
  const [added, setAdded] = useState(0);
  const remove = useMutation({
    mutationFn: removeGlossaryTerm,
    onSuccess: (left) => queryClient.setQueryData(glossaryQueries.terms().queryKey, left),
  });
  return (
    <div className="glossary">
      <p>
        Machine translation uses these terms as they are here, after your translation memory and before the engine:
        product names stay as they are, house terms translate one way.
      </p>
      {terms.isPending && <p role="status">Loading the glossary…</p>}
      {terms.isError && (
        <ErrorState title="The glossary could not be loaded" error={terms.error} onRetry={() => void terms.refetch()} />
      )}
      {terms.data?.length === 0 && <p className="muted">No terms yet.</p>}
      {terms.data && terms.data.length > 0 && (
        <ul className="glossary__terms" aria-label="Glossary terms">
          {terms.data.map((term) =>
            editing === term.termId ? (
              <li key={term.termId}>
                <GlossaryTermForm editing={term} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={term.termId} className="glossary__term">
                <span lang={term.language} className="glossary__words">
                  {term.term}
                </span>
                <span className="glossary__translations muted">{translationsOf(term)}</span>
                <span className="glossary__actions">
                  <IconButton label={`Change “${term.term}”`} onClick={() => setEditing(term.termId)}>
                    <Pencil aria-hidden="true" size={16} />
                  </IconButton>
                  <IconButton
                    label={`Remove “${term.term}”`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(term.termId)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </IconButton>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      <FormAlert error={remove.error} />
      {editing === null && <GlossaryTermForm key={added} onDone={() => setAdded((n) => n + 1)} />}
    </div>
  );
}
