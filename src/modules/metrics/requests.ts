import { z } from 'zod';
import { daysBetween } from './periods';

/** The longest range a report covers (two years and a leap day). */
const MAX_RANGE_DAYS = 731;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar date');

const BUCKETS = ['day', 'week'] as const;

export const metricsQuery = z
  .object({ from: day, to: day, bucket: z.enum(BUCKETS).default('day') })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `a range covers at most ${MAX_RANGE_DAYS} days` });
  });
export type MetricsQuery = z.infer<typeof metricsQuery>;
