import { createMiddleware } from 'hono/factory';
import { forbidden, unauthorized } from '../errors';
import type { AppEnv, Principal, SessionGuard, TokenVerifier } from './env';

/** One call a restricted token may make; `ownCourse`: the path's first id must be the token's course. */
type Allowed = { method: 'GET' | 'PUT' | 'POST' | '*'; path: RegExp; ownCourse?: true };

/**
 * SPEC §6 on the server. A Collaborator reads the course it was invited to and uses comments;
 * a partner (embedded) user manages only itself. Every other call of theirs is 403.
 */
const COLLABORATOR_ALLOWED: Allowed[] = [
  { method: 'GET', path: /^\/api\/courses\/([^/]+)$/, ownCourse: true },
  { method: 'GET', path: /^\/api\/courses\/([^/]+)\/blocks$/, ownCourse: true },
  { method: 'GET', path: /^\/api\/drafts\/([^/]+)\/latest$/, ownCourse: true },
  // Comments, except clearing a whole block's (an author's call).
  { method: '*', path: /^\/api\/comments(\/(?!block\/).*)?$/ },
  { method: 'GET', path: /^\/api\/comments\/block\/[^/]+$/ },
  { method: 'PUT', path: /^\/api\/collaborators\/update-name$/ },
  // The people a comment can mention.
  { method: 'GET', path: /^\/api\/users\/collab\/all-users$/ },
];
const PARTNER_ALLOWED: Allowed[] = [
  { method: '*', path: /^\/api\/users\/(user-info|update-user-settings|tour-[a-z]+|whats-new-[a-z-]+)$/ },
  { method: 'POST', path: /^\/api\/auth\/(get|update)PreferredTranslations$/ },
  { method: 'POST', path: /^\/api\/insights\/track$/ },
];

/** The allow-list that limits a principal, or null when its roles decide inside the routes. */
function allowListOf(principal: Principal): Allowed[] | null {
  if (principal.roles.includes('Collaborator')) return COLLABORATOR_ALLOWED;
  if (principal.partner !== undefined) return PARTNER_ALLOWED;
  return null;
}

function isAllowed(principal: Principal, method: string, path: string): boolean {
  const allowed = allowListOf(principal);
  if (!allowed) return true;
  return allowed.some((rule) => {
    if (rule.method !== '*' && rule.method !== method) return false;
    const match = rule.path.exec(path);
    return match !== null && (!rule.ownCourse || match[1] === principal.courseId);
  });
}

/**
 * Every /api call needs a bearer token of the current session, except the public paths given;
 * `anySession` paths accept a token of a superseded session too (to take the session back).
 * Restricted tokens (Collaborator, partner) are then held to their allow-list.
 */
export function requireAuth(options: {
  verify: TokenVerifier;
  guardSession: SessionGuard;
  isPublic: (path: string) => boolean;
  anySession: (path: string) => boolean;
}) {
  const { verify, guardSession, isPublic, anySession } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Missing bearer token');
    const principal = await verify(token);
    if (!principal) throw unauthorized('Token Expired');
    if (!anySession(c.req.path)) await guardSession(principal);
    if (!isAllowed(principal, c.req.method, c.req.path)) throw forbidden('This sign-in may not make this call');
    c.set('principal', principal);
    await next();
  });
}
