import { badRequest } from '../../platform/errors';

export const MAX_LABEL_LENGTH = 40;
export const MAX_LABELS = 20;

/** Trims and folds inner spaces; labels compare case-insensitively and keep the first spelling seen. */
export function normaliseLabels(labels: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.trim().replace(/\s+/g, ' ');
    if (!label) continue;
    if (label.length > MAX_LABEL_LENGTH)
      throw badRequest(`A label is at most ${MAX_LABEL_LENGTH} characters: "${label}"`);
    const key = label.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, label);
  }
  if (byKey.size > MAX_LABELS) throw badRequest(`A module carries at most ${MAX_LABELS} labels`);
  return [...byKey.values()];
}

export const sameLabels = (a: string[], b: string[]) => a.length === b.length && a.every((l, i) => l === b[i]);
