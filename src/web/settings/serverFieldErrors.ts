import { ApiError } from '../api/errors';

/** The fields a 400 named (`defaultDispatchOrigins.1` counts for `defaultDispatchOrigins`), with their reasons. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.details as { field?: unknown; reason?: unknown }[]) {
    if (typeof issue.field !== 'string' || typeof issue.reason !== 'string') continue;
    const field = issue.field.split('.')[0] ?? issue.field;
    errors[field] ??= issue.reason;
  }
  return errors;
}
