import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { listenOnLoopback } from './listen';

/**
 * A stand-in LTI 1.3 platform (an LMS such as Moodle) for end-to-end tests, over real HTTP with
 * real JWTs: it starts third-party initiated logins, answers the OIDC authentication request with
 * a signed id_token in an auto-submitting form (LTI Core 1.3), takes Deep Linking 2.0 responses,
 * issues AGS 2.0 access tokens for a signed client assertion (1EdTech Security Framework) and
 * takes scores. It verifies everything the tool signs against the tool's JWKS, records what it
 * accepted and, for assertions, every request it refused with why.
 */

/** Prefix of the LTI Core claims (`${LTI_CLAIM}message_type` …). */
export const LTI_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
/** Prefix of the Deep Linking claims (`${DL_CLAIM}content_items` …). */
export const DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
/** The claim with a resource link's Assignment and Grade Services endpoints. */
export const AGS_ENDPOINT_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
/** The AGS scopes the platform grants. */
export const AGS_SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
} as const;

const ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const SCORE_TYPE = 'application/vnd.ims.lis.v1.score+json';
const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'];
const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'];
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A person in the LMS; `id` is the `sub` of their launches and the `userId` of their scores. */
export type LtiUser = { id: string; name: string; email: string; roles: string[] };

/** The teacher who adds activities (Deep Linking launches by default). */
export const INSTRUCTOR: LtiUser = {
  id: 'instructor-1',
  name: 'Ines Instructor',
  email: 'ines@lms.test',
  roles: [`${ROLE}Instructor`],
};

/** The student who takes them (resource link launches by default). */
export const LEARNER: LtiUser = {
  id: 'learner-1',
  name: 'Lee Learner',
  email: 'lee@lms.test',
  roles: [`${ROLE}Learner`],
};

/** What an administrator enters in the LMS when adding the tool. */
export type ToolRegistration = {
  loginUrl: string;
  redirectUrls: string[];
  jwksUrl: string;
  deepLinkingUrl: string;
  launchUrl: string;
};

/** A score the tool posted to a line item, as received. */
export type ReceivedScore = {
  /** The line item's URL (`<origin>/lineitems/<index>`). */
  lineItem: string;
  body: Record<string, unknown>;
  contentType: string;
  /** The scopes of the access token it came with. */
  scopes: string[];
};

/** A running stand-in LMS; see startLtiPlatform. */
export type LtiPlatform = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The platform's `iss`: its origin. */
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** The OIDC authentication request endpoint (`/auth`). */
  authLoginUrl: string;
  /** The OAuth 2 token endpoint (`/token`), also the `aud` client assertions must name. */
  tokenUrl: string;
  /** The platform's public keys (`/jwks`). */
  jwksUrl: string;
  /** Adds the tool, as an administrator would; the platform knows one tool at a time. */
  registerTool(tool: ToolRegistration): void;
  /** URL a browser opens: the platform starts a Deep Linking launch of the tool for `user` (third-party initiated login). */
  deepLinkingStart(user?: LtiUser): string;
  /** URL a browser opens: the platform launches the resource link created from deep link item `index` (default: the last one) for `user`. */
  resourceLinkStart(user?: LtiUser, index?: number): string;
  /** Content items received from the tool's Deep Linking responses (verified), in order. */
  deepLinks: Record<string, unknown>[];
  /** Scores posted to line items through AGS (bearer token verified), in order. */
  scores: ReceivedScore[];
  /** Requests the platform refused, with why (bad JWT, unknown client, wrong redirect_uri …), for assertions. */
  refused: string[];
  close(): Promise<void>;
};

/** What the platform puts in `lti_message_hint` and reads back at `/auth`: which launch the login is for. */
type Hint = { kind: 'deep-link' } | { kind: 'resource-link'; index: number };

/** A request turned down: its status, the reason recorded in `refused`, and for the token endpoint the OAuth error. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
    readonly oauthError?: string,
  ) {
    super(reason);
  }
}

function demand(condition: unknown, reason: string, status = 400, oauthError?: string): asserts condition {
  if (!condition) throw new Refusal(status, reason, oauthError);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test LMS</title></head><body>${body}</body></html>`;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await bodyOf(req));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function encodeHint(hint: Hint): string {
  return Buffer.from(JSON.stringify(hint)).toString('base64url');
}

function decodeHint(text: string): Hint {
  try {
    const hint = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Hint;
    if (hint.kind === 'deep-link' || (hint.kind === 'resource-link' && Number.isInteger(hint.index))) return hint;
  } catch {}
  throw new Refusal(400, `lti_message_hint ${JSON.stringify(text)} is not one the platform gave`);
}

/** What breaks AGS 2.0 §3.4 in a score (`users` are the ids the LMS knows). */
function scoreProblems(score: Record<string, unknown>, users: Map<string, LtiUser>): string[] {
  const problems: string[] = [];
  const { userId, scoreGiven, scoreMaximum, activityProgress, gradingProgress, timestamp } = score;
  if (typeof userId !== 'string' || !users.has(userId)) problems.push(`userId ${JSON.stringify(userId)} is not a user`);
  if (scoreGiven === undefined) {
    if (gradingProgress === 'FullyGraded') problems.push('no scoreGiven, yet FullyGraded');
  } else if (typeof scoreGiven !== 'number' || !Number.isFinite(scoreGiven) || scoreGiven < 0)
    problems.push(`scoreGiven ${JSON.stringify(scoreGiven)} is not a number ≥ 0`);
  if (
    (scoreGiven !== undefined || scoreMaximum !== undefined) &&
    !(typeof scoreMaximum === 'number' && scoreMaximum > 0)
  )
    problems.push(`scoreMaximum ${JSON.stringify(scoreMaximum)} is not a number > 0`);
  if (!ACTIVITY_PROGRESS.includes(activityProgress as string))
    problems.push(`activityProgress ${JSON.stringify(activityProgress)}`);
  if (!GRADING_PROGRESS.includes(gradingProgress as string))
    problems.push(`gradingProgress ${JSON.stringify(gradingProgress)}`);
  if (typeof timestamp !== 'string' || !ISO_WITH_ZONE.test(timestamp) || Number.isNaN(Date.parse(timestamp)))
    problems.push(`timestamp ${JSON.stringify(timestamp)} is not ISO 8601 with a time zone`);
  return problems;
}

/**
 * Starts the platform on a free loopback port with a fresh RS256 key. Register the tool, then open
 * deepLinkingStart() and resourceLinkStart() in a browser; the platform checks what comes back.
 */
export async function startLtiPlatform(
  options: { clientId?: string; deploymentId?: string } = {},
): Promise<LtiPlatform> {
  const { clientId = 'tessera-tool', deploymentId = 'deployment-1' } = options;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const platformGuid = randomUUID();

  const deepLinks: Record<string, unknown>[] = [];
  const scores: ReceivedScore[] = [];
  const refused: string[] = [];
  const users = new Map([INSTRUCTOR, LEARNER].map((user) => [user.id, user]));
  let registered: { tool: ToolRegistration; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
  /** The `data` of Deep Linking requests not yet answered. */
  const deepLinkingData = new Set<string>();
  /** Every client assertion `jti` seen, so none is accepted twice. */
  const seenJtis = new Set<string>();
  const accessTokens = new Map<string, { scopes: string[]; expires: number }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    try {
      await route(req, res, url);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      refused.push(`${req.method} ${url.pathname}: ${reason}`);
      const status = error instanceof Refusal ? error.status : 400;
      if (error instanceof Refusal && error.oauthError)
        json(res, status, { error: error.oauthError, error_description: reason });
      else res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(reason);
    }
  });
  const origin = await listenOnLoopback(server);
  const tokenUrl = `${origin}/token`;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { pathname: path } = url;
    const resourceStart = /^\/start\/resource-link\/(\d+)$/.exec(path);
    const scoresOf = /^\/lineitems\/(\d+)\/scores$/.exec(path);
    if (req.method === 'GET') {
      if (path === '/jwks') return json(res, 200, { keys: [publicJwk] });
      if (path === '/start/deep-link') return startLogin(res, url, { kind: 'deep-link' });
      if (resourceStart) return startLogin(res, url, { kind: 'resource-link', index: Number(resourceStart[1]) });
      if (path === '/auth') return authenticate(res, url.searchParams);
      if (path === '/returned') return html(res, '<h1>Back in the LMS</h1>');
    }
    if (req.method === 'POST') {
      if (path === '/auth') return authenticate(res, await formOf(req));
      if (path === '/deep-link-return') return deepLinkReturn(res, await formOf(req));
      if (path === '/token') return issueToken(res, await formOf(req));
      if (scoresOf) return takeScore(req, res, Number(scoresOf[1]));
    }
    res.writeHead(404).end();
  }

  function tool() {
    demand(registered, 'no tool is registered', 409);
    return registered;
  }

  /** The deep link item a resource link launch is made from. */
  function contentItem(index: number) {
    const item = deepLinks[index];
    demand(item, `no deep link item ${index}`, 404);
    return item;
  }

  function targetLinkUri(hint: Hint): string {
    if (hint.kind === 'deep-link') return tool().tool.deepLinkingUrl;
    const { url } = contentItem(hint.index);
    return typeof url === 'string' ? url : tool().tool.launchUrl;
  }

  /** LTI Core §4.1: third-party initiated login, the platform sending the browser to the tool's login URL. */
  function startLogin(res: ServerResponse, url: URL, hint: Hint) {
    const userId = url.searchParams.get('user') ?? '';
    demand(users.has(userId), `user ${JSON.stringify(userId)} is not a user`);
    const login = new URL(tool().tool.loginUrl);
    const params = {
      iss: origin,
      login_hint: userId,
      target_link_uri: targetLinkUri(hint),
      lti_message_hint: encodeHint(hint),
      client_id: clientId,
      lti_deployment_id: deploymentId,
    };
    for (const [name, value] of Object.entries(params)) login.searchParams.set(name, value);
    res.writeHead(302, { location: login.href }).end();
  }

  /** OIDC authentication request (Security Framework §5.1.1.2): a signed id_token form-posted to the redirect_uri. */
  async function authenticate(res: ServerResponse, params: URLSearchParams) {
    const param = (name: string) => params.get(name) ?? '';
    const { redirectUrls } = tool().tool;
    demand(param('client_id') === clientId, `client_id ${JSON.stringify(param('client_id'))} is not the tool's`);
    demand(redirectUrls.includes(param('redirect_uri')), `redirect_uri ${param('redirect_uri')} is not registered`);
    demand(param('scope').split(' ').includes('openid'), `scope ${JSON.stringify(param('scope'))} lacks openid`);
    demand(param('response_type') === 'id_token', `response_type ${JSON.stringify(param('response_type'))}`);
    demand(param('response_mode') === 'form_post', `response_mode ${JSON.stringify(param('response_mode'))}`);
    demand(param('prompt') === 'none', `prompt ${JSON.stringify(param('prompt'))}, not none`);
    demand(param('nonce'), 'no nonce');
    demand(param('state'), 'no state');
    const user = users.get(param('login_hint'));
    demand(user, `login_hint ${JSON.stringify(param('login_hint'))} is not a user`);
    const hint = decodeHint(param('lti_message_hint'));

    const [givenName = '', ...familyName] = user.name.split(' ');
    const idToken = await new SignJWT({
      azp: clientId,
      nonce: param('nonce'),
      name: user.name,
      given_name: givenName,
      family_name: familyName.join(' '),
      email: user.email,
      [`${LTI_CLAIM}deployment_id`]: deploymentId,
      [`${LTI_CLAIM}version`]: '1.3.0',
      [`${LTI_CLAIM}roles`]: user.roles,
      [`${LTI_CLAIM}context`]: {
        id: 'course-1',
        label: 'FIRE101',
        title: 'Fire safety course',
        type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
      },
      [`${LTI_CLAIM}tool_platform`]: { guid: platformGuid, name: 'Test LMS', product_family_code: 'test-lms' },
      [`${LTI_CLAIM}target_link_uri`]: targetLinkUri(hint),
      ...messageClaims(hint),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(origin)
      .setAudience(clientId)
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

    const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    html(
      res,
      `<form method="post" action="${escapeHtml(param('redirect_uri'))}">${field('id_token', idToken)}${field('state', param('state'))}` +
        '<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>',
    );
  }

  /** The claims of a Deep Linking request (DL 2.0 §4.4) or of a resource link launch (Core §5.3, AGS §3.1). */
  function messageClaims(hint: Hint): Record<string, unknown> {
    if (hint.kind === 'deep-link') {
      const data = randomBytes(16).toString('base64url');
      deepLinkingData.add(data);
      return {
        [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingRequest',
        [`${DL_CLAIM}deep_linking_settings`]: {
          deep_link_return_url: `${origin}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: false,
          auto_create: true,
          title: 'Add an activity',
          data,
        },
      };
    }
    const item = contentItem(hint.index);
    return {
      [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI_CLAIM}resource_link`]: { id: `link-${hint.index}`, title: item.title },
      [`${LTI_CLAIM}launch_presentation`]: { document_target: 'iframe', return_url: `${origin}/returned` },
      ...(item.custom ? { [`${LTI_CLAIM}custom`]: item.custom } : {}),
      ...(item.lineItem
        ? {
            [AGS_ENDPOINT_CLAIM]: {
              scope: [AGS_SCOPE.lineItem, AGS_SCOPE.score],
              lineitems: `${origin}/lineitems`,
              lineitem: `${origin}/lineitems/${hint.index}`,
            },
          }
        : {}),
    };
  }

  /** Deep Linking response (DL 2.0 §4.5): a JWT signed by the tool, with the items to add. */
  async function deepLinkReturn(res: ServerResponse, form: URLSearchParams) {
    const jwt = form.get('JWT');
    demand(jwt, 'no JWT field');
    const { payload } = await jwtVerify(jwt, tool().keys, {
      algorithms: ['RS256'],
      issuer: clientId,
      audience: origin,
      requiredClaims: ['iat', 'exp', 'nonce'],
    });
    const claim = (name: string) => payload[name];
    demand(claim(`${LTI_CLAIM}deployment_id`) === deploymentId, 'deployment_id is not the deployment');
    demand(
      claim(`${LTI_CLAIM}message_type`) === 'LtiDeepLinkingResponse',
      'message_type is not LtiDeepLinkingResponse',
    );
    demand(claim(`${LTI_CLAIM}version`) === '1.3.0', 'version is not 1.3.0');
    const data = claim(`${DL_CLAIM}data`);
    demand(
      typeof data === 'string' && deepLinkingData.has(data),
      `data ${JSON.stringify(data)} is not that of an unanswered Deep Linking request`,
    );
    const items = claim(`${DL_CLAIM}content_items`) ?? [];
    demand(Array.isArray(items), 'content_items is not an array');
    demand(items.length <= 1, `${items.length} content items, yet accept_multiple is false`);
    for (const item of items) {
      demand(
        isObject(item) && item.type === 'ltiResourceLink',
        `content item ${JSON.stringify(item)} is not an ltiResourceLink`,
      );
      demand(item.url === undefined || typeof item.url === 'string', 'content item url is not a string');
      demand(
        item.lineItem === undefined || (isObject(item.lineItem) && Number(item.lineItem.scoreMaximum) > 0),
        'content item lineItem has no scoreMaximum > 0',
      );
    }
    deepLinkingData.delete(data);
    deepLinks.push(...items);
    const titles = items.map((item) => `<li>${escapeHtml(String(item.title ?? item.url ?? 'Untitled'))}</li>`);
    html(res, items.length ? `<h1>Activity added</h1><ul>${titles.join('')}</ul>` : '<h1>Nothing added</h1>');
  }

  /** Client credentials grant with a JWT client assertion (Security Framework §4.1, RFC 7523 §2.2). */
  async function issueToken(res: ServerResponse, form: URLSearchParams) {
    const refuseClient = (reason: string) => new Refusal(401, reason, 'invalid_client');
    const grantType = form.get('grant_type');
    demand(grantType === 'client_credentials', `grant_type ${grantType}`, 400, 'unsupported_grant_type');
    if (form.get('client_assertion_type') !== JWT_BEARER)
      throw refuseClient(`client_assertion_type ${form.get('client_assertion_type')}`);
    const assertion = form.get('client_assertion');
    if (!assertion) throw refuseClient('no client_assertion');
    const { payload } = await jwtVerify(assertion, tool().keys, {
      algorithms: ['RS256'],
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl,
      requiredClaims: ['exp', 'iat', 'jti'],
    }).catch((error: Error) => {
      throw refuseClient(`client_assertion: ${error.message}`);
    });
    const jti = String(payload.jti);
    if (seenJtis.has(jti)) throw refuseClient(`client_assertion jti ${jti} was used before`);
    seenJtis.add(jti);
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const granted: string[] = Object.values(AGS_SCOPE);
    demand(
      scopes.length > 0 && scopes.every((scope) => granted.includes(scope)),
      `scope ${JSON.stringify(form.get('scope'))} is not AGS scopes`,
      400,
      'invalid_scope',
    );
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, { scopes, expires: Date.now() + 3600_000 });
    res.setHeader('cache-control', 'no-store');
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') });
  }

  /** AGS 2.0 §3.4: a score for a user on a line item, with a bearer token holding the score scope. */
  async function takeScore(req: IncomingMessage, res: ServerResponse, index: number) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(bearer);
    demand(grant && grant.expires > Date.now(), 'no valid bearer token', 401);
    demand(grant.scopes.includes(AGS_SCOPE.score), 'the access token lacks the score scope', 403);
    demand(deepLinks[index]?.lineItem, `no line item ${index}`, 404);
    const contentType = req.headers['content-type'] ?? '';
    demand(contentType.split(';')[0]!.trim() === SCORE_TYPE, `content-type ${JSON.stringify(contentType)}`);
    let body: unknown;
    try {
      body = JSON.parse(await bodyOf(req));
    } catch {}
    demand(isObject(body), 'the body is not a JSON object');
    const problems = scoreProblems(body, users);
    demand(problems.length === 0, problems.join('; '));
    scores.push({ lineItem: `${origin}/lineitems/${index}`, body, contentType, scopes: grant.scopes });
    res.writeHead(204).end();
  }

  return {
    origin,
    issuer: origin,
    clientId,
    deploymentId,
    authLoginUrl: `${origin}/auth`,
    tokenUrl,
    jwksUrl: `${origin}/jwks`,
    registerTool(tool) {
      registered = { tool, keys: createRemoteJWKSet(new URL(tool.jwksUrl)) };
    },
    deepLinkingStart(user = INSTRUCTOR) {
      users.set(user.id, user);
      return `${origin}/start/deep-link?user=${encodeURIComponent(user.id)}`;
    },
    resourceLinkStart(user = LEARNER, index = deepLinks.length - 1) {
      if (!deepLinks[index]) throw new Error(`resourceLinkStart: no deep link item ${index} yet`);
      users.set(user.id, user);
      return `${origin}/start/resource-link/${index}?user=${encodeURIComponent(user.id)}`;
    },
    deepLinks,
    scores,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
}
