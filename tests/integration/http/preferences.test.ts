import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

const NEW_TOUR = { isFirstTimeUser: true, completedTours: [] };
const NOTHING_VIEWED = { viewedFeatures: [], lastViewedAt: null };
const success = (data: unknown) => ({ status: 200, body: { status: 'success', data } });

describe('preferences, progress and usage of the signed-in user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  const streamTypes = async (streamId: string) =>
    (await new PostgresEventStore(server.database).readStream(streamId)).map((e) => e.type);

  it('a new user is a first-time user with nothing viewed, no settings, and English', async () => {
    const { api } = await registerUser(server.url);
    expect(await api.get('/users/tour-progress')).toEqual(success(NEW_TOUR));
    expect(await api.get('/users/whats-new-progress')).toEqual(success(NOTHING_VIEWED));
    expect(await api.post('/auth/getPreferredTranslations', { user: {} })).toEqual(
      success({ preferredLanguages: ['en'] }),
    );
    expect(await api.post('/auth/getPreferredTranslations')).toEqual(success({ preferredLanguages: ['en'] }));
    expect((await api.get('/users/user-info')).body.settings).toEqual({});
  });

  it('completing a tour twice records it once and clears first-time; reset starts over', async () => {
    const { api } = await registerUser(server.url);
    const done = success({ isFirstTimeUser: false, completedTours: ['dashboard-onboarding'] });
    expect(await api.post('/users/tour-completed', { tourId: 'dashboard-onboarding' })).toEqual(done);
    expect(await api.post('/users/tour-completed', { tourId: 'dashboard-onboarding' })).toEqual(done);
    expect(await api.get('/users/tour-progress')).toEqual(done);

    expect(await api.post('/users/tour-reset')).toEqual(success(NEW_TOUR));
    expect(await api.get('/users/tour-progress')).toEqual(success(NEW_TOUR));
  });

  it('sets the tour progress fields given and nothing else', async () => {
    const { api } = await registerUser(server.url);
    const set = await api.post('/users/tour-progress', { completedTours: ['module-creation', 'module-creation'] });
    expect(set).toEqual(success({ isFirstTimeUser: true, completedTours: ['module-creation'] }));
    const cleared = await api.post('/users/tour-progress', { isFirstTimeUser: false });
    expect(cleared).toEqual(success({ isFirstTimeUser: false, completedTours: ['module-creation'] }));
    expect(await api.get('/users/tour-progress')).toEqual(cleared);
    expect((await api.post('/users/tour-progress', { isFirstTimeUser: 'no' })).status).toBe(400);
    expect((await api.post('/users/tour-completed', {})).body.details).toEqual([
      { field: 'tourId', reason: expect.any(String) },
    ]);
  });

  it("viewing a What's New feature twice lists it once; progress can be set and reset", async () => {
    const { api } = await registerUser(server.url);
    const before = Date.now();
    const first = await api.post('/users/whats-new-feature-viewed', { featureId: 'tagging-made-simple' });
    expect(first.body.data.viewedFeatures).toEqual(['tagging-made-simple']);
    expect(Date.parse(first.body.data.lastViewedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await api.post('/users/whats-new-feature-viewed', { featureId: 'tagging-made-simple' })).toEqual(first);
    expect(await api.get('/users/whats-new-progress')).toEqual(first);

    const progress = {
      viewedFeatures: ['revamped-dashboard', 'realtime-collaboration'],
      lastViewedAt: '2026-03-01T10:00:00.000Z',
    };
    expect(await api.post('/users/whats-new-progress', progress)).toEqual(success(progress));
    expect(await api.get('/users/whats-new-progress')).toEqual(success(progress));
    expect(
      (await api.post('/users/whats-new-progress', { viewedFeatures: [], lastViewedAt: 'yesterday' })).status,
    ).toBe(400);

    expect(await api.post('/users/whats-new-reset')).toEqual(success(NOTHING_VIEWED));
    expect(await api.get('/users/whats-new-progress')).toEqual(success(NOTHING_VIEWED));
  });

  it('a setting round-trips and shows in user-info; a bad setting name is refused', async () => {
    const { api } = await registerUser(server.url);
    expect(await api.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true })).toEqual(
      success({ settings: { enableTranslations: true } }),
    );
    const both = await api.post('/users/update-user-settings', { type: 'darkMode', isActive: false });
    expect(both).toEqual(success({ settings: { enableTranslations: true, darkMode: false } }));
    expect((await api.get('/users/user-info')).body.settings).toEqual({ enableTranslations: true, darkMode: false });
    expect((await api.post('/users/update-user-settings', { type: '__proto__', isActive: true })).status).toBe(400);
    expect((await api.post('/users/update-user-settings', { type: 'x' })).status).toBe(400);
  });

  it('preferred translations are validated, stored and read back', async () => {
    const { api } = await registerUser(server.url);
    const set = await api.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: ['de', 'pt-BR'] } });
    expect(set).toEqual(success({ preferredLanguages: ['de', 'pt-BR'] }));
    expect(await api.post('/auth/getPreferredTranslations', { user: { id: 'ignored' } })).toEqual(set);

    const bad = await api.post('/auth/updatePreferredTranslations', {
      user: { preferredLanguages: ['de', 'not a code'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('user.preferredLanguages.1');
    const tooMany = Array.from({ length: 21 }, (_, i) => `l${String.fromCharCode(97 + i)}`);
    expect(
      (await api.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: tooMany } })).status,
    ).toBe(400);
    expect((await api.post('/auth/updatePreferredTranslations', { preferredLanguages: ['de'] })).status).toBe(400);
    expect(await api.post('/auth/getPreferredTranslations')).toEqual(set);
  });

  it('tracks usage on its own stream, never the preferences stream; a bad name is refused', async () => {
    const { api } = await registerUser(server.url);
    const userId = (await api.get('/users/user-info')).body.id as string;
    await api.post('/users/tour-completed', { tourId: 'dashboard-onboarding' });
    expect(await api.post('/insights/track', { eventType: 'login', name: 'user.login' })).toEqual({
      status: 202,
      body: { status: 'accepted' },
    });
    const page = await api.post('/insights/track', {
      eventType: 'page',
      name: 'user.page.experienced',
      page: '/author/home',
    });
    expect(page.status).toBe(202);
    expect(await streamTypes(`usage-${userId}`)).toEqual(['UsageTracked', 'UsageTracked']);
    expect(await streamTypes(`user-${userId}`)).toEqual(['TourCompleted']);

    const badName = await api.post('/insights/track', { eventType: 'login', name: 'user.logout' });
    expect(badName.status).toBe(400);
    expect(badName.body.details[0].field).toBe('name');
    expect(
      (await api.post('/insights/track', { eventType: 'x', name: 'user.page.experienced', page: 'p'.repeat(201) }))
        .status,
    ).toBe(400);
    expect(await streamTypes(`usage-${userId}`)).toHaveLength(2);
  });

  it('a command that changes nothing appends nothing', async () => {
    const { api } = await registerUser(server.url);
    const userId = (await api.get('/users/user-info')).body.id as string;
    await api.post('/users/tour-reset');
    await api.post('/users/whats-new-reset');
    await api.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: ['en'] } });
    await api.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true });
    await api.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true });
    expect(await streamTypes(`user-${userId}`)).toEqual(['UserSettingChanged']);
  });

  it("another user never sees the first user's progress, settings or languages", async () => {
    const first = await registerUser(server.url, 'First');
    const second = await registerUser(server.url, 'Second');
    await first.api.post('/users/tour-completed', { tourId: 'dashboard-onboarding' });
    await first.api.post('/users/whats-new-feature-viewed', { featureId: 'revamped-dashboard' });
    await first.api.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true });
    await first.api.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: ['fr'] } });

    expect(await second.api.get('/users/tour-progress')).toEqual(success(NEW_TOUR));
    expect(await second.api.get('/users/whats-new-progress')).toEqual(success(NOTHING_VIEWED));
    expect((await second.api.get('/users/user-info')).body.settings).toEqual({});
    expect(await second.api.post('/auth/getPreferredTranslations', { user: {} })).toEqual(
      success({ preferredLanguages: ['en'] }),
    );
  });

  it('stores my template choice and shows it in user-info; nobody chooses for another user', async () => {
    const { api } = await registerUser(server.url);
    const me = (await api.get('/users/user-info')).body;
    expect(me).toMatchObject({ template: null, tga: false, baUser: false });
    expect(await api.post('/auth/template', { courseId: 'c1', userObjId: me.id, baUser: true })).toEqual(
      success({ template: { courseId: 'c1', baUser: true } }),
    );
    expect((await api.get('/users/user-info')).body).toMatchObject({ template: 'c1', baUser: true });
    expect((await api.post('/auth/template', { courseId: 'c2', userObjId: 'someone-else' })).status).toBe(403);
    expect((await api.post('/auth/template', {})).status).toBe(400);
  });

  it('every call needs a bearer token, including the two preferred-translation calls under /auth', async () => {
    const anon = apiClient(server.url);
    const calls = [
      anon.get('/users/tour-progress'),
      anon.post('/users/tour-progress', { isFirstTimeUser: false }),
      anon.post('/users/tour-completed', { tourId: 't' }),
      anon.post('/users/tour-reset'),
      anon.get('/users/whats-new-progress'),
      anon.post('/users/whats-new-progress', NOTHING_VIEWED),
      anon.post('/users/whats-new-feature-viewed', { featureId: 'f' }),
      anon.post('/users/whats-new-reset'),
      anon.post('/users/update-user-settings', { type: 'enableTranslations', isActive: true }),
      anon.post('/auth/updatePreferredTranslations', { user: { preferredLanguages: ['de'] } }),
      anon.post('/auth/getPreferredTranslations', { user: {} }),
      anon.post('/insights/track', { eventType: 'login', name: 'user.login' }),
    ];
    for (const res of await Promise.all(calls))
      expect(res).toEqual({ status: 401, body: { message: 'Missing bearer token' } });
    // Still public: registering, logging in and the partner sign-ins, which need a partner's signature instead.
    expect((await anon.post('/auth/login', { email: 'nobody@example.com', password: 'x' })).body).toEqual({
      message: 'Invalid email or password',
    });
    expect((await anon.post('/auth/register', {})).status).toBe(400);
    expect((await anon.post('/auth/partner-view', {})).body.message).toMatch(/^Unsigned partner request/);
    expect((await anon.post('/auth/template', {})).status).toBe(401);
  });
});
