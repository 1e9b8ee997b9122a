import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { embedHeaders, isEmbeddedQuery, queryToken } from '../../../src/web/api/embedding';

const JWT = 'aaa.bbb.ccc';

describe('embedded mode (SPEC §2, §6, §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is embedded only with id, sid and hostaddr in the address', () => {
    expect(isEmbeddedQuery('?id=1&sid=2&hostaddr=lms.example')).toBe(true);
    expect(isEmbeddedQuery('?id=1&sid=2')).toBe(false);
    expect(isEmbeddedQuery('')).toBe(false);
  });

  it('sends X-ID and X-SID when the address has id and sid', () => {
    expect(embedHeaders('?id=1&sid=2')).toEqual({ 'X-ID': '1', 'X-SID': '2' });
    expect(embedHeaders('?id=1')).toEqual({});
  });

  it('uses a token from the address only when it reads as a token', () => {
    expect(queryToken(`?token=${JWT}`)).toBe(JWT);
    expect(queryToken('?token=an-invitation-secret')).toBeNull();
    expect(queryToken('')).toBeNull();
  });

  it('every call carries X-ID/X-SID, and the token of the embedded cookie, in embedded mode', async () => {
    const document = { cookie: `tessera_token=standalone; tessera_embedded_token=${JWT}` };
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', { location: { search: '?id=7&sid=s9&hostaddr=lms.example' } });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { request } = await import('../../../src/web/api/client');
    const session = await import('../../../src/web/api/session');

    await request('/users/user-info', z.unknown());
    const headers = fetch.mock.calls[0]![1].headers as Headers;
    expect(headers.get('X-ID')).toBe('7');
    expect(headers.get('X-SID')).toBe('s9');
    expect(headers.get('Authorization')).toBe(`Bearer ${JWT}`);

    session.setToken('next.token.value');
    expect(document.cookie).toMatch(
      /^tessera_embedded_token=next\.token\.value; Max-Age=604800; Path=\/; SameSite=None; Secure$/,
    );
  });

  it('standalone: the standalone cookie, then the address token when none is stored', async () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('window', { location: { search: `?token=${JWT}` } });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { request } = await import('../../../src/web/api/client');

    await request('/users/user-info', z.unknown());
    const headers = fetch.mock.calls[0]![1].headers as Headers;
    expect(headers.get('Authorization')).toBe(`Bearer ${JWT}`);
    expect(headers.get('X-ID')).toBeNull();
  });
});

describe('a Collaborator token in the address (SPEC §2 app root)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const tokenWith = (roles: string[]) =>
    `h.${Buffer.from(JSON.stringify({ roles, exp: 4102444800 })).toString('base64url')}.s`;

  async function adopt(search: string) {
    const document = { cookie: '' };
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', { location: { search: '' } });
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url),
    } as unknown as History;
    const { adoptLinkToken } = await import('../../../src/web/api/linkToken');
    adoptLinkToken({ search, pathname: '/collaborate/view/c1', hash: '' } as Location, history);
    return { cookie: document.cookie, replaced };
  }

  it('is adopted and removed from the address when its roles include Collaborator', async () => {
    const token = tokenWith(['Collaborator']);
    const { cookie, replaced } = await adopt(`?token=${token}&mode=collaborator`);
    expect(cookie).toContain(`tessera_token=${token}`);
    expect(replaced).toEqual(['/collaborate/view/c1']);
  });

  it('is ignored otherwise', async () => {
    expect(await adopt(`?token=${tokenWith(['USER'])}&mode=collaborator`)).toEqual({ cookie: '', replaced: [] });
    expect(await adopt(`?token=${tokenWith(['Collaborator'])}`)).toEqual({ cookie: '', replaced: [] });
  });
});
