import { z } from 'zod';
import { positionFromString } from '../../platform/eventstore/types';
import { AUDIT_KINDS } from './read-models/audit-entries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ONE_DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD, UTC) or an ISO time; `endOfDay` makes a day reach to its end (a range's `to` includes its day). */
const instant = (endOfDay: boolean) =>
  z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date (YYYY-MM-DD) or an ISO time')
    .transform((s) => new Date(Date.parse(s) + (endOfDay && DAY.test(s) ? ONE_DAY_MS : 0)));

const cursor = z
  .string()
  .max(41)
  .transform((s, ctx) => {
    const position = positionFromString(s);
    if (!position) ctx.addIssue({ code: 'custom', message: 'expected the cursor of a previous page' });
    return position ?? { commit: 0n, prepare: 0n };
  });

/** The change log's filters, shared by the page and the exports. */
export const auditFilterQuery = z.object({
  /** A user id: what they did. */
  person: z.string().min(1).max(64).optional(),
  /** A module id: what happened to it. */
  module: z.string().min(1).max(64).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** Inclusive. */
  from: instant(false).optional(),
  /** Exclusive; a day (YYYY-MM-DD) includes that day. */
  to: instant(true).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  /** The `next` of the previous page. */
  before: cursor.optional(),
});
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

export const auditPageQuery = auditFilterQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
