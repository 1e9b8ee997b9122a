import type { RouteAccess } from '../../platform/http/access';

/** The upload URL is its own permission (signed, short-lived); a file's unguessable address is, for learners and LMSs. */
export const mediaAccess: RouteAccess = {
  public: [/^\/api\/media\/upload\/[^/]+$/, /^\/api\/media\/files\/[^/]+\/[^/]+$/],
  admin: [/^\/api\/courses\/transcribe-metrics$/],
};
