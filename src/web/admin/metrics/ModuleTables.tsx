import { type ModuleTranscription, type ModuleTranslation, metricsQueries } from '../../api/metrics';
import { type Column, ModuleFiguresTable } from './ModuleFiguresTable';

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const when = (iso: string | null) => (iso ? date.format(new Date(iso)) : '—');
const list = (items: string[]) => (items.length ? items.join(', ') : '—');

/** Seconds as "1 h 05 min", "3 min 20 s" or "12 s". */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

const TRANSLATION_COLUMNS: Column<ModuleTranslation>[] = [
  {
    header: 'Languages',
    cell: (r) => list(r.languages.map((l) => (r.reviewedLanguages.includes(l) ? `${l} (reviewed)` : l))),
  },
  { header: 'Segments', numeric: true, cell: (r) => r.segments },
  { header: 'By people', numeric: true, cell: (r) => r.human },
  { header: 'By machine', numeric: true, cell: (r) => r.machine },
  { header: 'Outdated', numeric: true, cell: (r) => r.outdated },
  { header: 'Last change', cell: (r) => when(r.updatedAt) },
];

const TRANSCRIPTION_COLUMNS: Column<ModuleTranscription>[] = [
  { header: 'Transcriptions', numeric: true, cell: (r) => r.jobs },
  { header: 'Completed', numeric: true, cell: (r) => r.completed },
  { header: 'Failed', numeric: true, cell: (r) => r.failed },
  { header: 'Languages', cell: (r) => list(r.languages) },
  { header: 'Media transcribed', numeric: true, cell: (r) => duration(r.mediaSeconds) },
  { header: 'Last requested', cell: (r) => when(r.lastRequestedAt) },
];

/** SPEC §7 translation-metrics, per module. */
export function ModuleTranslations() {
  return (
    <ModuleFiguresTable
      id="metric-translations"
      title="Translations"
      description="Each translated module: its languages, and its segments translated by people and by machine. Not limited to the period."
      empty="No module has been translated yet."
      query={metricsQueries.translations}
      columns={TRANSLATION_COLUMNS}
    />
  );
}

/** SPEC §7 transcribe-metrics, per module. */
export function ModuleTranscriptions() {
  return (
    <ModuleFiguresTable
      id="metric-transcriptions"
      title="Transcriptions"
      description="Each module with transcribed video or audio: how many transcriptions, how they ended, and the media they covered. Not limited to the period."
      empty="No video or audio has been transcribed yet."
      query={metricsQueries.transcriptions}
      columns={TRANSCRIPTION_COLUMNS}
    />
  );
}
