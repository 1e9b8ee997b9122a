import type { Logger } from '../logger';

/** The signed-in caller, as every route sees it. */
export type Principal = {
  userId: string;
  orgId: string;
  roles: string[];
  email: string;
};

export type TokenVerifier = (token: string) => Promise<Principal | null>;

export type AppEnv = {
  Variables: {
    principal: Principal;
    log: Logger;
    requestId: string;
  };
};
