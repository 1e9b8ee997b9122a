import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AiStatus, aiQueries, isAiAccessDenied } from '../api/ai';

export interface Assistant {
  /** False until the status is known, and once the organisation turned the assistant off: AI controls hide. */
  enabled: boolean;
  /** Why AI controls are gone for now: the organisation used its monthly calls. */
  limitReached: string | null;
  /** Who answers, as the author should read it. */
  providerLabel: string;
  /** How many calls a day a member, and the whole organisation, may make. */
  dailyLimits: AiStatus['dailyLimits'] | undefined;
  /** Every failed assistant call goes here: AI_ACCESS_DENIED turns the assistant off at once (SPEC §8). */
  noteFailure: (error: unknown) => void;
}

const providerLabel = (provider: string | undefined): string => {
  if (!provider) return '';
  if (provider === 'offline') return 'Offline assistant on this server';
  const [, model] = provider.split(': ');
  return model ? `${model} (OpenAI-compatible)` : provider;
};

/** The assistant as this author may use it: whether it is on, and who answers. */
export function useAssistant(): Assistant {
  const queryClient = useQueryClient();
  const { data } = useQuery(aiQueries.status());
  const noteFailure = useCallback(
    (error: unknown) => {
      if (!isAiAccessDenied(error)) return;
      queryClient.setQueryData<AiStatus>(aiQueries.status().queryKey, (status) =>
        status ? { ...status, enabled: false } : status,
      );
    },
    [queryClient],
  );
  return {
    enabled: data?.enabled === true,
    limitReached: data?.limitReached ?? null,
    providerLabel: providerLabel(data?.provider),
    dailyLimits: data?.dailyLimits,
    noteFailure,
  };
}
