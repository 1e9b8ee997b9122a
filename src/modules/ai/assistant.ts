import { deadline, deadlinePassed, untilAborted } from '../../platform/deadline';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import type { Logger } from '../../platform/logger';
import type { Db } from '../../platform/db/database';
import { callsOnDay, orgCallsInMonth } from './read-models/ai-usage-queries';
import { eventMetadata } from '../../platform/commands/handle';
import { type AiCall, aiUsageStream } from './events';
import { AiAnswerInvalid } from './openai-provider';
import { AiUnsupported, type AiProvider, type Generated } from './provider';

/** An HTTP client's failure (the OpenAI client's APIError and its kinds): its status and message. */
function httpFailure(failure: unknown): { status: unknown; message: string } | undefined {
  return failure instanceof Error && 'status' in failure
    ? { status: failure.status, message: failure.message }
    : undefined;
}

/** SPEC §8: the one refusal the client knows, and turns its AI controls off for. */
export const AI_ACCESS_DENIED = 'AI_ACCESS_DENIED';
export const AI_TIMED_OUT = 'The assistant took too long to answer. Please try again.';
const AI_UNAVAILABLE = 'The assistant is not available right now. Please try again later.';

export type AssistantDeps = {
  store: EventStore;
  db: Db;
  provider: AiProvider;
  logger: Logger;
  timeoutMs: number;
  limits: { perUser: number; perOrg: number };
  /** What the organisation's admins chose: the assistant on or off, and its monthly limit (null: none). */
  policyOf(orgId: string): Promise<{ enabled: boolean; monthlyLimit: number | null }>;
};

const today = () => new Date().toISOString().slice(0, 10);

export const monthlyLimitReached = (limit: number) =>
  limit === 0
    ? 'Your organisation allows no AI assistant calls per month. An administrator can raise the limit in Settings.'
    : `Your organisation has used all ${limit.toLocaleString('en')} AI assistant calls it allows per month. ` +
      'It can be used again next month, or sooner if an administrator raises the limit in Settings.';

/** What the author is told when a provider fails: never its internals, never a key. */
function toAppError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiUnsupported) return badRequest(error.message);
  if (deadlinePassed(signal)) return new AppError('unavailable', AI_TIMED_OUT);
  if (error instanceof AiAnswerInvalid) return new AppError('unavailable', error.message);
  return new AppError('unavailable', AI_UNAVAILABLE);
}

/**
 * Runs one call to the assistant for a principal: refused (403 AI_ACCESS_DENIED) when the
 * organisation turned AI off or a daily limit is reached, and (429) when the organisation's
 * monthly limit is; cut after the time-out or when the author's request goes away; recorded as
 * usage whatever happens.
 */
export function assistant(deps: AssistantDeps) {
  const { store, db, provider, logger, timeoutMs, limits } = deps;

  /** Why the principal may not call the assistant now, or null when it may. */
  async function refusal(p: Principal): Promise<AppError | null> {
    const policy = await deps.policyOf(p.orgId);
    if (!policy.enabled) return forbidden(AI_ACCESS_DENIED);
    const day = today();
    const used = await callsOnDay(db, p.orgId, p.userId, day);
    if (used.user >= limits.perUser || used.organisation >= limits.perOrg) return forbidden(AI_ACCESS_DENIED);
    const { monthlyLimit } = policy;
    if (monthlyLimit !== null && (await orgCallsInMonth(db, p.orgId, day.slice(0, 7))) >= monthlyLimit)
      return new AppError('too_many_requests', monthlyLimitReached(monthlyLimit));
    return null;
  }

  return {
    provider,
    limits,
    /** Whether the principal may call the assistant now; when a monthly limit stops it, the words that say so. */
    async availability(p: Principal): Promise<{ enabled: boolean; limitReached: string | null }> {
      const refused = await refusal(p);
      return {
        enabled: refused === null,
        limitReached: refused?.code === 'too_many_requests' ? refused.message : null,
      };
    },
    async run<T>(
      p: Principal,
      requestId: string,
      call: { name: AiCall; courseId?: string; request: AbortSignal },
      work: (provider: AiProvider, signal: AbortSignal) => Promise<Generated<T>>,
    ): Promise<T> {
      const refused = await refusal(p);
      if (refused) throw refused;
      // One deadline for the whole call, the provider's retries included.
      const { signal, end } = deadline(timeoutMs, call.request);
      const started = performance.now();
      let generated: Generated<T> | null = null;
      let failure: unknown = null;
      try {
        generated = await untilAborted(work(provider, signal), signal);
      } catch (error) {
        failure = error;
      } finally {
        end();
      }
      const data = {
        orgId: p.orgId,
        userId: p.userId,
        ...(call.courseId ? { courseId: call.courseId } : {}),
        call: call.name,
        provider: provider.name,
        units: generated?.units ?? 0,
        unit: generated?.unit ?? 'characters',
        durationMs: Math.round(performance.now() - started),
        outcome: generated ? 'ok' : 'failed',
        day: today(),
      } as const;
      await store.appendToStream(
        aiUsageStream(p.orgId),
        [
          {
            type: 'AiAssistantUsed',
            data,
            metadata: eventMetadata({ userId: p.userId, orgId: p.orgId, correlationId: requestId }),
          },
        ],
        { expectedVersion: 'any' },
      );
      if (generated) return generated.output;
      const error = toAppError(failure, signal);
      // The provider's own words (an HTTP status, a body) go to the log only; the API key is never in either.
      logger.warn(
        {
          call: call.name,
          provider: provider.name,
          err: httpFailure(failure) ?? String(failure),
        },
        'AI call failed',
      );
      throw error;
    },
  };
}

export type Assistant = ReturnType<typeof assistant>;
