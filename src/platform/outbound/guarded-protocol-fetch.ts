import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { publicAddressesOnly, type AddressPolicy } from './address-policy';
import { checkUrl, reasonOf } from './guarded-fetch';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup';
import { OutboundError } from './outbound-error';

export type ProtocolFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function send(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: Buffer | null },
  lookup: ReturnType<typeof guardedLookup>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    // A fresh agent per request: no pooled socket to another host; the lookup checks what the socket connects to.
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: init.method, headers: init.headers, lookup, agent: false, signal },
      resolve,
    );
    request.once('error', reject);
    request.end(init.body ?? undefined);
  });
}

async function bodyOf(response: IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new OutboundError(url, `answered more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function bodyBytes(body: RequestInit['body']): Promise<Buffer | null> {
  if (body === undefined || body === null) return null;
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * A `fetch` for the protocols Tessera speaks to systems whose addresses users give it (an LTI
 * platform's keys, its token endpoint, a launch's line item): every address is checked by `policy`
 * as the socket connects (loopback, private networks and cloud metadata refused by default), a GET
 * follows at most `maxRedirects` redirects, each checked, any other method none; the answer is
 * capped at `maxBytes`; one time-out covers it all. A refusal or failure is an OutboundError whose
 * reason names the address, for the log: what a user is told is the caller's to choose.
 */
export function guardedProtocolFetch({
  maxBytes = 1024 * 1024,
  timeoutMs = 30_000,
  maxRedirects = 5,
  policy = publicAddressesOnly,
  resolver = systemResolver,
}: {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  policy?: AddressPolicy;
  resolver?: Resolver;
} = {}): ProtocolFetch {
  return async (input, init = {}) => {
    const raw = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    headers['user-agent'] ??= 'Tessera';
    const body = await bodyBytes(init.body);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let url = checkUrl(raw, policy);
    for (let hop = 0; ; hop++) {
      const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      let response: IncomingMessage;
      try {
        response = await send(url, { method, headers, body }, guardedLookup(resolver, policy, port), signal);
      } catch (error) {
        throw new OutboundError(url.href, reasonOf(error, timeout, timeoutMs));
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 599) {
        response.destroy();
        throw new OutboundError(url.href, `answered ${status}`);
      }
      const location = response.headers.location;
      if (method === 'GET' && REDIRECTS.has(status) && location && hop < maxRedirects) {
        response.destroy();
        url = checkUrl(new URL(location, url).href, policy);
        continue;
      }
      const bytes = await bodyOf(response, maxBytes, url.href).catch((error: unknown) => {
        throw error instanceof OutboundError ? error : new OutboundError(url.href, reasonOf(error, timeout, timeoutMs));
      });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
      // 204 and 304 carry no body: a Response refuses one.
      const empty = status === 204 || status === 304;
      return new Response(empty ? null : new Uint8Array(bytes), { status, headers: answerHeaders });
    }
  };
}
