import type { AudienceOf, RouteAccess } from '../../platform/http/access';

/** The restricted audiences (SPEC §6): a Collaborator's token, and a partner's embedded user. */
export const COLLABORATORS = 'collaborators';
export const PARTNER_USERS = 'partner-users';

export const restrictedAudienceOf: AudienceOf = (principal) => {
  if (principal.roles.includes('Collaborator')) return COLLABORATORS;
  if (principal.partner !== undefined) return PARTNER_USERS;
  return null;
};

export const identityAccess: RouteAccess = {
  public: [
    /^\/api\/auth\/(register|login|partner|partner-view|scorm-view|forgot-password|reset-password|verify-email|resend-verification)$/,
    /^\/api\/organization\/invites\/[^/]+$/,
  ],
  // The one call a token of a superseded session may still make.
  anySession: [/^\/api\/auth\/session\/reclaim$/],
  restricted: {
    // The people a comment can mention.
    [COLLABORATORS]: [{ method: 'GET', path: /^\/api\/users\/collab\/all-users$/ }],
    // A partner user manages only itself.
    [PARTNER_USERS]: [
      { method: '*', path: /^\/api\/users\/(user-info|update-user-settings|tour-[a-z]+|whats-new-[a-z-]+)$/ },
      { method: 'POST', path: /^\/api\/auth\/(get|update)PreferredTranslations$/ },
      { method: 'POST', path: /^\/api\/insights\/track$/ },
    ],
  },
};
