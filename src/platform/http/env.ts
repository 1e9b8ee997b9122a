import type { Logger } from '../logger';

/** The signed-in caller, as every route sees it. */
export type Principal = {
  userId: string;
  orgId: string;
  roles: string[];
  email: string;
  /** First and last name, as people see them (comment authors, presence). */
  name: string;
  /** The login the token belongs to; a later login of the same user supersedes it. */
  sessionId: string;
  /** A Collaborator token's one course: it may read that course and nothing else of the organisation. */
  courseId?: string;
  /** The partner system that signed the user in (an embedded session). */
  partner?: string;
  /** For a partner token, which sign-in made it: `partner` authors, `partner-view` and `scorm-view` only view. */
  via?: PartnerVia;
  /**
   * Bound to the host site's session `sessionId` (embedded mode): every call carries X-ID (the
   * user) and X-SID (that session), and the token stops working when the host ends the session.
   */
  host?: true;
};

export const PARTNER_VIA = ['partner', 'partner-view', 'scorm-view'] as const;
type PartnerVia = (typeof PARTNER_VIA)[number];

/** Tokens of a registered account have a login session; Collaborator and partner tokens do not. */
export const hasAccountSession = (p: Principal) => p.courseId === undefined && p.partner === undefined;

export type TokenVerifier = (token: string) => Promise<Principal | null>;

/** Throws (an AppError) when the principal's session is no longer the current one. */
export type SessionGuard = (principal: Principal) => Promise<void>;

export type AppEnv = {
  Variables: {
    principal: Principal;
    log: Logger;
    requestId: string;
  };
};
