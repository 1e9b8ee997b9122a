import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../api/errors';
import { saveTranslations, translationQueries } from '../api/translation';
import { useSaveQueue } from '../machines/useSaveQueue';

/** What a person typed into a field, against the source they saw. */
export type TypedTranslation = { text: string; sourceHash: string };
type Edits = Record<string, TypedTranslation>;

const changedSources = (error: unknown): string[] => {
  if (!isApiError(error, 412)) return [];
  const details = error.details as { segments?: { id: string }[] } | undefined;
  return details?.segments?.map((s) => s.id) ?? [];
};

/**
 * Saves typed translations a few seconds after typing stops (and when the page is left), many
 * fields in one call. A field whose source changed meanwhile is not saved: its row says so and
 * shows the new source.
 */
export function useTranslationSaves(courseId: string, language: string) {
  const queryClient = useQueryClient();
  const [sourceChanged, setSourceChanged] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationQueries.all(courseId) });
  const queue = useSaveQueue<Edits>(async (edits) => {
    const segments = Object.entries(edits).map(([id, t]) => ({ id, ...t }));
    try {
      await saveTranslations(courseId, language, segments);
      setSourceChanged(new Set());
    } catch (error) {
      const stale = changedSources(error);
      if (stale.length === 0) throw error;
      setSourceChanged(new Set(stale));
      const fresh = segments.filter((s) => !stale.includes(s.id));
      if (fresh.length) await saveTranslations(courseId, language, fresh);
    }
    await refresh();
  }, true);
  return {
    status: queue.status,
    unsaved: queue.unsaved,
    sourceChanged,
    type: (id: string, typed: TypedTranslation) => queue.change({ [id]: typed }),
    flush: queue.flush,
  };
}
