import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf, createCourse, invite } from '../../support/collaborators';
import { waitUntil } from '../../support/eventually';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { signedPartnerPost } from '../../support/partner';
import { apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from '../delivery/fixture';
import { photoWithExif } from '../media/images';
import { uploadMedia } from '../media/media-client';

const PARTNER_SECRET = 'acme-secret-0123456789';
type Api = ReturnType<typeof apiClient>;
type Entry = {
  position: string;
  at: string;
  actor: { id: string; name: string };
  subject?: { id: string; name: string };
  kind: string;
  type: string;
  summary: string;
  courseId: string | null;
  courseTitle: string | null;
  revision?: number;
};

/** Every entry the filter gives, page after page. */
async function allPages(api: Api, query: string, limit = 200): Promise<Entry[]> {
  const entries: Entry[] = [];
  let before: string | null = null;
  for (;;) {
    const res: { status: number; body: LooseJson } = await api.get(
      `/admin/audit?limit=${limit}${query}${before ? `&before=${before}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    entries.push(...res.body.entries);
    before = res.body.next;
    if (!before) return entries;
  }
}

async function download(token: string, path: string) {
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

let server: TestServer;

describe('the organisation’s change log', () => {
  const ids = {} as Record<'admin' | 'org' | 'course' | 'user' | 'rita' | 'published', string>;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let user: Awaited<ReturnType<typeof addMember>>;
  let other: Awaited<ReturnType<typeof registerUser>>;
  const title = `Audit course ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    server = await startTestServer({ partnerSecrets: `acme:${PARTNER_SECRET}` });
    admin = await registerUser(server.url, 'Alice');
    const me = (await admin.api.get('/users/user-info')).body;
    ids.admin = me.id;
    ids.org = me.currentOrg;
    ids.course = await createCourse(admin.api, 'Draft title');
    const wrong = await apiClient(server.url).post('/auth/login', { email: admin.email, password: 'not my password' });
    expect(wrong.status).toBe(401);
    expect((await admin.api.put(`/courses/${ids.course}`, { course: { title } })).status).toBe(200);
    const block = await admin.api.post('/blocks/', {
      courseId: ids.course,
      block: { type: 'QuestionBlockComponent', data: { title: 'Q1', options: [] } },
    });
    expect(block.status).toBe(201);
    expect(
      (await admin.api.post('/comments/', { courseId: ids.course, blockId: 'block-1', content: 'Looks good' })).status,
    ).toBeLessThan(300);
    expect((await admin.api.post('/themes', { name: 'Brand kit' })).status).toBeLessThan(300);
    const upload = await uploadMedia(server.url, admin.api, ids.course, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await photoWithExif(64, 48),
    });
    expect(upload.status).toBeLessThan(300);
    expect((await admin.api.post(`/courses/selectedLanguages/${ids.course}`, { languages: ['en', 'es'] })).status).toBe(
      200,
    );
    await invite(admin.api, ids.course);
    user = await addMember(server, ids.org, 'Uma');
    ids.user = user.userId;
    const rita = await addMember(server, ids.org, 'Rita');
    ids.rita = rita.userId;
    expect((await admin.api.put(`/organization/members/${rita.userId}/role`, { role: 'ADMIN' })).status).toBe(200);
    expect((await admin.api.post('/organization/invites')).status).toBeLessThan(300);
    ids.published = (await publishEveryBlock(admin.api, 'Dispatched module')).courseId;
    const dispatch = await admin.api.post(`/scorm/createdispatch/${ids.published}`, {
      requestedDispatchType: 'scorm12',
    });
    expect(dispatch.status).toBe(201);
    expect((await admin.api.post(`/scorm/dispatch/${dispatch.body.dispatchId}/revoke`)).status).toBe(200);
    other = await registerUser(server.url, 'Bob');
  });
  afterAll(async () => server.close());

  /** The whole log of organisation A, once the read model has every change made above. */
  async function logOfA(): Promise<Entry[]> {
    let entries: Entry[] = [];
    await waitUntil(async () => {
      entries = await allPages(admin.api, '');
      return entries.some((e) => e.type === 'DispatchRevoked');
    }, 10_000);
    return entries;
  }

  it('shows each kind of change with the right person and module, newest first', async () => {
    const entries = await logOfA();
    const find = (type: string, match: Partial<Entry> = {}) =>
      entries.find((e) => e.type === type && Object.entries(match).every(([k, v]) => e[k as keyof Entry] === v));
    const alice = { id: ids.admin, name: 'Alice Tester' };
    const expected: Array<[string, string, string, string | null]> = [
      ['CourseCreated', 'module', 'created the module', ids.course],
      ['CourseRenamed', 'module', 'renamed the module', ids.course],
      ['BlockAdded', 'block', 'added a Question block', ids.course],
      ['CommentAdded', 'comment', 'added a comment', ids.course],
      ['CustomThemeCreated', 'theme', 'created a theme', null],
      ['MediaUploaded', 'media', 'uploaded an image', ids.course],
      ['TranslationLanguagesChosen', 'translation', 'chose the languages en, es', ids.course],
      ['CollaboratorInvited', 'collaborator', 'invited a collaborator', ids.course],
      ['MemberRoleChanged', 'role', 'changed a member’s roles to ADMIN, USER', null],
      ['OrgInviteCreated', 'invite', 'created an invite link', null],
      ['DispatchCreated', 'dispatch', 'created a dispatch', ids.published],
      ['DispatchRevoked', 'dispatch', 'revoked a dispatch', ids.published],
    ];
    for (const [type, kind, summary, courseId] of expected) {
      const entry = find(type, courseId === null ? {} : { courseId });
      expect.soft(entry, type).toMatchObject({ kind, summary, courseId, actor: alice });
    }
    expect(find('MemberRoleChanged')).toMatchObject({ subject: { id: ids.rita, name: 'Rita Member' } });
    expect(find('CourseRenamed')?.subject).toBeUndefined();
    const signIn = (id: string) => entries.find((e) => e.type === 'SessionStarted' && e.actor.id === id);
    expect(signIn(ids.admin)).toMatchObject({ kind: 'sign-in', summary: 'signed in', actor: alice });
    expect(signIn(ids.user)).toMatchObject({ actor: { id: ids.user, name: 'Uma Member' } });
    expect(find('SignInFailed')).toMatchObject({
      kind: 'sign-in',
      summary: 'failed to sign in (wrong password)',
      actor: alice,
      courseId: null,
    });
    expect(find('CourseRenamed')).toMatchObject({ courseTitle: title });
    expect(entries.find((e) => e.type === 'DispatchRevoked')?.revision).toBeUndefined();
    const positions = entries.map((e) => e.position.split('/').map(BigInt));
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1]!, positions[i]!];
      expect(a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!)).toBe(true);
    }
    // No name or email was copied into the log's own words.
    expect(entries.some((e) => /@|Alice|Uma/.test(e.summary))).toBe(false);
  });

  it('gives a module’s revision, and the module opens as it was then', async () => {
    await logOfA();
    const renamed = (await allPages(admin.api, `&module=${ids.course}&kind=module`)).find(
      (e) => e.type === 'CourseRenamed',
    );
    expect(renamed?.revision).toEqual(expect.any(Number));
    const then = await admin.api.get(`/courses/${ids.course}/revisions/${renamed?.revision}`);
    expect(then.status).toBe(200);
    expect(JSON.stringify(then.body)).toContain(title);
  });

  it('filters by person, module, kind, date range and words', async () => {
    const all = await logOfA();
    const byUma = await allPages(admin.api, `&person=${ids.user}`);
    expect(byUma.length).toBeGreaterThan(0);
    expect(byUma.every((e) => e.actor.id === ids.user)).toBe(true);
    const ofModule = await allPages(admin.api, `&module=${ids.course}`);
    expect(ofModule.every((e) => e.courseId === ids.course)).toBe(true);
    expect(ofModule.length).toBe(all.filter((e) => e.courseId === ids.course).length);
    const blocks = await allPages(admin.api, '&kind=block');
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((e) => e.kind === 'block')).toBe(true);
    const both = await allPages(admin.api, `&person=${ids.admin}&module=${ids.course}&kind=comment`);
    expect(both.map((e) => e.type)).toEqual(['CommentAdded']);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await allPages(admin.api, `&from=${day(1)}`)).toEqual([]);
    expect(await allPages(admin.api, `&to=${day(-1)}`)).toEqual([]);
    expect((await allPages(admin.api, `&from=${day(0)}&to=${day(0)}`)).length).toBe(all.length);
    const first = all[all.length - 1]!;
    expect((await allPages(admin.api, `&to=${encodeURIComponent(first.at)}`)).length).toBe(0);

    const question = await allPages(admin.api, '&q=question');
    expect(question.map((e) => e.summary)).toContain('added a Question block');
    expect(question.every((e) => /question/i.test(`${e.summary} ${e.type} ${e.courseTitle}`))).toBe(true);
    const byTitle = await allPages(admin.api, `&q=${encodeURIComponent(title.slice(-8))}`);
    expect(byTitle.length).toBe(ofModule.length);
    expect(await allPages(admin.api, '&q=%25')).toEqual([]);
  });

  it('pages by position: small pages together are the whole log, each entry once', async () => {
    const all = await logOfA();
    const paged = await allPages(admin.api, '', 3);
    expect(paged.map((e) => e.position)).toEqual(all.map((e) => e.position));
    const firstPage = await admin.api.get('/admin/audit?limit=2');
    expect(firstPage.body.entries).toHaveLength(2);
    expect(firstPage.body.next).toBe(firstPage.body.entries[1].position);
  });

  it('exports the filtered log as CSV and JSON Lines, streamed, whole', async () => {
    const ofModule = await allPages(admin.api, `&module=${ids.course}`);
    const csv = await download(admin.token, `/admin/audit/export.csv?module=${ids.course}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="change-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'position,at,actorId,actorName,subjectId,subjectName,kind,type,summary,courseId,courseTitle,revision',
    );
    expect(rows.slice(1).map((r) => r.split(',')[0]!.replaceAll('"', ''))).toEqual(ofModule.map((e) => e.position));

    const jsonl = await download(admin.token, `/admin/audit/export.jsonl?module=${ids.course}`);
    expect(jsonl.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(jsonl.headers.get('content-disposition')).toMatch(/\.jsonl"$/);
    const lines = jsonl.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    expect(lines).toEqual(ofModule);

    const kinds = await download(admin.token, '/admin/audit/export.jsonl?kind=dispatch');
    expect(
      kinds.text
        .trimEnd()
        .split('\n')
        .map((l) => (JSON.parse(l) as Entry).type),
    ).toEqual(['DispatchRevoked', 'DispatchCreated']);
  });

  it('exports a title a spreadsheet would run as a formula as plain text', async () => {
    const course = await createCourse(admin.api, '=HYPERLINK("https://evil.example","x")');
    // A module is known to the filter once the module list has it (as the admin's module picker would).
    await waitUntil(async () => (await admin.api.get(`/admin/audit?module=${course}`)).body.entries?.length > 0);
    const csv = await download(admin.token, `/admin/audit/export.csv?module=${course}`);
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
  });

  it('refuses a USER, a Collaborator and a partner; another organisation’s admin sees nothing of A', async () => {
    const paths = ['/admin/audit', '/admin/audit/export.csv', '/admin/audit/export.jsonl'];
    const collaborator = await collaboratorOf(server.url, admin.api, ids.course);
    const viewer = await signedPartnerPost(
      server.url,
      '/auth/partner-view',
      {
        partner: 'acme',
        userData: { id: 'viewer-1', email: 'v@partner.example', first_name: 'Vi', last_name: 'Ewer' },
      },
      PARTNER_SECRET,
    );
    for (const token of [user.token, collaborator.token, viewer.body.token as string]) {
      for (const path of paths) expect.soft((await download(token, path)).status, path).toBe(403);
    }
    expect((await other.api.get(`/admin/audit?module=${ids.course}`)).status).toBe(404);
    expect((await download(other.token, `/admin/audit/export.csv?module=${ids.course}`)).status).toBe(404);
    const theirs = await allPages(other.api, '');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((e) => e.courseId === ids.course || e.actor.id === ids.admin)).toBe(false);
    expect((await other.api.get(`/admin/audit?person=${ids.admin}`)).body.entries).toEqual([]);
  });

  it('records a partner’s sign-in in the partner organisation’s log', async () => {
    const signedIn = await signedPartnerPost(
      server.url,
      '/auth/partner-view',
      { partner: 'acme', userData: { id: 'pat-1', email: 'pat@partner.example', first_name: 'Pat', last_name: 'P' } },
      PARTNER_SECRET,
    );
    expect(signedIn.status).toBe(200);
    const claims = decodeJwt(signedIn.body.token as string) as LooseJson;
    const partnerAdmin = await addMember(server, claims.org, 'Pia', ['ADMIN', 'USER']);
    let entries: Entry[] = [];
    await waitUntil(async () => {
      entries = await allPages(partnerAdmin.api, '&kind=partner');
      return entries.length > 0;
    });
    expect(entries[0]).toMatchObject({
      type: 'PartnerUserSignedIn',
      summary: 'signed in through partner acme (partner-view)',
      actor: { id: claims.sub },
      courseId: null,
    });
  });

  it('pushes new entries live to the organisation’s admins, and to no one else', async () => {
    const live = await connectLive(server.url, admin.token);
    const stranger = await connectLive(server.url, user.token);
    try {
      live.send({ v: 2, type: 'join', room: 'audit' });
      await live.waitFor((m) => m.type === 'joined' && m.room === 'audit');
      stranger.send({ v: 2, type: 'join', room: 'audit' });
      await stranger.waitFor((m) => m.type === 'error' && m.room === 'audit');
      await admin.api.put(`/courses/${ids.course}`, { course: { title: `${title} again` } });
      const pushed = await live.waitFor(
        (m) => m.type === 'auditEntry' && m.room === 'audit' && m.entry.type === 'CourseRenamed',
      );
      expect(pushed).toMatchObject({
        entry: {
          kind: 'module',
          summary: 'renamed the module',
          actorId: ids.admin,
          courseId: ids.course,
          revision: expect.any(Number),
        },
      });
      // The same entry as the log reads it once its projection has caught up, at the same position.
      const position = pushed.type === 'auditEntry' ? pushed.entry.position : '';
      let logged: Entry[] = [];
      await waitUntil(async () => {
        logged = await allPages(admin.api, `&module=${ids.course}&kind=module`);
        return logged.some((e) => e.position === position);
      });
      expect(logged.find((e) => e.position === position)?.type).toBe('CourseRenamed');
      expect(stranger.messages.some((m) => m.type === 'auditEntry')).toBe(false);
    } finally {
      await live.close();
      await stranger.close();
    }
  });

  it('offers no call that edits or deletes an entry', () => {
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    const auditRoutes = server.routes.filter((r) => r.path.startsWith('/api/admin/audit'));
    expect(auditRoutes.map(key).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/audit/export.csv',
      'GET /api/admin/audit/export.jsonl',
    ]);
    // The admin calls that write are these, each reviewed: none touches the log (an erasure adds an entry;
    // a replay applies events set aside, which only adds the entries they make; an operator grant is the instance's).
    const writes = server.routes.filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'GET');
    expect(writes.map(key).sort()).toEqual([
      'POST /api/admin/instance/operator-grant',
      'POST /api/admin/instance/organisations/:orgId/reinstate',
      'POST /api/admin/instance/organisations/:orgId/suspend',
      'POST /api/admin/instance/set-aside/replay',
      'POST /api/admin/people/:userId/erase',
      'PUT /api/admin/settings',
    ]);
  });
});
