import type { Logger } from '../logger';

/** The signed-in caller, as every route sees it. */
export type Principal = {
  userId: string;
  orgId: string;
  roles: string[];
  email: string;
  /** The login the token belongs to; a later login of the same user supersedes it. */
  sessionId: string;
};

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
