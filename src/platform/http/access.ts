import type { Principal } from './env';

/** One call a restricted principal may make; `check` tests the path's captures against the principal. */
export type AllowedCall = {
  method: 'GET' | 'PUT' | 'POST' | '*';
  path: RegExp;
  check?: (match: RegExpExecArray, principal: Principal) => boolean;
};

/** What one module says about who may call its routes (paths are whole request paths, /api/…). */
export type RouteAccess = {
  /** Calls anyone may make without a token. */
  public?: RegExp[];
  /** Calls a token of a superseded session may still make. */
  anySession?: RegExp[];
  /** For each restricted audience, the calls it may make; a principal of that audience may make no other. */
  restricted?: Record<string, AllowedCall[]>;
  /** Calls only an organisation's ADMIN may make, and only with a token of no restricted audience (no partner, no Collaborator). */
  admin?: RegExp[];
};

/** The restricted audience a principal belongs to, or null when its roles decide inside the routes. */
export type AudienceOf = (principal: Principal) => string | null;

export type AccessPolicy = {
  isPublic(path: string): boolean;
  anySession(path: string): boolean;
  isAllowed(principal: Principal, method: string, path: string): boolean;
};

/** Gathers the modules' rules into the one policy the auth middleware applies. */
export function accessPolicy(contributions: RouteAccess[], audienceOf: AudienceOf): AccessPolicy {
  const publicPaths = contributions.flatMap((c) => c.public ?? []);
  const anySessionPaths = contributions.flatMap((c) => c.anySession ?? []);
  const adminPaths = contributions.flatMap((c) => c.admin ?? []);
  const restricted = new Map<string, AllowedCall[]>();
  for (const c of contributions) {
    for (const [audience, calls] of Object.entries(c.restricted ?? {})) {
      restricted.set(audience, [...(restricted.get(audience) ?? []), ...calls]);
    }
  }
  return {
    isPublic: (path) => publicPaths.some((p) => p.test(path)),
    anySession: (path) => anySessionPaths.some((p) => p.test(path)),
    isAllowed(principal, method, path) {
      const audience = audienceOf(principal);
      if (adminPaths.some((p) => p.test(path))) return audience === null && principal.roles.includes('ADMIN');
      if (audience === null) return true;
      return (restricted.get(audience) ?? []).some((call) => {
        if (call.method !== '*' && call.method !== method) return false;
        const match = call.path.exec(path);
        return match !== null && (call.check?.(match, principal) ?? true);
      });
    },
  };
}
