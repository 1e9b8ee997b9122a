import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf } from '../../support/collaborators';
import { addMember } from '../../support/members';
import { signedPartnerPost } from '../../support/partner';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
const titles = (body: { courses: Array<{ title: string }> }) => body.courses.map((c) => c.title);
const PARTNER_SECRET = 'acme-secret-0123456789';

async function create(api: Api, title: string) {
  const res = await api.post('/courses/', { course: { title } });
  return { id: res.body.course.id as string, position: res.body.position as string };
}

describe('GET /api/admin/courses: every module of the organisation, for its admins', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let last: string;
  let memberModule: string;

  beforeAll(async () => {
    server = await startTestServer({ partnerSecrets: `acme:${PARTNER_SECRET}` });
    admin = await registerUser(server.url, 'Admin');
    const orgId = (await admin.api.get('/users/user-info')).body.currentOrg;
    member = await addMember(server, orgId, 'Member');
    await create(admin.api, 'Fire safety');
    memberModule = (await create(member.api, 'Ladder use')).id;
    const gone = await create(member.api, 'Old induction');
    expect((await member.api.delete(`/courses/${gone.id}`)).status).toBe(200);
    const published = await create(admin.api, 'Welcome');
    const save = await admin.api.post(`/courses/${published.id}?onPublish=true`, {
      course: { title: 'Welcome aboard' },
    });
    last = save.body.position;
  });
  afterAll(async () => server.close());

  it('lists live and restorable deleted modules, whoever owns them, with owner, status and last change', async () => {
    const { status, body } = await admin.api.get(`/admin/courses?after=${last}&sortBy=title`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Fire safety', 'Ladder use', 'Old induction', 'Welcome aboard']);
    expect(body.total).toBe(4);
    const ladder = body.courses.find((c: { id: string }) => c.id === memberModule);
    expect(ladder).toMatchObject({ createdBy: member.userId, createdByName: 'Member Member', deletedAt: null });
    expect(ladder.savedAt).toEqual(expect.any(String));
    expect(body.courses[2].deletedAt).toEqual(expect.any(String));
  });

  it('filters by status (deleted ones apart), searches, and pages', async () => {
    const deleted = await admin.api.get(`/admin/courses?status=deleted&after=${last}`);
    expect(titles(deleted.body)).toEqual(['Old induction']);
    const inProgress = await admin.api.get(`/admin/courses?status=IN_PROGRESS&sortBy=title&after=${last}`);
    expect(titles(inProgress.body)).toEqual(['Fire safety', 'Ladder use']);
    const published = await admin.api.get(`/admin/courses?status=PUBLISHED&after=${last}`);
    expect(titles(published.body)).toEqual(['Welcome aboard']);
    expect(titles((await admin.api.get('/admin/courses?searchTerm=ladder')).body)).toEqual(['Ladder use']);
    const second = await admin.api.get('/admin/courses?sortBy=title&pageSize=3&pageNum=2');
    expect(second.body).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(titles(second.body)).toEqual(['Welcome aboard']);
  });

  it('refuses a bad query with the field and the reason', async () => {
    const res = await admin.api.get('/admin/courses?status=LOST');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/status/);
    expect((await admin.api.get('/admin/courses?pageSize=1000')).status).toBe(400);
  });

  it('refuses a USER of the organisation', async () => {
    expect((await member.api.get('/admin/courses')).status).toBe(403);
  });

  it('refuses a Collaborator of one of its modules', async () => {
    const collaborator = await collaboratorOf(server.url, member.api, memberModule);
    expect((await collaborator.api.get('/admin/courses')).status).toBe(403);
  });

  it('refuses a partner token, viewing or authoring', async () => {
    for (const via of ['partner-view', 'scorm-view'] as const) {
      const signedIn = await signedPartnerPost(
        server.url,
        `/auth/${via}`,
        {
          partner: 'acme',
          userData: { id: `u-${via}`, email: `${via}@partner.example`, first_name: 'P', last_name: 'P' },
        },
        PARTNER_SECRET,
      );
      expect((await apiClient(server.url, signedIn.body.token).get('/admin/courses')).status, via).toBe(403);
    }
  });

  it('shows another organisation’s admin only its own modules', async () => {
    const stranger = await registerUser(server.url, 'Stranger');
    const own = await create(stranger.api, 'Stranger’s module');
    const { status, body } = await stranger.api.get(`/admin/courses?after=${own.position}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Stranger’s module']);
  });
});
