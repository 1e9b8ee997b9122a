import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const dispatch = z.object({
  dispatchId: z.string(),
  runtime: z.enum(['scorm12', 'scorm2004']),
  createdAt: z.string(),
  allowedOrigins: z.array(z.string()),
  expiresAt: z.nullable(z.string()),
  expired: z.boolean(),
  learnerCap: z.nullable(z.number()),
  learners: z.number(),
  lastLaunchAt: z.nullable(z.string()),
  revoked: z.boolean(),
});
export type Dispatch = z.infer<typeof dispatch>;

const changed = z.object({ dispatchId: z.string(), revoked: z.boolean(), position: z.optional(z.string()) });

export const dispatchQueries = {
  /** A module's dispatches, newest first; `after`: a write's position the list must include. */
  ofModule: (courseId: string, after?: string) =>
    queryOptions({
      queryKey: ['dispatches', courseId] as const,
      queryFn: ({ signal }) =>
        request(
          `/scorm/dispatches/${encodeURIComponent(courseId)}${after ? `?after=${after}` : ''}`,
          z.object({ dispatches: z.array(dispatch) }),
          { signal },
        ).then((r) => r.dispatches),
    }),
};

/** Revokes a dispatch (its LMSs stop at once) or opens it again. */
export const setDispatchRevoked = (dispatchId: string, revoked: boolean) =>
  request(`/scorm/dispatch/${encodeURIComponent(dispatchId)}/${revoked ? 'revoke' : 'reenable'}`, changed, {
    method: 'POST',
  });
