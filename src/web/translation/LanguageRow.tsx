import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { downloadFile, saveFile } from '../api/exports';
import {
  importXliff,
  type LanguageStatus,
  machineTranslate,
  removeLanguage,
  translationQueries,
  xliffUrl,
} from '../api/translation';
import { Button } from '../components/Buttons';
import { FormAlert } from '../components/FormAlert';
import { MenuButton } from '../components/MenuButton';
import { useToast } from '../components/ToastProvider';
import { languageName, nativeLanguageName } from './languages';
import { MachineDraftLabel } from './MachineDraftLabel';
import { PlayerWords } from './PlayerWords';
import { fieldCount, LANGUAGE_STATE_LABELS, machineDrafts, machineResultMessage } from './states';

interface LanguageRowProps {
  courseId: string;
  status: LanguageStatus;
  /** Why machine translation is not offered for this language, or null when it is. */
  noMachine: string | null;
  /** Saves the module first: a translation works on its saved text. */
  flush: () => Promise<void>;
}

/** One language: where it stands, and what the author can do with it. */
export function LanguageRow({ courseId, status, noMachine, flush }: LanguageRowProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState(false);
  const name = languageName(status.lang);
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) });
  const done = (message: string) => {
    toast({ message });
    void refresh();
  };

  const translate = useMutation({
    mutationFn: async () => {
      await flush();
      return machineTranslate(courseId, status.lang);
    },
    onSuccess: ({ results }) => done(machineResultMessage(name, results[0])),
  });
  const importFile = useMutation({
    mutationFn: (file: File) => importXliff(courseId, status.lang, file),
    onSuccess: ({ imported }) => done(`Imported ${fieldCount(imported)} into ${name}`),
  });
  const remove = useMutation({
    mutationFn: () => removeLanguage(courseId, status.lang),
    onSuccess: () => done(`${name} removed`),
  });
  const exportFile = useMutation({
    mutationFn: async (version: '1.2' | '2.0') => {
      const { blob, fileName } = await downloadFile(xliffUrl(courseId, status.lang, version), () => {});
      saveFile(blob, fileName ?? `module.${status.lang}.xlf`);
    },
  });
  const failure = [translate, importFile, remove, exportFile].find((m) => m.isError)?.error;
  const busy = translate.isPending || importFile.isPending || remove.isPending;

  return (
    <li className="translation-language" aria-busy={busy}>
      <div className="translation-language__head">
        <h3 className="translation-language__name">
          {name}{' '}
          <span lang={status.lang} className="muted">
            {nativeLanguageName(status.lang)}
          </span>
        </h3>
        <span className="translation-language__state">
          <span className={`badge badge--translation-${status.state}`}>{LANGUAGE_STATE_LABELS[status.state]}</span>
          <MenuButton
            label={`More for ${name}`}
            items={[
              { label: 'Export XLIFF 2.0', onSelect: () => exportFile.mutate('2.0') },
              { label: 'Export XLIFF 1.2', onSelect: () => exportFile.mutate('1.2') },
              { label: 'Import XLIFF…', onSelect: () => fileInput.current?.click() },
              { label: `Remove ${name}…`, onSelect: () => setRemoving(true) },
            ]}
          />
        </span>
      </div>
      <progress
        className="translation-language__progress"
        max={status.total || 1}
        value={status.translated}
        aria-label={`${name}: ${status.translated} of ${fieldCount(status.total)} translated`}
      />
      <p className="translation-language__counts muted">
        {status.translated} of {fieldCount(status.total)} translated
        {status.outdated > 0 && (
          <strong className="translation-language__outdated"> · {status.outdated} outdated</strong>
        )}
      </p>
      {status.machine > 0 && (
        <p className="translation-language__drafts">
          <MachineDraftLabel>{machineDrafts(status.machine)}</MachineDraftLabel>
        </p>
      )}
      <div className="translation-language__actions">
        <Link
          className="button"
          to={`/edit/${encodeURIComponent(courseId)}/translate/${encodeURIComponent(status.lang)}`}
        >
          <Pencil aria-hidden="true" size={16} /> Edit
        </Link>
        <Button
          disabled={noMachine !== null || busy}
          title={noMachine ?? undefined}
          aria-describedby={noMachine ? `no-machine-${status.lang}` : undefined}
          onClick={() => translate.mutate()}
        >
          <Languages aria-hidden="true" size={16} />
          {translate.isPending ? 'Translating…' : 'Machine-translate'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".xlf,.xliff,.xml,application/xliff+xml"
          aria-label={`XLIFF file for ${name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) importFile.mutate(file);
          }}
        />
      </div>
      {noMachine && (
        <p id={`no-machine-${status.lang}`} className="translation-language__note muted">
          {noMachine}
        </p>
      )}
      <PlayerWords courseId={courseId} language={status.lang} />
      {removing && (
        <div className="translation-language__confirm" role="group" aria-label={`Remove ${name}?`}>
          <p>Remove {name} and its translations? Learners keep the published version until the next publish.</p>
          <button
            type="button"
            className="button button--danger"
            autoFocus
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove {name}
          </button>{' '}
          <button type="button" className="button button--quiet" onClick={() => setRemoving(false)}>
            Keep
          </button>
        </div>
      )}
      <FormAlert error={failure} />
    </li>
  );
}
