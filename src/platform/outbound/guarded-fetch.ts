import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { publicAddressesOnly, refusedHostName, type AddressPolicy } from './address-policy';
import { AddressRefused, guardedLookup, systemResolver, type Resolver } from './guarded-lookup';
import { OutboundError } from './outbound-error';

export type OutboundOptions = {
  /** Largest body read; a longer one is cut off as soon as it passes this. */
  maxBytes: number;
  /** For the whole exchange: every redirect and the body. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Which addresses may be reached (public ones only, by default). */
  policy?: AddressPolicy;
  resolver?: Resolver;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = { accept: '*/*', 'user-agent': 'Tessera' };

/** The URL as given, or why it may not be requested (before anything is resolved or sent). */
export function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError(raw, 'is not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError(raw, `${url.protocol} addresses are not fetched (http and https only)`);
  if (url.username || url.password) throw new OutboundError(raw, 'carries a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  // An address literal never goes through lookup, so it is checked here (URL has already normalised 2130706433, 0x7f.1 …).
  const refusal = isIP(host) ? policy(host, port) : refusedHostName(host);
  if (refusal) throw new OutboundError(raw, refusal);
  return url;
}

function get(url: URL, lookup: ReturnType<typeof guardedLookup>, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    // A fresh agent per request: no pooled socket to another host, no shared state; no cookies or credentials are ever sent.
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'GET', headers: HEADERS, lookup, agent: false, signal },
      resolve,
    );
    request.once('error', reject);
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const tooLarge = () => new OutboundError(url, `is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function reasonOf(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `did not answer within ${timeoutMs / 1000} s`;
  if (error instanceof AddressRefused) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name could not be found';
  return `could not be fetched (${code ?? (error instanceof Error ? error.message : String(error))})`;
}

/**
 * The one way out to addresses users give: http(s) only, no credentials, each hop's addresses
 * checked by `policy` as the socket connects, at most `maxRedirects` redirects, the body capped
 * while it streams, one time-out for all of it.
 */
export function guardedFetcher({
  maxBytes,
  timeoutMs,
  maxRedirects = 5,
  policy = publicAddressesOnly,
  resolver = systemResolver,
}: OutboundOptions) {
  return async function fetchBytes(raw: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = checkUrl(raw, policy);
    for (let hop = 0; ; hop++) {
      const failed = (reason: string) =>
        new OutboundError(raw, hop === 0 ? reason : `redirects to ${url.href}, and ${reason}`);
      const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      let response: IncomingMessage;
      try {
        response = await get(url, guardedLookup(resolver, policy, port), signal);
      } catch (error) {
        throw failed(reasonOf(error, signal, timeoutMs));
      }
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw failed(`answered ${status} without a Location`);
        if (hop >= maxRedirects) throw new OutboundError(raw, `redirects more than ${maxRedirects} times`);
        const next = new URL(location, url).href;
        try {
          url = checkUrl(next, policy);
        } catch (error) {
          throw new OutboundError(raw, `redirects to ${next}, and ${(error as OutboundError).reason}`);
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw failed(`answered ${status}`);
      }
      try {
        return await readCapped(response, maxBytes, raw);
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        throw failed(reasonOf(error, signal, timeoutMs));
      }
    }
  };
}
