import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/env';
import { doc, type AiDeps } from './common';

/** Whether the assistant answers the caller, which provider it is, and its daily limits. */
export function aiStatusRoutes({ assistant }: Pick<AiDeps, 'assistant'>) {
  return new Hono<AppEnv>().get(
    '/ai/status',
    doc(
      'Whether the assistant is on for me (and why not, when a monthly limit stops it), which provider answers, and the daily limits (per user, per organisation)',
    ),
    async (c) =>
      c.json({
        ...(await assistant.availability(c.var.principal)),
        provider: assistant.provider.name,
        dailyLimits: assistant.limits,
      }),
  );
}
