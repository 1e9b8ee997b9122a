import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { translationQueries } from '../api/translation';
import { ErrorState } from '../components/ErrorState';
import { languageName } from './languages';
import { NoPackNotice } from './NoPackNotice';
import { PlayerWordsForm } from './PlayerWordsForm';

/**
 * The player's own words in one of the module's languages ("Start", "Check answer"…), behind a
 * disclosure that counts the author's changes. Once opened the form stays (hidden when closed), so
 * closing it loses no typed word.
 */
export function PlayerWords({ courseId, language }: { courseId: string; language: string }) {
  const words = useQuery(translationQueries.playerWords(courseId, language));
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const contentId = useId();
  const changed = Object.keys(words.data?.words ?? {}).length;
  return (
    <div className="player-words">
      <NoPackNotice language={language} />
      <button
        type="button"
        className="player-words__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <ChevronRight aria-hidden="true" size={16} className="player-words__chevron" />
        Player words<span className="visually-hidden"> in {languageName(language)}</span>
        {changed > 0 && ` (${changed} changed)`}
      </button>
      <div id={contentId} hidden={!open}>
        {opened && words.isPending && <p role="status">Loading the player words…</p>}
        {opened && words.isError && (
          <ErrorState
            title="The player words could not be loaded"
            error={words.error}
            onRetry={() => void words.refetch()}
          />
        )}
        {opened && words.data && <PlayerWordsForm courseId={courseId} language={language} saved={words.data.words} />}
      </div>
    </div>
  );
}
