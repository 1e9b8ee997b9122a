import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { mediaQueries, requestTranscription } from '../../api/media';
import { useEditingCourse } from './EditingCourse';

/** A block's transcription: ask for one, then follow it (checked every 10 s while it runs, SPEC §4). */
export function useTranscription(blockId: string, mediaId: string | undefined) {
  const courseId = useEditingCourse();
  const queryClient = useQueryClient();
  const status = useQuery({ ...mediaQueries.transcription(blockId), enabled: mediaId !== undefined });
  const start = useMutation({
    mutationFn: (language: string) => requestTranscription({ courseId, blockId, mediaId: mediaId!, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueries.transcription(blockId).queryKey }),
  });
  // A block never transcribed answers 404: that is "none yet", not a failure.
  const current = status.isError && isApiError(status.error, 404) ? null : (status.data ?? null);
  return { current, start };
}
