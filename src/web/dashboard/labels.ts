const LABEL_MAX_LENGTH = 40;
const LABELS_PER_MODULE = 20;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export const hasLabel = (labels: string[], label: string): boolean => labels.some((existing) => same(existing, label));

export type LabelAddition = { labels: string[] } | { error: string };

/** The labels with one more, checked as the server checks it: trimmed, 1–40 characters, case-insensitively new, at most 20. */
export function addLabel(labels: string[], typed: string): LabelAddition {
  const label = typed.trim();
  if (!label) return { error: 'Type a label first.' };
  if (label.length > LABEL_MAX_LENGTH) return { error: `A label has at most ${LABEL_MAX_LENGTH} characters.` };
  if (hasLabel(labels, label)) return { error: `“${label}” is already there.` };
  if (labels.length >= LABELS_PER_MODULE) return { error: `A module has at most ${LABELS_PER_MODULE} labels.` };
  return { labels: [...labels, label] };
}

/** What saving the edited labels has to send: the new ones to add, the old ones to remove. */
export function labelChanges(before: string[], after: string[]): { added: string[]; removed: string[] } {
  return {
    added: after.filter((label) => !hasLabel(before, label)),
    removed: before.filter((label) => !hasLabel(after, label)),
  };
}
