import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Languages } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { type LanguageStatus, machineTranslate, reviewLanguage, translationQueries } from '../api/translation';
import { Button } from '../components/Buttons';
import { FormAlert } from '../components/FormAlert';
import { SaveIndicator } from '../components/SaveIndicator';
import { useToast } from '../components/ToastProvider';
import type { SaveStatus } from '../machines/saveQueue.machine';
import { languageName } from './languages';
import { LANGUAGE_STATE_LABELS, machineResultMessage } from './states';

interface TranslationBarProps {
  courseId: string;
  moduleTitle: string;
  status: LanguageStatus;
  /** Every language of the module, to switch between them. */
  languages: string[];
  reviewed: boolean;
  saveStatus: SaveStatus;
  /** Why machine translation is not offered for this language, or null. */
  noMachine: string | null;
  flush: () => Promise<void>;
}

/** The language being translated: where it stands, saving, switching language, machine translation and review. */
export function TranslationBar(props: TranslationBarProps) {
  const { courseId, status, reviewed, noMachine, flush } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const name = languageName(status.lang);
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) });
  const translate = useMutation({
    mutationFn: async () => {
      await flush();
      return machineTranslate(courseId, status.lang);
    },
    onSuccess: ({ results }) => {
      toast({ message: machineResultMessage(name, results[0]) });
      void refresh();
    },
  });
  const review = useMutation({
    mutationFn: async (mark: boolean) => {
      await flush();
      return reviewLanguage(courseId, status.lang, mark);
    },
    onSuccess: (_, mark) => {
      toast({ message: mark ? `${name} is marked translated` : `${name} is back in review` });
      void refresh();
    },
  });
  const toDo = status.missing + status.outdated;
  const reviewBlocked = !reviewed && toDo > 0 ? `${toDo} field${toDo === 1 ? '' : 's'} still to translate` : null;

  return (
    <header className="editor-bar translation-bar">
      <Link to={`/edit/${encodeURIComponent(courseId)}`} className="editor-bar__back">
        <ArrowLeft aria-hidden="true" size={16} />{' '}
        <span className="editor-bar__label editor-bar__label--laptop">Back to the module</span>
      </Link>
      <div className="translation-bar__title">
        <h1>{name} translation</h1>
        <span className="muted translation-bar__module">{props.moduleTitle}</span>
      </div>
      <div className="translation-bar__progress-box">
        <span className={`badge badge--translation-${status.state}`}>{LANGUAGE_STATE_LABELS[status.state]}</span>
        <progress
          className="translation-bar__progress"
          max={status.total || 1}
          value={status.translated}
          aria-label={`${status.translated} of ${status.total} fields translated`}
        />
        <span className="muted">
          {status.translated}/{status.total}
        </span>
        <SaveIndicator status={props.saveStatus} />
      </div>
      <div className="editor-bar__actions" role="toolbar" aria-label="Translation actions">
        <div className="field translation-bar__language">
          <label className="visually-hidden" htmlFor="translation-language">
            Language
          </label>
          <select
            id="translation-language"
            value={status.lang}
            onChange={async (event) => {
              // Read before waiting: React puts the controlled value back when the handler returns.
              const code = event.target.value;
              await flush();
              navigate(`/edit/${encodeURIComponent(courseId)}/translate/${encodeURIComponent(code)}`);
            }}
          >
            {props.languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={noMachine !== null || translate.isPending || toDo === 0}
          title={noMachine ?? (toDo === 0 ? 'Every field is translated' : undefined)}
          onClick={() => translate.mutate()}
        >
          <Languages aria-hidden="true" size={16} />
          {translate.isPending ? 'Translating…' : toDo ? `Machine-translate ${toDo} left` : 'Machine-translate'}
        </Button>
        <button
          type="button"
          className={`button${reviewed ? '' : ' button--primary'}`}
          aria-pressed={reviewed}
          disabled={reviewBlocked !== null || review.isPending}
          title={reviewBlocked ?? undefined}
          onClick={() => review.mutate(!reviewed)}
        >
          <CheckCircle2 aria-hidden="true" size={16} />
          {reviewed ? 'Marked translated' : 'Mark as translated'}
        </button>
      </div>
      <FormAlert error={translate.error ?? review.error} />
    </header>
  );
}
