import type { RouteAccess } from '../../platform/http/access';

/** Platforms and launched learners reach the tool without a Tessera sign-in; its set-up is the admin's. */
export const ltiAccess: RouteAccess = {
  public: [/^\/api\/lti\/(jwks|login|launch|deep-link|progress)$/],
  admin: [/^\/api\/lti\/(tool|platforms)$/, /^\/api\/lti\/platforms\/[^/]+$/],
};
