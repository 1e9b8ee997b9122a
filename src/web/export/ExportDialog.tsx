import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reporting, ScormVersion } from '../api/exports';
import { Check } from '../blocks/Check';
import { Dialog } from '../components/Dialog';
import {
  exportModule,
  type ExportKind,
  isStandalone,
  type ExportStage,
  PackageRefused,
  type RefusedMedia,
  STANDALONE_KINDS,
} from './exportModule';
import { Button } from '../components/Buttons';
import { DispatchList } from './DispatchList';

function stageText(stage: ExportStage): string {
  switch (stage.step) {
    case 'preparing':
      return 'Preparing the package…';
    case 'downloading':
      return stage.fraction === null ? 'Downloading…' : `Downloading… ${Math.round(stage.fraction * 100)}%`;
    case 'fallback':
      return `The full package could not be made (${stage.reason}); making a dispatch package instead…`;
    case 'done':
      return `Downloaded ${stage.fileName}`;
  }
}

/** Which media kept the full package from being made: stays on screen after the dispatch package is downloaded. */
function RefusedMediaNote({ media, kind }: { media: RefusedMedia[]; kind: ExportKind }) {
  return (
    <div className="export__refused" role="note" aria-label="Media left out">
      <p>These media cannot be put in a full package, so it was not made:</p>
      <ul>
        {media.map((m) => (
          <li key={m.url}>
            <code>{m.url}</code>: {m.reason}
          </li>
        ))}
      </ul>
      <p>
        {isStandalone(kind)
          ? `Replace them to export ${STANDALONE_KINDS[kind]}.`
          : 'Replace them to export a full package; a dispatch package plays them from the web.'}
      </p>
    </div>
  );
}

/**
 * Export for an LMS: a full SCORM package, a dispatch package that always shows the live published
 * version, a cmi5 package, or a plain web package; below, the module's dispatches, to revoke or re-enable.
 */
export function ExportDialog({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const [version, setVersion] = useState<ScormVersion>('scorm12');
  const [kind, setKind] = useState<ExportKind>('bundled');
  const [reporting, setReporting] = useState<Reporting>('passed-failed');
  const [stage, setStage] = useState<ExportStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedMedia[]>([]);
  const scorm = !isStandalone(kind);
  const busy = stage !== null && stage.step !== 'done' && error === null;
  const queryClient = useQueryClient();

  const start = () => {
    setError(null);
    setRefused([]);
    const onStage = (next: ExportStage) => {
      setStage(next);
      if (next.step === 'fallback') setRefused(next.media);
      // A dispatch package (asked for, or the fallback) is a new dispatch in the list.
      if (next.step === 'done') void queryClient.invalidateQueries({ queryKey: ['dispatches', courseId] });
    };
    exportModule({ courseId, version, kind, reporting }, onStage).catch((e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof PackageRefused) setRefused(e.media);
    });
  };

  return (
    <Dialog title="Export for an LMS" onClose={onClose}>
      <p>Exports contain the published version of the module.</p>
      <fieldset className="export__choice">
        <legend>Package</legend>
        <Check type="radio" name="kind" checked={kind === 'bundled'} onChange={() => setKind('bundled')}>
          Full package: everything inside the zip
        </Check>
        <Check type="radio" name="kind" checked={kind === 'dispatch'} onChange={() => setKind('dispatch')}>
          Dispatch package: loads the live module from Tessera, so republishing updates every LMS
        </Check>
        <Check type="radio" name="kind" checked={kind === 'cmi5'} onChange={() => setKind('cmi5')}>
          cmi5 package: for LMSs that launch cmi5 (xAPI) content; results go to the LMS’s learning record store
        </Check>
        <Check type="radio" name="kind" checked={kind === 'web'} onChange={() => setKind('web')}>
          Web package: plain web pages for any web server or file share, no LMS (each learner’s progress stays in their
          browser)
        </Check>
      </fieldset>
      {scorm && (
        <fieldset className="export__choice">
          <legend>SCORM version</legend>
          <Check type="radio" name="version" checked={version === 'scorm12'} onChange={() => setVersion('scorm12')}>
            SCORM 1.2
          </Check>
          <Check type="radio" name="version" checked={version === 'scorm2004'} onChange={() => setVersion('scorm2004')}>
            SCORM 2004 4th edition
          </Check>
        </fieldset>
      )}
      {scorm && version === 'scorm12' && (
        <fieldset className="export__choice">
          <legend>What the LMS is told (SCORM 1.2)</legend>
          <Check
            type="radio"
            name="reporting"
            checked={reporting === 'passed-failed'}
            onChange={() => setReporting('passed-failed')}
          >
            Passed or failed
          </Check>
          <Check
            type="radio"
            name="reporting"
            checked={reporting === 'completed-incomplete'}
            onChange={() => setReporting('completed-incomplete')}
          >
            Completed or incomplete (for LMSs that cannot leave “failed”)
          </Check>
        </fieldset>
      )}
      {stage && (
        <div className="export__progress">
          <progress
            aria-label="Export progress"
            max={1}
            value={
              stage.step === 'downloading' && stage.fraction !== null
                ? stage.fraction
                : stage.step === 'done'
                  ? 1
                  : undefined
            }
          />
          <p role="status">{stageText(stage)}</p>
        </div>
      )}
      {refused.length > 0 && <RefusedMediaNote media={refused} kind={kind} />}
      {error && <p role="alert">{error}</p>}
      <div className="dialog__actions">
        <Button onClick={onClose}>Close</Button>
        <button type="button" className="button button--primary" disabled={busy} data-autofocus onClick={start}>
          {busy ? 'Exporting…' : 'Export'}
        </button>
      </div>
      <DispatchList courseId={courseId} />
    </Dialog>
  );
}
