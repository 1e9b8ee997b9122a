import * as z from 'zod/mini';
import { noteResponseStatus } from './activeLogin';
import { embedHeaders, hostSession, isEmbedded, queryToken } from './embedding';
import { ORGANISATION_SUSPENDED } from '../../modules/instance/shared';
import { ApiError } from './errors';
import { clearToken, getToken, setToken } from './session';

const BASE = '/api';
const TOKEN_EXPIRED = 'Token Expired';

/** How long to wait before asking again for a read the server answered from a read model still catching up. */
export const STALE_READ_RETRIES_MS = [300, 600, 1200];

const errorBody = z.object({ message: z.string(), details: z.optional(z.unknown()) });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** A call made as nobody (proving an invitation link): no token is sent, and its 401 says nothing about the session. */
  anonymous?: boolean;
}

let onUnauthorized: (message: string) => void = () => {};

/** Called after a 401, or a "Token Expired" message, on a call that carried a token (SPEC §8); the token is already cleared. */
export function setUnauthorizedHandler(handler: (message: string) => void): void {
  onUnauthorized = handler;
}

const exchangedToken = z.object({ token: z.string().check(z.minLength(1)) });
let hostSessionExchange: Promise<string> | null = null;

/**
 * Embedded mode (SPEC §2): the partner's session (id, sid, hostaddr) is exchanged once for a
 * Tessera token bound to it; a refusal says why, and the next call may try again.
 */
function hostSessionToken(): Promise<string> {
  hostSessionExchange ??= request('/auth/partner/session', exchangedToken, {
    method: 'POST',
    body: { hostaddr: hostSession()?.hostaddr },
    anonymous: true,
  }).then(
    ({ token }) => {
      setToken(token);
      return token;
    },
    (error: unknown) => {
      hostSessionExchange = null;
      throw error;
    },
  );
  return hostSessionExchange;
}

export async function request<T>(path: string, schema: z.core.$ZodType<T>, options: RequestOptions = {}): Promise<T> {
  // SPEC §6, §7: the stored token, else the address's, else (embedded) the host session's.
  const stored = options.anonymous ? null : (getToken() ?? queryToken());
  const token = stored ?? (!options.anonymous && isEmbedded() ? await hostSessionToken() : null);
  const headers = new Headers({ Accept: 'application/json', ...embedHeaders() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A form (a file with its fields) goes as multipart, its boundary chosen by the browser; a file alone, as it is.
  const isForm = options.body instanceof FormData;
  const isFile = options.body instanceof Blob;
  if (isFile) headers.set('Content-Type', (options.body as Blob).type || 'application/octet-stream');
  else if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const method = options.method ?? 'GET';
  const init = {
    method,
    headers,
    body:
      options.body === undefined || isForm || isFile
        ? (options.body as FormData | Blob | undefined)
        : JSON.stringify(options.body),
    signal: options.signal,
  };
  let response = await send(`${BASE}${path}`, init);
  // A read answered with Stale-Read is older than what this client last wrote: ask again, then take the last answer.
  for (const delayMs of method === 'GET' ? STALE_READ_RETRIES_MS : []) {
    if (!response.ok || !response.headers.has('Stale-Read')) break;
    await sleep(delayMs, options.signal);
    response = await send(`${BASE}${path}`, init);
  }
  noteResponseStatus(response.status);
  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    const error = errorFrom(response, payload);
    // A suspended organisation's token works for nothing: signed out, its next sign-in is told why.
    const signedOut =
      response.status === 401 || error.message === TOKEN_EXPIRED || error.message === ORGANISATION_SUSPENDED;
    if (token && signedOut) {
      clearToken();
      hostSessionExchange = null;
      onUnauthorized(error.message);
    }
    throw error;
  }
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'The server sent an unexpected response', parsed.error.issues);
  return parsed.data;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection.', error);
  }
}

function errorFrom(response: Response, payload: unknown): ApiError {
  const body = errorBody.safeParse(payload);
  return body.success
    ? new ApiError(response.status, body.data.message, body.data.details)
    : new ApiError(response.status, response.statusText || `Request failed (${response.status})`);
}
