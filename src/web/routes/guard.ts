import type { SessionFacts } from '../api/session';

/**
 * SPEC §2 "Route guard rules" as pure functions: `ruleFor` says which rule a route pattern falls
 * under, `decideRoute` says where a visit under that rule goes.
 */
export type GuardRule =
  /** Anyone may open it (sign-up, error pages, previews, learner views). */
  | 'public'
  /** /author/userlogin: an author already signed in goes home. */
  | 'user-login'
  /** Author area and editor pages: a signed-in author. */
  | 'author'
  /** /create-module and /edit: a signed-in author, or an embedded launch with id and sid. */
  | 'author-or-launch'
  /** Admin pages: a signed-in author whose roles include ADMIN. */
  | 'admin'
  /** /collaborate/view: a Collaborator or USER token. */
  | 'collaborate'
  /** /dispatch and /scorm: exempt from the user-login redirect (delivery checks its own access). */
  | 'delivery';

export const LOGIN = '/author/userlogin';
const INVALID_SESSION = '/auth/invalid-session';
export const AUTHOR_HOME = '/author/home';

export type RouteDecision = 'allow' | typeof LOGIN | typeof INVALID_SESSION | typeof AUTHOR_HOME;

const ADMIN_PATTERNS = new Set([
  '/admin/',
  '/admin/mono-test/',
  '/admin/courses/',
  '/admin/log/',
  '/admin/all/',
  '/metrics',
  '/docs',
  '/organization-settings',
  '/settings',
]);
const LAUNCH_PATTERNS = new Set(['/create-module', '/edit/:id', '/editor/edit/:id']);
const EDITOR_PATTERNS = new Set(['/create-mono/:type', '/drafts', '/edit/:id/translate/:lang']);
const DELIVERY_PATTERNS = new Set(['/dispatch/:id', '/scorm/:id']);
/** Signing up and getting back in need no session. */
const PUBLIC_AUTHOR_PATTERNS = new Set([
  '/author/self-registration',
  '/author/forgot-password',
  '/author/reset-password',
  '/author/verify-email',
]);

/** The rule for a route pattern as written in the router (e.g. '/edit/:id'). */
export function ruleFor(pattern: string): GuardRule {
  const normalised = pattern.startsWith('/admin') && !pattern.endsWith('/') ? `${pattern}/` : pattern;
  if (ADMIN_PATTERNS.has(normalised)) return 'admin';
  if (LAUNCH_PATTERNS.has(pattern)) return 'author-or-launch';
  if (EDITOR_PATTERNS.has(pattern)) return 'author';
  if (DELIVERY_PATTERNS.has(pattern)) return 'delivery';
  if (pattern === LOGIN) return 'user-login';
  if (pattern.startsWith('/collaborate/view/')) return 'collaborate';
  if (PUBLIC_AUTHOR_PATTERNS.has(pattern)) return 'public';
  if (pattern === '/author' || pattern.startsWith('/author/')) return 'author';
  return 'public';
}

/** SPEC §2: id, sid and hostaddr in the query mean an embedded (partner) session. */
const PARTNER_KEYS = ['id', 'sid', 'hostaddr'] as const;

export function decideRoute(rule: GuardRule, search: URLSearchParams, session: SessionFacts): RouteDecision {
  switch (rule) {
    case 'public':
    case 'delivery':
      return 'allow';
    case 'user-login':
      return session.author ? AUTHOR_HOME : 'allow';
    case 'collaborate':
      // The collaborate view's own rule (SPEC §2, §5) is stricter than the generic one: without a
      // Collaborator or USER token it is always the invalid-session page.
      return session.collaboratorView ? 'allow' : INVALID_SESSION;
    case 'author-or-launch':
      // The host session vouches for the visitor; it lasts the page load, so the editor's own links keep it.
      if ((search.has('id') && search.has('sid')) || session.embedded) return 'allow';
      return protectedPage(search, session, false);
    case 'author':
      return protectedPage(search, session, false);
    case 'admin':
      return protectedPage(search, session, true);
  }
}

function protectedPage(search: URLSearchParams, session: SessionFacts, admin: boolean): RouteDecision {
  if (!session.author) {
    const partnerInfo = PARTNER_KEYS.some((key) => search.has(key));
    return session.cookie && !partnerInfo ? LOGIN : INVALID_SESSION;
  }
  if (admin && !session.admin) return AUTHOR_HOME;
  return 'allow';
}

/**
 * Where `/` leads: not a protected page (SPEC §2 lists none at the root), so a visitor without an
 * author session is asked to log in (or register), never told a session they never had has ended.
 */
export const rootDestination = (session: SessionFacts): typeof AUTHOR_HOME | typeof LOGIN =>
  session.author ? AUTHOR_HOME : LOGIN;
