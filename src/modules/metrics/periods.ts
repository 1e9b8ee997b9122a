const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The period a day falls in: the day itself, or its ISO week, named by its Monday. */
export function periodOf(day: string, bucket: 'day' | 'week'): string {
  if (bucket === 'day') return day;
  const time = toTime(day);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return toDay(time - sinceMonday * DAY_MS);
}

/** Every period from `from` to `to`, in order, so that a chart has no gaps (the first and last week may be partial). */
export function periodsOf(from: string, to: string, bucket: 'day' | 'week'): string[] {
  const step = bucket === 'day' ? DAY_MS : 7 * DAY_MS;
  const periods: string[] = [];
  for (let t = toTime(periodOf(from, bucket)); t <= toTime(to); t += step) periods.push(toDay(t));
  return periods;
}
