import { useQuery } from '@tanstack/react-query';
import { Ban, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { translationQueries } from '../api/translation';
import { IconButton } from '../components/Buttons';
import { ErrorState } from '../components/ErrorState';
import { AddLanguage } from './AddLanguage';
import { GlossaryButton } from './glossary/GlossaryButton';
import { LanguageRow } from './LanguageRow';
import { PlayerWords } from './PlayerWords';
import { StartInMyLanguages } from './StartInMyLanguages';
import { languageName } from './languages';
import { canMachineTranslate, engineSummary, noMachineReason } from './machinePairs';
import './translation.css';

interface TranslationsPanelProps {
  courseId: string;
  /** The module's saved revision: a new one may change what is outdated. */
  revision: number;
  flush: () => Promise<void>;
  onClose: () => void;
}

/** The module's languages: add, machine-translate, edit, export and import, remove. */
export function TranslationsPanel({ courseId, revision, flush, onClose }: TranslationsPanelProps) {
  const overview = useQuery(translationQueries.overview(courseId));
  const { refetch } = overview;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each saved revision may change what is outdated
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);
  const addSelect = useRef<HTMLSelectElement>(null);
  const count = overview.data?.translationStatus.length ?? 0;
  const previousCount = useRef(count);
  useEffect(() => {
    // A removed language's row is gone: focus goes on to adding one.
    if (count < previousCount.current) addSelect.current?.focus();
    previousCount.current = count;
  }, [count]);

  return (
    <aside className="side-panel translations-panel" aria-label="Translations">
      <header className="side-panel__header">
        <h2>Translations</h2>
        <IconButton label="Close translations" onClick={onClose}>
          <X aria-hidden="true" size={18} />
        </IconButton>
      </header>
      {overview.isPending && <p role="status">Loading languages…</p>}
      {overview.isError && (
        <ErrorState title="The languages could not be loaded" error={overview.error} onRetry={() => void refetch()} />
      )}
      {overview.data?.turnedOff && (
        <p className="translations-panel__problem" role="note">
          <Ban aria-hidden="true" size={16} /> {overview.data.turnedOff}
        </p>
      )}
      {overview.data && !overview.data.turnedOff && (
        <>
          <p className="translations-panel__source">
            Written in <strong>{languageName(overview.data.sourceLanguage)}</strong>.{' '}
            <span className="muted">
              {engineSummary(overview.data.machineTranslation, overview.data.sourceLanguage)}
            </span>
          </p>
          <PlayerWords courseId={courseId} language={overview.data.sourceLanguage} />
          {overview.data.machineTranslation.problem && (
            <p className="translations-panel__problem" role="note">
              {overview.data.machineTranslation.problem}
            </p>
          )}
          {count === 0 ? (
            <p className="translations-panel__empty">
              No translations yet. Add a language: you can machine-translate it, edit it beside the original, or send it
              to a translator as an XLIFF file. Learners choose among the languages you publish.
            </p>
          ) : (
            <ul className="translation-languages">
              {overview.data.translationStatus.map((status) => (
                <LanguageRow
                  key={status.lang}
                  courseId={courseId}
                  status={status}
                  flush={flush}
                  noMachine={noMachineReason(
                    overview.data.machineTranslation,
                    overview.data.sourceLanguage,
                    status.lang,
                  )}
                />
              ))}
            </ul>
          )}
          <AddLanguage
            courseId={courseId}
            sourceLanguage={overview.data.sourceLanguage}
            languages={overview.data.translationStatus.map((s) => s.lang)}
            offline={(code) =>
              overview.data.machineTranslation.pairs !== 'any' &&
              canMachineTranslate(overview.data.machineTranslation, overview.data.sourceLanguage, code)
            }
            selectRef={addSelect}
          />
          <StartInMyLanguages sourceLanguage={overview.data.sourceLanguage} />
          <GlossaryButton />
        </>
      )}
    </aside>
  );
}
