import type { AllowedCall, AudienceOf, RouteAccess } from '../../platform/http/access';

/**
 * The restricted audiences (SPEC §6): a Collaborator's token; a partner's user who only views
 * (`partner-view`, `scorm-view`); and a partner's user who authors (`partner`).
 */
export const COLLABORATORS = 'collaborators';
export const PARTNER_USERS = 'partner-users';
const PARTNER_AUTHORS = 'partner-authors';

export const restrictedAudienceOf: AudienceOf = (principal) => {
  if (principal.roles.includes('Collaborator')) return COLLABORATORS;
  if (principal.partner !== undefined) return principal.via === 'partner' ? PARTNER_AUTHORS : PARTNER_USERS;
  return null;
};

/** A partner user manages only itself. */
const OWN_USER: AllowedCall[] = [
  { method: '*', path: /^\/api\/users\/(user-info|update-user-settings|tour-[a-z]+|whats-new-[a-z-]+)$/ },
  { method: 'POST', path: /^\/api\/auth\/(get|update)PreferredTranslations$/ },
];

export const identityAccess: RouteAccess = {
  public: [
    /^\/api\/auth\/(register|login|partner|partner-view|scorm-view|forgot-password|reset-password|verify-email|resend-verification)$/,
    /^\/api\/auth\/(partner\/session|partner\/end-session|sso|login-options)$/,
    /^\/api\/organization\/invites\/[^/]+$/,
  ],
  admin: [/^\/api\/admin\/settings$/],
  // The one call a token of a superseded session may still make.
  anySession: [/^\/api\/auth\/session\/reclaim$/],
  restricted: {
    // The people a comment can mention.
    [COLLABORATORS]: [{ method: 'GET', path: /^\/api\/users\/collab\/all-users$/ }],
    [PARTNER_USERS]: OWN_USER,
    // Authors like a USER of its partner organisation, whose roles the routes check; of identity's own
    // calls only those about itself (no account of this server is its: no reclaim; no usage tracking, SPEC §6);
    // never the organisation's admin calls.
    [PARTNER_AUTHORS]: [
      { method: '*', path: /^\/api\/(?!(auth|users|organization|insights|admin)\/)/ },
      ...OWN_USER,
      { method: 'GET', path: /^\/api\/users\/collab\/all-users$/ },
      { method: 'POST', path: /^\/api\/auth\/template$/ },
      { method: 'GET', path: /^\/api\/organization\/ai$/ },
    ],
  },
};
