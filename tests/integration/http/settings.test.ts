import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyLimitReached } from '../../../src/modules/ai/assistant';
import { WRONG_CURRENT_PASSWORD } from '../../../src/modules/identity/accounts/api-profile';
import { UNKNOWN_DEFAULT_THEME } from '../../../src/modules/identity/organisation/api-settings';
import { TRANSLATION_OFF } from '../../../src/modules/translation/api';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { eventually } from '../../support/eventually';
import { addMember } from '../../support/members';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { dispatchConfigOf, openSession } from '../delivery/dispatch-client';
import { publishEveryBlock } from '../delivery/fixture';

type Signed = Awaited<ReturnType<typeof registerUser>>;

describe('settings: the organisation’s (admin) and each user’s own', () => {
  let server: TestServer;
  let admin: Signed;
  let orgId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server.url, 'Alice');
    orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
  });
  afterAll(async () => server.close());

  const settings = () => admin.api.get('/admin/settings');
  const change = (body: Record<string, unknown>) => admin.api.put('/admin/settings', body);

  it('starts from the defaults, with the name the organisation was registered under', async () => {
    expect((await settings()).body).toEqual({
      settings: {
        name: "Alice Tester's organisation",
        aiEnabled: true,
        aiMonthlyLimit: null,
        defaultTheme: 'default',
        defaultDispatchOrigins: [],
        translationEnabled: true,
      },
      aiCallsThisMonth: 0,
    });
  });

  it('a USER, a Collaborator and another organisation’s admin cannot read or change them', async () => {
    const user = await addMember(server, orgId, 'Uma');
    const courseId = await createCourse(admin.api);
    const collaborator = await collaboratorOf(server.url, admin.api, courseId);
    for (const who of [user.api, collaborator.api]) {
      expect((await who.get('/admin/settings')).status).toBe(403);
      expect((await who.put('/admin/settings', { name: 'Taken over' })).status).toBe(403);
    }
    const other = await registerUser(server.url, 'Bob');
    expect((await other.api.put('/admin/settings', { name: 'Bob’s own' })).body.settings.name).toBe('Bob’s own');
    expect((await settings()).body.settings.name).not.toBe('Bob’s own');
  });

  it('renames the organisation: user-info and new invites carry the new name', async () => {
    const renamed = await change({ name: '  Acme Learning  ' });
    expect(renamed).toMatchObject({ status: 200, body: { settings: { name: 'Acme Learning' } } });
    expect((await admin.api.get('/users/user-info')).body.orgName).toBe('Acme Learning');
    const invite = await admin.api.post('/organization/invites');
    const preview = await apiClient(server.url).get(`/organization/invites/${encodeURIComponent(invite.body.token)}`);
    expect(preview.body.orgName).toBe('Acme Learning');
  });

  it('refuses invalid settings field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Invalid name: the organisation needs a name'],
      [{ aiMonthlyLimit: -1 }, 'Invalid aiMonthlyLimit: cannot be negative'],
      [{ aiMonthlyLimit: 1.5 }, 'Invalid aiMonthlyLimit: a whole number of calls'],
      [{ defaultDispatchOrigins: ['lms.example.com'] }, 'must be an origin such as https://lms.example.com'],
      [{ defaultDispatchOrigins: ['https://a.example', 'https://a.example'] }, 'each origin only once'],
      [{ defaultTheme: 'no-such-theme' }, UNKNOWN_DEFAULT_THEME],
      [{ colour: 'red' }, 'Invalid'],
    ];
    for (const [body, message] of cases) {
      const res = await change(body);
      expect.soft(res.status, JSON.stringify(body)).toBe(400);
      expect.soft(res.body.message, JSON.stringify(body)).toContain(message);
    }
  });

  it('turns the AI assistant off and on (the same switch as /organization/ai)', async () => {
    expect((await change({ aiEnabled: false })).body.settings.aiEnabled).toBe(false);
    expect((await admin.api.get('/organization/ai')).body.enabled).toBe(false);
    // Turned off by an admin: no limit to explain.
    expect((await admin.api.get('/ai/status')).body).toMatchObject({ enabled: false, limitReached: null });
    await change({ aiEnabled: true });
    expect((await admin.api.get('/ai/status')).body.enabled).toBe(true);
  });

  it('a monthly AI limit: past it, every AI call is refused with 429 and a clear message', async () => {
    const courseId = await createCourse(admin.api);
    expect((await change({ aiMonthlyLimit: 1 })).body.settings.aiMonthlyLimit).toBe(1);
    const ask = () => admin.api.post('/ai/questions', { courseId, prompt: '', content: '', numberOfQuestions: 1 });
    expect((await ask()).status).toBe(200);
    // The limit is read from the usage read model: on a loaded machine a call may pass while it catches up.
    let answered = 1;
    const refused = await eventually(ask, (r) => {
      if (r.status === 200) answered++;
      return r.status !== 200;
    });
    expect(refused).toMatchObject({ status: 429, body: { message: monthlyLimitReached(1) } });
    const counted = await eventually(settings, (r) => r.body.aiCallsThisMonth === answered);
    expect(counted.body.aiCallsThisMonth).toBe(answered);
    // The editor learns why its AI controls are gone.
    expect((await admin.api.get('/ai/status')).body).toMatchObject({
      enabled: false,
      limitReached: monthlyLimitReached(1),
    });
    await change({ aiMonthlyLimit: null });
    expect((await admin.api.get('/ai/status')).body).toMatchObject({ enabled: true, limitReached: null });
    expect((await ask()).status).toBe(200);
  });

  it('new modules start in the default theme; existing ones keep theirs', async () => {
    const existing = await createCourse(admin.api);
    const theme = (await admin.api.post('/themes', { name: 'House style' })).body.theme;
    await eventually(
      () => change({ defaultTheme: theme.id }),
      (r) => r.status === 200,
    );
    expect((await settings()).body.settings.defaultTheme).toBe(theme.id);
    const created = await admin.api.post('/courses/', { course: { title: 'In house style' } });
    expect(created.body.course.theme).toBe(theme.id);
    expect((await admin.api.get(`/courses/${existing}`)).body.course.theme).toBe('default');
    await change({ defaultTheme: 'calm' });
    expect((await admin.api.post('/courses/', { course: { title: 'Calm' } })).body.course.theme).toBe('calm');
  });

  it('a new dispatch whose author names no origins gets the default origins; one that names some keeps them', async () => {
    const { courseId } = await publishEveryBlock(admin.api);
    const defaults = ['https://lms.example.com', 'https://lms2.example.com'];
    await change({ defaultDispatchOrigins: defaults });
    const dispatch = async (body: Record<string, unknown>) => {
      const created = await admin.api.post(`/scorm/createdispatch/${courseId}`, {
        requestedDispatchType: 'scorm12',
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { dispatchId } = created.body;
      const { secret } = await dispatchConfigOf(server.url, admin.token, dispatchId);
      /** Whether a learner's session opens from a page of `origin`. */
      return async (origin: string) =>
        (await openSession(server.url, dispatchId, { secret, learnerId: `l-${origin}` }, origin)).status === 200;
    };
    const byDefault = await dispatch({});
    expect(await byDefault('https://lms2.example.com')).toBe(true);
    expect(await byDefault('https://elsewhere.example.com')).toBe(false);
    const named = await dispatch({ allowedOrigins: ['https://own.example.com'] });
    expect(await named('https://own.example.com')).toBe(true);
    expect(await named('https://lms.example.com')).toBe(false);
    await change({ defaultDispatchOrigins: [] });
    expect(await (await dispatch({}))('https://elsewhere.example.com')).toBe(true);
  });

  it('translation off: every translation change is refused with 403 and the panel’s overview says why', async () => {
    const courseId = await createCourse(admin.api);
    await change({ translationEnabled: false });
    const refused = await admin.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
    expect(refused).toMatchObject({ status: 403, body: { message: TRANSLATION_OFF } });
    expect((await admin.api.post(`/courses/translatenow/${courseId}`, {})).status).toBe(403);
    expect((await admin.api.get(`/courses/translate/${courseId}`)).body.turnedOff).toBe(TRANSLATION_OFF);
    await change({ translationEnabled: true });
    expect((await admin.api.get(`/courses/translate/${courseId}`)).body.turnedOff).toBeNull();
    expect((await admin.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] })).status).toBe(
      200,
    );
  });

  it('a user renames themselves: the profile, user-info, the members list and the pickers show the new name', async () => {
    const uma = await addMember(server, orgId, 'Uma');
    expect((await uma.api.get('/users/me/profile')).body.profile).toMatchObject({ first_name: 'Uma' });
    expect((await uma.api.put('/users/me/profile', { first_name: ' ', last_name: 'X' })).body.message).toBe(
      'Invalid first_name: required',
    );
    const renamed = await uma.api.put('/users/me/profile', { first_name: 'Umaya', last_name: 'Renamed' });
    expect(renamed.body.profile).toMatchObject({ first_name: 'Umaya', last_name: 'Renamed' });
    // The new token is of the same session: the old one still works, and so does the new.
    const fresh = apiClient(server.url, renamed.body.token);
    expect((await fresh.get('/users/user-info')).body).toMatchObject({ first_name: 'Umaya', last_name: 'Renamed' });
    expect((await uma.api.get('/users/user-info')).status).toBe(200);
    const members = await eventually(
      () => admin.api.get('/organization/members'),
      (r) => r.body.members.some((m: { name: string }) => m.name === 'Umaya Renamed'),
    );
    expect(members.status).toBe(200);
    await eventually(
      () => admin.api.get('/users/collab/all-users'),
      (r) => r.body.data.data.some((m: { first_name: string }) => m.first_name === 'Umaya'),
    );
  });

  it('a password change needs the current password; then the session ends and only the new one signs in', async () => {
    const me = await registerUser(server.url, 'Pat');
    const wrong = await me.api.post('/users/me/password', { currentPassword: 'nope', newPassword: 'a new secret' });
    expect(wrong).toMatchObject({ status: 400, body: { message: WRONG_CURRENT_PASSWORD } });
    const short = await me.api.post('/users/me/password', { currentPassword: 'correct horse', newPassword: 'short' });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Invalid newPassword: must be at least 8 characters' },
    });
    const changed = await me.api.post('/users/me/password', {
      currentPassword: 'correct horse',
      newPassword: 'battery staple',
    });
    expect(changed).toMatchObject({ status: 200, body: { status: 'changed' } });
    expect((await me.api.get('/users/user-info')).status).toBe(401);
    const login = (password: string) => apiClient(server.url).post('/auth/login', { email: me.email, password });
    expect((await login('correct horse')).status).toBe(401);
    expect((await login('battery staple')).status).toBe(200);
  });

  it('a Collaborator has no profile or password of this kind', async () => {
    const courseId = await createCourse(admin.api);
    const collaborator = await collaboratorOf(server.url, admin.api, courseId);
    expect((await collaborator.api.get('/users/me/profile')).status).toBe(403);
    expect(
      (await collaborator.api.post('/users/me/password', { currentPassword: 'x', newPassword: 'long enough' })).status,
    ).toBe(403);
  });
});
