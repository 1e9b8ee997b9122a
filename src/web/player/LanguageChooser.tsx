import { Languages } from 'lucide-react';
import { useId } from 'react';
import type { LearnerModule } from '../../modules/delivery/shared';
import { Say } from '../blocks/LearnerWords';
import { nativeLanguageName } from '../format/languageName';

type Props = {
  languages: LearnerModule['languages'];
  /** The language the module is shown in. */
  current: string;
  /** A language being loaded: the choice shows it, the module follows when it is there. */
  pending: string | null;
  onChoose: (language: string) => void;
};

/**
 * The learner's choice among the module's languages: a native select (keyboard and screen readers
 * know it), each language named in itself and marked with its `lang`, so it is read in its own voice.
 */
export function LanguageChooser({ languages, current, pending, onChoose }: Props) {
  const id = useId();
  return (
    <div className="player-language">
      <label htmlFor={id} className="player-language__label">
        <Languages aria-hidden="true" size={18} />
        <span className="visually-hidden">
          <Say word="bar.language" />
        </span>
      </label>
      <select
        id={id}
        className="player-language__select"
        value={pending ?? current}
        aria-busy={pending !== null}
        onChange={(event) => onChoose(event.target.value)}
      >
        {languages.map(({ code, dir }) => (
          <option key={code} value={code} lang={code} dir={dir}>
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
