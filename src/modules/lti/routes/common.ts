import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../../platform/db/database';
import type { AppEnv } from '../../../platform/http/env';
import type { NonceStore } from '../../../platform/limits/nonces';
import type { ProtocolFetch } from '../../../platform/outbound/guarded-protocol-fetch';
import type { PlatformRow } from '../read-models/lti-platforms-queries';
import { ltiPagePolicy, problemPage } from '../html';
import type { LtiTokens } from '../tokens';
import type { ToolKeys } from '../tool-key';

// What the LTI tool's routes (login, launch, deep link) share: the messages of a refused request,
// the page that shows them, and who may frame the pages.

export const NOT_REGISTERED =
  'This learning platform is not registered with Tessera. Ask your Tessera administrator to add it under Settings → Learning platforms (LTI 1.3).';
export const SIGN_IN_EXPIRED =
  'This sign-in has expired or is not valid. Please open the link in your learning platform again.';
export const LAUNCH_USED = 'This launch was already used. Please open the link in your learning platform again.';
export const MODULE_GONE =
  'This module is not published in Tessera any more. Ask your teacher to publish it again or to choose another one.';
export const TEACHERS_ONLY = 'Only teachers can add Tessera modules to a course.';

/** What the LTI tool's routes are made with. */
export type LtiRouteDeps = {
  db: Db;
  keys: ToolKeys;
  tokens: LtiTokens;
  jwtSecret: string;
  nonces: NonceStore;
  serverUrl: () => string;
  /** The guarded client every call to a platform goes through. */
  send: ProtocolFetch;
};

/** The origins a platform's pages are on: they frame the tool's pages. */
export const platformOrigins = (p: PlatformRow) => [
  ...new Set([new URL(p.issuer).origin, new URL(p.authLoginUrl).origin]),
];

export const formField = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/** A refusal as a page the platform may frame, never cached. */
export const problem = (c: Context<AppEnv>, status: ContentfulStatusCode, message: string, platform?: PlatformRow) => {
  c.header('Content-Security-Policy', ltiPagePolicy(platform ? platformOrigins(platform) : []));
  c.header('Cache-Control', 'no-store');
  return c.html(problemPage(message), status);
};
