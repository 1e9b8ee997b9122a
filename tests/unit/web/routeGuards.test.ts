import { describe, expect, it } from 'vitest';
import type { SessionFacts } from '../../../src/web/api/session';
import {
  isAdminToken,
  isAuthorToken,
  isCollaboratorViewToken,
  isStandaloneToken,
} from '../../../src/web/api/tokenClaims';
import {
  decideRoute,
  rootDestination,
  ruleFor,
  type GuardRule,
  type RouteDecision,
} from '../../../src/web/routes/guard';
import { pageName } from '../../../src/web/routes/pageName';

const NONE: SessionFacts = { cookie: false, author: false, admin: false, collaboratorView: false, embedded: false };
/** A cookie whose token is expired, unreadable, or emptied by signing out. */
const STALE_COOKIE: SessionFacts = { ...NONE, cookie: true };
const USER: SessionFacts = { cookie: true, author: true, admin: false, collaboratorView: true, embedded: false };
const ADMIN: SessionFacts = { ...USER, admin: true };
const COLLABORATOR: SessionFacts = {
  cookie: true,
  author: false,
  admin: false,
  collaboratorView: true,
  embedded: false,
};

const LOGIN = '/author/userlogin';
const INVALID = '/auth/invalid-session';
const HOME = '/author/home';

describe('ruleFor: which SPEC §2 rule each route falls under', () => {
  it.each<[string, GuardRule]>([
    ['/admin/', 'admin'],
    ['/admin/mono-test/', 'admin'],
    ['/admin/courses/', 'admin'],
    ['/admin/log/', 'admin'],
    ['/admin/all/', 'admin'],
    ['/metrics', 'admin'],
    ['/docs', 'admin'],
    ['/organization-settings', 'admin'],
    ['/settings', 'admin'],
    ['/create-module', 'author-or-launch'],
    ['/edit/:id', 'author-or-launch'],
    ['/editor/edit/:id', 'author-or-launch'],
    ['/create-mono/:type', 'author'],
    ['/drafts', 'author'],
    ['/author', 'author'],
    ['/author/home', 'author'],
    ['/author/home/my-content', 'author'],
    ['/author/home/shared', 'author'],
    ['/author/home/drafts', 'author'],
    ['/author/favorites', 'author'],
    ['/collaborate/view/:id', 'collaborate'],
    ['/author/userlogin', 'user-login'],
    ['/dispatch/:id', 'delivery'],
    ['/scorm/:id', 'delivery'],
    ['/author/self-registration', 'public'],
    ['/author/forgot-password', 'public'],
    ['/author/reset-password', 'public'],
    ['/author/verify-email', 'public'],
    ['/auth/invalid-session', 'public'],
    ['/sso', 'public'],
    ['/sso/:courseId', 'public'],
    ['/launch/:courseId', 'public'],
    ['/preview/:id', 'public'],
    ['/share/:id', 'public'],
    ['/401', 'public'],
    ['/404', 'public'],
    ['/collaborate-error-401', 'public'],
    ['/collaborate-error-expired', 'public'],
    ['*', 'public'],
  ])('%s → %s', (pattern, rule) => {
    expect(ruleFor(pattern)).toBe(rule);
  });
});

describe('decideRoute: SPEC §2 route guard rules', () => {
  it.each<[string, GuardRule, string, SessionFacts, RouteDecision]>([
    // Protected pages: unauthenticated → user-login when a session cookie exists and no partner info…
    ['author page, stale cookie, plain query', 'author', '', STALE_COOKIE, LOGIN],
    ['admin page, stale cookie', 'admin', '', STALE_COOKIE, LOGIN],
    ['editor page, stale cookie', 'author-or-launch', '', STALE_COOKIE, LOGIN],
    // …otherwise invalid-session.
    ['author page, no cookie', 'author', '', NONE, INVALID],
    ['admin page, no cookie', 'admin', '', NONE, INVALID],
    ['author page, stale cookie, query id', 'author', '?id=a', STALE_COOKIE, INVALID],
    ['author page, stale cookie, query sid', 'author', '?sid=b', STALE_COOKIE, INVALID],
    ['author page, stale cookie, query hostaddr', 'author', '?hostaddr=h', STALE_COOKIE, INVALID],
    ['a Collaborator token is not an author', 'author', '', COLLABORATOR, LOGIN],
    // Signed-in authors pass.
    ['author page, author', 'author', '', USER, 'allow'],
    ['author page, author with partner info in the query', 'author', '?id=a&sid=b', USER, 'allow'],
    // create-module and edit pass without login when the query carries both id and sid.
    ['editor, no login, id and sid', 'author-or-launch', '?id=a&sid=b', NONE, 'allow'],
    ['editor, no login, id only', 'author-or-launch', '?id=a', NONE, INVALID],
    ['editor, stale cookie, sid only', 'author-or-launch', '?sid=b', STALE_COOKIE, INVALID],
    ['other editor pages need login even with id and sid', 'author', '?id=a&sid=b', NONE, INVALID],
    // A page opened embedded keeps its host session while the editor's links drop the query.
    ['editor, opened embedded, plain query', 'author-or-launch', '', { ...NONE, embedded: true }, 'allow'],
    ['the author area stays closed to an embedded page', 'author', '', { ...NONE, embedded: true }, INVALID],
    // Admin pages also need ADMIN; failing it sends the user to the author home.
    ['admin page, USER', 'admin', '', USER, HOME],
    ['admin page, ADMIN', 'admin', '', ADMIN, 'allow'],
    ['admin page is not a launch page', 'admin', '?id=a&sid=b', NONE, INVALID],
    // The user-login page redirects signed-in non-collaborators home.
    ['user-login, author', 'user-login', '', USER, HOME],
    ['user-login, collaborator', 'user-login', '', COLLABORATOR, 'allow'],
    ['user-login, stale cookie', 'user-login', '', STALE_COOKIE, 'allow'],
    ['user-login, nobody', 'user-login', '', NONE, 'allow'],
    // The collaborate view needs a Collaborator or USER token, otherwise invalid-session.
    ['collaborate, collaborator', 'collaborate', '', COLLABORATOR, 'allow'],
    ['collaborate, USER', 'collaborate', '', USER, 'allow'],
    ['collaborate, stale cookie', 'collaborate', '', STALE_COOKIE, INVALID],
    ['collaborate, nobody', 'collaborate', '', NONE, INVALID],
    // Dispatch and scorm are exempt from the user-login redirect.
    ['delivery, stale cookie', 'delivery', '', STALE_COOKIE, 'allow'],
    ['delivery, nobody', 'delivery', '', NONE, 'allow'],
    ['public, nobody', 'public', '', NONE, 'allow'],
  ])('%s', (_, rule, search, session, expected) => {
    expect(decideRoute(rule, new URLSearchParams(search), session)).toBe(expected);
  });
});

describe('token claims behind the session facts (SPEC §5, §6)', () => {
  const NOW = Date.UTC(2025, 0, 1);
  const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  const future = NOW / 1000 + 3600;
  const past = NOW / 1000 - 1;

  it.each([
    ['USER', { roles: ['USER'], exp: future }, { author: true, admin: false, collab: true, standalone: true }],
    ['ADMIN', { roles: ['ADMIN', 'USER'], exp: future }, { author: true, admin: true, collab: true, standalone: true }],
    [
      'expired ADMIN',
      { roles: ['ADMIN'], exp: past },
      { author: false, admin: false, collab: false, standalone: false },
    ],
    [
      'partner ADMIN',
      { roles: ['ADMIN'], exp: future, partner: 'p' },
      { author: false, admin: false, collab: false, standalone: false },
    ],
    [
      'Collaborator',
      { roles: ['Collaborator'], exp: future },
      { author: false, admin: false, collab: true, standalone: true },
    ],
    ['no roles', { roles: [], exp: future }, { author: false, admin: false, collab: false, standalone: false }],
  ])('%s', (_, claims, expected) => {
    const t = token(claims);
    expect({
      author: isAuthorToken(t, NOW),
      admin: isAdminToken(t, NOW),
      collab: isCollaboratorViewToken(t, NOW),
      standalone: isStandaloneToken(t, NOW),
    }).toEqual(expected);
  });

  it('an unreadable token grants nothing', () => {
    expect([isAuthorToken('junk', NOW), isAdminToken('', NOW), isStandaloneToken('a.b.c', NOW)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('pageName: last static segment of the route pattern, capitals, dashes → spaces', () => {
  it.each<[string, string | null]>([
    ['/edit/:id', 'EDIT'],
    ['/editor/edit/:id', 'EDIT'],
    ['/author/home', 'HOME'],
    ['/author/home/my-content', 'MY CONTENT'],
    ['/author/favorites', 'FAVORITES'],
    ['/author/self-registration', 'SELF REGISTRATION'],
    ['/author/userlogin', 'USERLOGIN'],
    ['/create-module', 'CREATE MODULE'],
    ['/create-mono/:type', 'CREATE MONO'],
    ['/admin/', 'ADMIN'],
    ['/admin/mono-test/', 'MONO TEST'],
    ['/organization-settings', 'ORGANIZATION SETTINGS'],
    ['/collaborate/view/:id', 'VIEW'],
    ['/collaborate-error-401', 'COLLABORATE ERROR 401'],
    ['/auth/invalid-session', 'INVALID SESSION'],
    ['*', 'NOT FOUND'],
    ['/', null],
    ['/sso', null],
    ['/sso/:id', null],
  ])('%s → %s', (pattern, name) => {
    expect(pageName(pattern)).toBe(name);
  });
});

describe('rootDestination: where / leads', () => {
  it('an author goes home; anyone else, with or without an old cookie, is asked to log in', () => {
    const none = NONE;
    expect(rootDestination(none)).toBe('/author/userlogin');
    expect(rootDestination({ ...none, cookie: true })).toBe('/author/userlogin');
    expect(rootDestination({ ...none, collaboratorView: true })).toBe('/author/userlogin');
    expect(rootDestination({ ...none, cookie: true, author: true })).toBe('/author/home');
  });
});
