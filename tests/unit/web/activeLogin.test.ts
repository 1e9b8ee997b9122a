import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isActiveLoginDetected, subscribeActiveLogin } from '../../../src/web/api/activeLogin';
import { request } from '../../../src/web/api/client';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('active login detected flag', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is set by a 409, kept through other failures, and cleared by any success', async () => {
    vi.stubGlobal('document', { cookie: 'tessera_token=t' });
    const changes = vi.fn();
    const unsubscribe = subscribeActiveLogin(changes);

    vi.stubGlobal('fetch', answer(409, { message: 'active login detected' }));
    await expect(request('/courses/list', z.unknown())).rejects.toMatchObject({
      status: 409,
      message: 'active login detected',
    });
    expect(isActiveLoginDetected()).toBe(true);

    vi.stubGlobal('fetch', answer(404, { message: 'Course not found' }));
    await expect(request('/courses/x', z.unknown())).rejects.toMatchObject({ status: 404 });
    expect(isActiveLoginDetected()).toBe(true);

    vi.stubGlobal('fetch', answer(200, { token: 'new' }));
    await request('/auth/session/reclaim', z.unknown(), { method: 'POST' });
    expect(isActiveLoginDetected()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
