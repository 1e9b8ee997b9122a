/**
 * Where a benchmark report lacks a figure: a case that failed (`error`), a measurement that is not a
 * finite number, or an empty case. Sizes are not judged: a benchmark that stops working is.
 */
export function missingFigures(report: unknown, path = ''): string[] {
  if (typeof report === 'number') return Number.isFinite(report) ? [] : [`${path}: ${report}`];
  if (report === null || report === undefined) return [`${path}: ${report}`];
  if (typeof report !== 'object') return [];
  if ('error' in report) return [`${path}: ${String((report as { error: unknown }).error)}`];
  const entries = Array.isArray(report) ? report.map((v, i) => [String(i), v] as const) : Object.entries(report);
  if (entries.length === 0) return [`${path}: empty`];
  return entries.flatMap(([key, value]) => missingFigures(value, path ? `${path}.${key}` : key));
}
