import type { Bucket, MetricsRange } from '../../api/metrics';

export const PRESETS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: 'year', label: 'This year', days: null },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];
const DEFAULT_PRESET: PresetId = '30d';

/** The longest range the server reports on (its MAX_RANGE_DAYS). */
const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server counts by UTC day, so "today" is too. */
export const todayUtc = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
const isDay = (day: string | null): day is string =>
  !!day && DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** What the address asks for: a preset, or a custom range; each with its bucket. */
export type RangeChoice = { preset: PresetId | 'custom'; from: string; to: string; bucket: Bucket };

function presetRange(id: PresetId, today: string): { from: string; to: string } {
  const preset = PRESETS.find((p) => p.id === id)!;
  const from = preset.days
    ? new Date(Date.parse(today) - (preset.days - 1) * DAY_MS).toISOString().slice(0, 10)
    : `${today.slice(0, 4)}-01-01`;
  return { from, to: today };
}

/** Weeks read better than days past two months. */
const defaultBucket = (from: string, to: string): Bucket => (daysFrom(from, to) > 62 ? 'week' : 'day');

/** The range in the address (?range=7d|30d|90d|year, or ?from=&to=; and ?bucket=day|week), else (or if it is wrong) the last 30 days. */
export function readRange(search: URLSearchParams, today = todayUtc()): RangeChoice {
  const from = search.get('from');
  const to = search.get('to');
  const asked = search.get('bucket');
  const preset = PRESETS.find((p) => p.id === search.get('range'))?.id;
  const range =
    !preset && from && to && !rangeProblem(from, to)
      ? { preset: 'custom' as const, from, to }
      : { preset: preset ?? DEFAULT_PRESET, ...presetRange(preset ?? DEFAULT_PRESET, today) };
  const bucket = asked === 'day' || asked === 'week' ? asked : defaultBucket(range.from, range.to);
  return { ...range, bucket };
}

/** The address of a choice: a preset by its name (it moves with the days), a custom range by its dates. */
export function writeRange(choice: RangeChoice): URLSearchParams {
  const search = new URLSearchParams(
    choice.preset === 'custom' ? { from: choice.from, to: choice.to } : { range: choice.preset },
  );
  search.set('bucket', choice.bucket);
  return search;
}

/** What is wrong with a custom range, or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Enter both dates.';
  const days = daysFrom(from, to);
  if (days < 1) return 'The end date must not be before the start date.';
  if (days > MAX_RANGE_DAYS) return 'A range covers at most two years.';
  return null;
}

export const asQuery = ({ from, to, bucket }: RangeChoice): MetricsRange => ({ from, to, bucket });
