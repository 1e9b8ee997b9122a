import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from '../../../src/modules/identity/sessions/tokens';

const claims = {
  sub: 'u1',
  org: 'o1',
  roles: ['AUTHOR'],
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Ruiz',
  sid: 's1',
};

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same principal for a token each time it is shown, and a copy the caller may change', async () => {
    const tokens = createTokens('a-secret-of-enough-length-for-hs256');
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 'u1', orgId: 'o1', name: 'Ana Ruiz', sessionId: 's1' });
    first!.orgId = 'another';
    expect(await tokens.verify(token)).toEqual({ ...first, orgId: 'o1' });
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    const tokens = createTokens('a-secret-of-enough-length-for-hs256');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-07T09:59:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, or changed, after the real one was accepted', async () => {
    const tokens = createTokens('a-secret-of-enough-length-for-hs256');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = await createTokens('another-secret-of-enough-length-1').sign({ ...claims, org: 'o2' });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${head}.${body}.${signature!.slice(0, -2)}AA`)).toBeNull();
  });
});
