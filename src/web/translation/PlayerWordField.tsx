import { MAX_PLAYER_WORD } from '../../modules/courses/translation/shared';
import type { PlayerWordRow } from './playerWordRows';

interface PlayerWordFieldProps {
  id: string;
  row: PlayerWordRow;
  language: { code: string; dir: 'ltr' | 'rtl'; hasPack: boolean };
  value: string;
  /** Why the server would not save this word, in its own words ("is not a valid message…"). */
  refused: string | undefined;
  onChange: (text: string) => void;
}

/** One of the player's words: what it is for, what the player says, and the author's own words for it. */
export function PlayerWordField({ id, row, language, value, refused, onChange }: PlayerWordFieldProps) {
  const standardId = `${id}-standard`;
  const errorId = `${id}-error`;
  return (
    <li className="player-word">
      <label htmlFor={id} className="player-word__label">
        {row.description}
      </label>
      <p id={standardId} className="player-word__standard">
        {language.hasPack ? 'Default: ' : 'Default (English): '}
        <span lang={language.hasPack ? language.code : 'en'} dir={language.hasPack ? language.dir : 'ltr'}>
          {row.standard}
        </span>
      </p>
      <input
        id={id}
        className="player-word__input"
        value={value}
        lang={language.code}
        dir={language.dir}
        maxLength={MAX_PLAYER_WORD}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${errorId} ${standardId}` : standardId}
        onChange={(event) => onChange(event.target.value)}
      />
      {refused && (
        <p id={errorId} className="field__error">
          Not saved: this {refused}.
        </p>
      )}
    </li>
  );
}
