import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { addMember } from '../../support/members';
import { registerOperator } from '../../support/operators';
import { signedPartnerPost } from '../../support/partner';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

/**
 * Every route the API registers, with every kind of caller (SPEC §6 on the server). The routes
 * come from the app itself, so a new route is walked here without anyone listing it.
 */

/** Routes anyone may call (README "API"). */
const PUBLIC = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  /^POST \/api\/auth\/(partner|partner-view|scorm-view|forgot-password|reset-password|verify-email|resend-verification)$/,
  /** Embedded mode's exchange (X-ID, X-SID) and the host's signed end; single sign-on; where to log in. */
  /^POST \/api\/auth\/(partner\/session|partner\/end-session|sso)$/,
  'GET /api/auth/login-options',
  /^POST \/api\/collaborators\/validate-access\//,
  'GET /api/organization/invites/:token',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/docs',
  'GET /api/openapi.json',
  /** Learners: published modules, signed package downloads, dispatch sessions (the package's own secret). */
  /^GET \/api\/delivery\/(modules|blocks)\/:id$/,
  'GET /api/scorm-package/download/:token',
  /** A share-link learner's statements, for the LRS (like a view, no sign-in). */
  'POST /api/delivery/modules/:id/statements',
  /^(POST|GET) \/api\/dispatch\/:dispatchId\/(admission|session|module)$/,
  /** Media: an upload URL is its own (signed) permission; a file's address is unguessable. */
  'PUT /api/media/upload/:token',
  'GET /api/media/files/:mediaId/:file',
  /** Theme fonts: the learner's player (and a package's) loads them. */
  'GET /api/fonts/:file',
  /** A learner's view of a published module (a share link's, an embed's). */
  'PUT /api/courses/views/:id',
  /** LTI 1.3: platforms fetch the keys and send logins and launches; a launched learner's score carries its signed launch. */
  /^(GET|POST) \/api\/lti\/(jwks|login|launch|deep-link|progress)$/,
];
/** The admin's calls (the allow-list's admin paths): an ADMIN of the organisation, with an account's own token, and no one else. */
const ADMIN_ONLY = [
  /^[A-Z]+ \/api\/admin\//,
  'GET /api/courses/translation-metrics',
  'GET /api/courses/transcribe-metrics',
  /** The organisation's LTI 1.3 learning platforms and the tool's addresses to give them. */
  /^[A-Z]+ \/api\/lti\/(tool|platforms)(\/:platformId)?$/,
];
/** What a Collaborator token may do: read its course, and comments. */
const COLLABORATOR_MAY = [
  'GET /api/courses/:id',
  'GET /api/courses/:id/blocks',
  'GET /api/drafts/:id/latest',
  /^[A-Z]+ \/api\/comments(\/(?!block\/)|$)/,
  'GET /api/comments/block/:id',
  'PUT /api/collaborators/update-name',
  'GET /api/users/collab/all-users',
  /** The module is shown in its theme. */
  'GET /api/themes',
];
/** What a viewing partner token (partner-view, scorm-view) may do: manage its own user, nothing of the author area. */
const VIEWING_PARTNER_MAY = [
  /^(GET|POST) \/api\/users\/(user-info|update-user-settings|tour-[a-z]+|whats-new-[a-z-]+)$/,
  /^POST \/api\/auth\/(get|update)PreferredTranslations$/,
];
/** The instance operators' calls: an ADMIN's own token whose email is in INSTANCE_ADMINS; asking whether one is, any ADMIN. */
const OPERATORS_ONLY = /^[A-Z]+ \/api\/admin\/instance\/(?!me$)/;
const OPERATOR_EMAIL = `operator-${randomUUID()}@example.com`;
/** The admin screens' calls (issue 19): an organisation's ADMIN only, checked on the server. */
const ADMIN_AREA = /^[A-Z]+ \/api\/admin\//;
/**
 * What an authoring partner token may not do, though a USER may: take a session of this server's
 * accounts back, send usage tracking (SPEC §6: standalone tokens only), or see its organisation's members.
 */
const AUTHORING_PARTNER_MAY_NOT = [
  'POST /api/auth/session/reclaim',
  'POST /api/insights/track',
  /^[A-Z]+ \/api\/organization\/(members|invites$)/,
  ADMIN_AREA,
];

/** A media id of the right shape that names no upload (media routes need ids of their own). */
const SAMPLE_MEDIA_ID = 'abcdefghijkmnpqrstuvwxyz';

/**
 * A valid body where the route needs one, so that a refusal is about who calls, not about what
 * was sent. A new route with a body needs its sample here (the test says so).
 */
const SAMPLE_BODY: Record<string, unknown> = {
  'POST /api/courses/': { course: { title: 'Sample' } },
  'PUT /api/courses/:id': { course: { title: 'Changed by a stranger' } },
  'POST /api/courses/duplicate-course/:id': { courseTitle: 'Copy' },
  /** To themselves: a stranger passes the membership check and meets the course's. */
  'PUT /api/courses/:id/owner': { userId: ':self' },
  'POST /api/courses/favourite': { courseId: ':id' },
  'PUT /api/course-tag/:id': { tags: ['stolen'], replace: true },
  'POST /api/courses/:id': { course: { title: 'Saved by a stranger' } },
  'PUT /api/drafts/': { course: { id: ':id', title: 'Saved by a stranger' } },
  'POST /api/blocks/': { courseId: ':id', block: { type: 'TextBlockComponent', data: { html: '<p>x</p>' } } },
  'PUT /api/blocks/:id': { block: { id: ':id', type: 'TextBlockComponent', data: { html: '<p>x</p>' } } },
  'POST /api/drafts/draftblocks': { blockIds: [':id'] },
  'DELETE /api/drafts/blocks/draftblocks': [':id'],
  'PUT /api/collaborators/:courseId': { email: 'intruder@example.com', firstname: 'In', lastname: 'Truder' },
  'PUT /api/collaborators/update-name': { firstname: 'New', lastname: 'Name' },
  'POST /api/collaborators/external-collaborator-user': { email: 'x@example.com' },
  'POST /api/users/tour-completed': { tourId: 'dashboard' },
  'POST /api/users/whats-new-progress': { viewedFeatures: [], lastViewedAt: null },
  'POST /api/users/whats-new-feature-viewed': { featureId: 'tagging' },
  'POST /api/users/update-user-settings': { type: 'aiAssist', isActive: true },
  /** A rename answers a new token of the same session, which the caller uses from then on. */
  'PUT /api/users/me/profile': { first_name: 'Sam', last_name: 'Ple' },
  'POST /api/auth/updatePreferredTranslations': { user: { preferredLanguages: ['en'] } },
  'PUT /api/organization/members/:userId/role': { role: 'USER' },
  'POST /api/auth/template': { courseId: ':id' },
  'POST /api/insights/track': { eventType: 'page', name: 'user.page.experienced', page: 'HOME' },
  'POST /api/auth/partner/session': { hostaddr: 'https://lms.example.com' },
  'POST /api/auth/sso': { assertion: 'not.a.jwt' },
  'POST /api/scorm-package/generate': { courseId: ':id', dispatchType: 'scorm12' },
  'POST /api/lti/platforms': {
    name: 'Sample LMS',
    issuer: 'https://lms.example.com',
    clientId: 'sample-client-:self',
    deploymentIds: ['1'],
    authLoginUrl: 'https://lms.example.com/auth',
    // Public addresses written out: the addresses this server calls are checked, and nothing here resolves names.
    tokenUrl: 'https://93.184.215.14/token',
    jwksUrl: 'https://93.184.215.14/jwks',
  },
  'POST /api/admin/instance/operator-grant': { token: 'not.a.grant' },
  'POST /api/scorm/createdispatch/:id': { requestedDispatchType: 'scorm12' },
  'POST /api/comments/': { courseId: ':id', blockId: 'block-1', content: 'A comment' },
  'PUT /api/comments/:id': { content: 'Edited' },
  'PATCH /api/comments/:id/status': { status: 'resolved' },
  'POST /api/comments/:id/read': {},
  'POST /api/courses/pre-signed-url': { filename: 'a.png', contentType: 'image/png', courseId: ':id' },
  'POST /api/courses/pre-signed-url-upload': { filename: 'a.png', contentType: 'image/png', courseId: ':id' },
  'POST /api/courses/generate-thumbnail/:id': { from: 'title-card' },
  'POST /api/media/transcribe': { courseId: ':id', blockId: 'block-1', mediaId: SAMPLE_MEDIA_ID, language: 'en' },
  'POST /api/media/render-avatar': { courseId: ':id', blockId: 'block-1', script: 'Hello' },
  'POST /api/blocks/transcribe-check': { id: ':id' },
  'POST /api/themes': { name: 'Sample theme' },
  'PUT /api/themes/:id': { name: 'Renamed by a stranger' },
  'POST /api/courses/selectedLanguages/:id': { languages: ['en', 'es'] },
  'POST /api/courses/translate/:id': { allLanguages: true },
  'POST /api/courses/translatenow/:id': {},
  'POST /api/courses/partial-translate': { id: ':id', blocks: [], language: 'es' },
  'PUT /api/courses/translate/:id/:lang': { segments: [{ id: 'title', text: 'Robado', sourceHash: 'x' }] },
  'PUT /api/courses/translate/:id/:lang/player-words': { words: { 'cover.start': 'Robado' } },
  'POST /api/courses/translate/:id/:lang/review': { reviewed: true },
  'POST /api/themes/:id/duplicate': { name: 'Copied by a stranger' },
  'POST /api/admin/instance/organisations/:orgId/suspend': { reason: 'Sample' },
};
/** Query strings; `:id` is course A's id. */
const SAMPLE_QUERY: Record<string, string> = {
  'DELETE /api/course-tag/:id': '?tag=stolen',
  'GET /api/comments/block/:id': '?courseId=:id',
  'DELETE /api/comments/block/:id': '?courseId=:id',
  'GET /api/courses/signed-url': `?sourceUrl=/api/media/files/${SAMPLE_MEDIA_ID}/original.jpg`,
  'GET /api/admin/metrics': '?from=2026-01-01&to=2026-01-31&bucket=week',
  'GET /api/admin/metrics/export.csv': '?from=2026-01-01&to=2026-01-31',
  /** The change log filtered to course A: another organisation's admin meets a 404, never A's entries. */
  'GET /api/admin/audit': '?module=:id',
  'GET /api/admin/audit/export.csv': '?module=:id',
  'GET /api/admin/audit/export.jsonl': '?module=:id',
};
/** Routes whose id is a comment's: the Collaborator's own comments on course A (one of them to delete). */
const COMMENT_ROUTES: Record<string, 'kept' | 'deleted'> = {
  'GET /api/comments/:id': 'kept',
  'PUT /api/comments/:id': 'kept',
  'PATCH /api/comments/:id/status': 'kept',
  'POST /api/comments/:id/read': 'kept',
  'DELETE /api/comments/:id': 'deleted',
};
/** Path parameters that are not module ids (userId is set once Erin exists); every other parameter gets course A's id. */
const SAMPLE_PARAM: Record<string, string> = { revision: '0', email: 'intruder%40example.com', lang: 'es' };

const PARTNER_SECRET = 'acme-secret-0123456789';

/** A partner token through the signed partner sign-in; `partner` (authoring) in a host session, bound to it. */
async function partnerSignIn(
  baseUrl: string,
  via: 'partner' | 'partner-view',
): Promise<{ token: string; headers: Record<string, string> }> {
  const sid = `sess_${randomUUID()}`;
  const hostaddr = 'https://lms.partner.example';
  const signedIn = await signedPartnerPost(
    baseUrl,
    `/auth/${via}`,
    {
      partner: 'acme',
      ...(via === 'partner' ? { session: { sid, hostaddr } } : {}),
      userData: { id: `u-${via}`, email: 'p@partner.example', first_name: 'Pat', last_name: 'Partner' },
    },
    PARTNER_SECRET,
  );
  if (via !== 'partner') return { token: signedIn.body.token as string, headers: {} };
  const headers = { 'x-id': signedIn.body.id as string, 'x-sid': sid };
  const bound = await apiClient(baseUrl, undefined, headers).post('/auth/partner/session', { hostaddr });
  return { token: bound.body.token as string, headers };
}

type Route = { method: string; path: string };
const key = (r: Route) => `${r.method} ${r.path}`;
const matches = (list: (string | RegExp)[], r: Route) =>
  list.some((m) => (typeof m === 'string' ? m === key(r) : m.test(key(r))));
/** Routes that take a module's id (comments and others take their own ids, which get the module's id here and match nothing). */
const hasId = (r: Route) => /\/:(id|courseId)(\/|$)/.test(r.path);

describe('access matrix: every route × every caller', () => {
  let server: TestServer;
  let courseA: string;
  let courseTitle: string;
  let routes: Route[];
  const tokens: Record<string, string | undefined> = {};
  /** Headers a caller sends on every call (an embedded partner's X-ID and X-SID). */
  const headersOf: Record<string, Record<string, string>> = {};
  const comments = { kept: '', deleted: '' };
  const userIds: Record<string, string> = {};

  /**
   * Calls the route as `who` with course A's id in every path parameter. A call that hands back a
   * new token (taking the session back, naming a collaborator) makes the caller use it from then on.
   */
  const call = async (who: string, r: Route) => {
    const comment = COMMENT_ROUTES[key(r)];
    const path =
      r.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        comment ? comments[comment] : (SAMPLE_PARAM[name] ?? courseA),
      ) + (SAMPLE_QUERY[key(r)] ?? '').replaceAll(':id', courseA);
    const sample = SAMPLE_BODY[key(r)];
    const needsBody = r.method !== 'GET' && (r.method !== 'DELETE' || sample !== undefined);
    const body = needsBody
      ? JSON.stringify(sample ?? {})
          .replaceAll(':id', courseA)
          .replaceAll(':self', userIds[who] ?? '')
      : undefined;
    const token = tokens[who];
    const res = await fetch(`${server.url}${path}`, {
      method: r.method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headersOf[who],
      },
      body,
    });
    const text = await res.text();
    // JSON Lines (an export) stays text.
    const parsed = /^application\/json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    if (res.status === 200 && typeof parsed?.token === 'string' && token) tokens[who] = parsed.token;
    return { status: res.status, body: parsed };
  };

  beforeAll(async () => {
    server = await startTestServer({
      partnerSecrets: `acme:${PARTNER_SECRET}`,
      env: { INSTANCE_ADMINS: OPERATOR_EMAIL },
    });
    routes = server.routes;
    const adminA = await registerUser(server.url, 'Alice');
    const orgA = (await adminA.api.get('/users/user-info')).body.currentOrg;
    courseTitle = `Secret plans ${randomUUID()}`;
    courseA = await createCourse(adminA.api, courseTitle);
    const userA = await addMember(server, orgA, 'Uma');
    const userB = await registerUser(server.url, 'Bob');
    // A member of A that calls by a person's id (role changes, removal, erasure) may act on.
    SAMPLE_PARAM.userId = (await addMember(server, orgA, 'Erin')).userId;
    tokens['ADMIN of A'] = adminA.token;
    tokens['USER of A'] = userA.token;
    tokens['USER of B'] = userB.token;
    userIds['USER of A'] = userA.userId;
    userIds['USER of B'] = (await userB.api.get('/users/user-info')).body.id;
    const collaborator = await collaboratorOf(server.url, adminA.api, courseA);
    tokens['Collaborator of A'] = collaborator.token;
    for (const which of ['kept', 'deleted'] as const) {
      const made = await collaborator.api.post('/comments/', {
        courseId: courseA,
        blockId: 'block-1',
        content: `To be ${which}`,
      });
      comments[which] = made.body.comment.id;
      await collaborator.api.get(`/comments/${made.body.comment.id}?after=${made.body.position}`);
    }
    const viewer = await partnerSignIn(server.url, 'partner-view');
    tokens['viewing partner'] = viewer.token;
    const author = await partnerSignIn(server.url, 'partner');
    tokens['authoring partner'] = author.token;
    headersOf['authoring partner'] = author.headers;
    userIds['authoring partner'] = author.headers['x-id'] ?? '';
    tokens['no token'] = undefined;
    tokens.operator = (await registerOperator(server, OPERATOR_EMAIL, 'Otto')).token;
  });
  afterAll(async () => server.close());

  it('finds the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(key)).toEqual(
      expect.arrayContaining(['GET /api/courses/:id', 'PUT /api/collaborators/:courseId', 'GET /api/users/user-info']),
    );
  });

  it('without a token: 401, except the public routes', async () => {
    for (const r of routes) {
      const { status, body } = await call('no token', r);
      // A public route may still refuse (a partner call without its signature), but never for want of a token.
      if (matches(PUBLIC, r)) expect.soft(body?.message, key(r)).not.toBe('Missing bearer token');
      else expect.soft([status, body?.message], key(r)).toEqual([401, 'Missing bearer token']);
    }
  });

  it('a Collaborator: 403 except its allow-list, where it reads its own course', async () => {
    for (const r of routes.filter((x) => !matches(PUBLIC, x))) {
      const { status, body } = await call('Collaborator of A', r);
      if (!matches(COLLABORATOR_MAY, r)) expect.soft(status, key(r)).toBe(403);
      else expect.soft(status, `${key(r)} ${JSON.stringify(body)}`).toBeLessThan(400);
    }
  });

  it('a viewing partner token: 403 on the author area', async () => {
    for (const r of routes.filter((x) => !matches(PUBLIC, x))) {
      const { status, body } = await call('viewing partner', r);
      if (!matches(VIEWING_PARTNER_MAY, r)) expect.soft(status, key(r)).toBe(403);
      else expect.soft(status, `${key(r)} ${JSON.stringify(body)}`).toBeLessThan(400);
    }
  });

  it('a user of organisation B, and an authoring partner: 404 for anything by an id of A, and never A’s data', async () => {
    for (const who of ['USER of B', 'authoring partner']) {
      for (const r of routes.filter((x) => !matches(PUBLIC, x))) {
        const { status, body } = await call(who, r);
        const label = `${who} ${key(r)} → ${status} ${JSON.stringify(body)}`;
        if (who === 'authoring partner' && matches(AUTHORING_PARTNER_MAY_NOT, r)) {
          expect.soft(status, label).toBe(403);
        } else if (hasId(r)) {
          if (status === 400 && !(key(r) in SAMPLE_BODY))
            throw new Error(
              `${label}: add a valid sample body (SAMPLE_BODY) or path parameter (SAMPLE_PARAM) for this route`,
            );
          expect.soft(status, label).toBe(404);
        } else if (who === 'authoring partner') expect.soft(status, label).toBeLessThan(500);
        expect.soft(JSON.stringify(body ?? '').includes(courseTitle), label).toBe(false);
      }
    }
    const after = await apiClient(server.url, tokens['ADMIN of A']).get(`/courses/${courseA}`);
    expect(after.body.course).toMatchObject({ title: courseTitle, tags: [], deletedAt: null });
  });

  it('admin calls: 403 for a USER, a Collaborator and partner tokens; the ADMIN gets them', async () => {
    const adminRoutes = routes.filter((r) => matches(ADMIN_ONLY, r));
    expect(adminRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/metrics',
        'GET /api/admin/metrics/export.csv',
        'GET /api/admin/people',
        'POST /api/admin/people/:userId/erase',
        'GET /api/admin/personal-data/export.zip',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
      ]),
    );
    for (const who of ['USER of A', 'Collaborator of A', 'viewing partner', 'authoring partner']) {
      for (const r of adminRoutes) expect.soft((await call(who, r)).status, `${who} ${key(r)}`).toBe(403);
    }
    for (const r of adminRoutes) {
      const { status, body } = await call('ADMIN of A', r);
      // An ADMIN whose email is not in INSTANCE_ADMINS is no operator.
      if (matches([OPERATORS_ONLY], r)) expect.soft(status, `${key(r)} ${JSON.stringify(body)}`).toBe(403);
      // Removing a platform by an id no platform has: the ADMIN is told it is not there, where others are refused.
      else if (key(r) === 'DELETE /api/lti/platforms/:platformId') expect.soft(status, key(r)).toBe(404);
      else expect.soft(status, `${key(r)} ${JSON.stringify(body)}`).toBeLessThan(400);
    }
  });

  it('the instance operators’ calls: the operator gets them (course A’s id names no organisation)', async () => {
    const operatorRoutes = routes.filter((r) => matches([OPERATORS_ONLY], r));
    expect(operatorRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/instance/organisations',
        'POST /api/admin/instance/organisations/:orgId/suspend',
      ]),
    );
    for (const r of operatorRoutes) {
      const { status, body } = await call('operator', r);
      expect.soft([200, 404], `${key(r)} ${JSON.stringify(body)}`).toContain(status);
    }
  });

  // Every route, twice, SCORM package builds included: more than the default 30 s on a busy machine.
  it('members of A: never refused for want of a token, and no route fails', async () => {
    // ADMIN last: its calls include deleting course A.
    for (const who of ['USER of A', 'ADMIN of A']) {
      for (const r of routes.filter((x) => !matches(PUBLIC, x))) {
        const { status, body } = await call(who, r);
        expect.soft(status, `${who} ${key(r)} ${JSON.stringify(body)}`).not.toBe(401);
        expect.soft(status, `${who} ${key(r)} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  }, 120_000);
});
