import type { RouteAccess } from '../../platform/http/access';

/** The change log and the organisation's personal data: its ADMINs only, with their own account tokens. */
export const adminAccess: RouteAccess = {
  admin: [
    /^\/api\/admin\/audit(\/export\.(csv|jsonl))?$/,
    /^\/api\/admin\/people(\/[^/]+\/erase)?$/,
    /^\/api\/admin\/personal-data\/export\.zip$/,
  ],
};
