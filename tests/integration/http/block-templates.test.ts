import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_TEMPLATES_ROOM } from '../../../src/modules/courses/live-rooms';
import {
  TEMPLATE_NOT_FOUND,
  templateNameTaken,
  TOO_MANY_TEMPLATES,
} from '../../../src/modules/courses/templates/decider';
import { blockTemplateEventSchemas, blockTemplatesStream } from '../../../src/modules/courses/templates/events';
import { BLOCK_TEMPLATE_LIMITS } from '../../../src/modules/courses/templates/shared';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { connectLive } from '../../support/live-client';
import { addMember } from '../../support/members';
import { apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = ReturnType<typeof apiClient>;

const text = (id: string, html: string) => ({ id, type: 'TextBlockComponent', title: 'Text', data: { html } });
const image = {
  id: 'img1',
  type: 'ImageBlockComponent',
  title: 'Image',
  data: { url: '/api/media/files/m1/original.png', media: { id: 'm1', contentType: 'image/png' }, alt: 'A door' },
};
const welcome = { name: 'Welcome', blocks: [text('t1', '<p>Hello</p>'), image] };

describe('the organisation’s block templates over HTTP', () => {
  let server: TestServer;
  let ada: Api;
  let adaId: string;
  let orgId: string;
  let uma: Api;
  let other: Api;

  beforeAll(async () => {
    server = await startTestServer();
    ada = (await registerUser(server.url, 'Ada')).api;
    const me = (await ada.get('/users/user-info')).body;
    [adaId, orgId] = [me.id as string, me.currentOrg as string];
    uma = (await addMember(server, orgId, 'Uma')).api;
    other = (await registerUser(server.url, 'Otto')).api;
  });
  afterAll(async () => server.close());

  it('lets every member save, list, read, rename and delete templates, each with who saved it and when', async () => {
    const saved = await ada.post('/block-templates', welcome);
    expect(saved.status).toBe(201);
    const templateId = saved.body.template.templateId as string;
    expect(saved.body.template).toEqual({
      templateId,
      name: 'Welcome',
      blockTypes: ['TextBlockComponent', 'ImageBlockComponent'],
      savedBy: adaId,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await uma.post('/block-templates', { name: 'Closing', blocks: [text('t2', '<p>Bye</p>')] })).status).toBe(
      201,
    );
    const listed = await uma.get('/block-templates');
    expect(listed.body.templates.map((t: LooseJson) => t.name)).toEqual(['Closing', 'Welcome']);
    expect(listed.body.templates[0]).not.toHaveProperty('blocks');

    // The blocks as saved: the image keeps its media, nothing else is added or lost.
    const one = await uma.get(`/block-templates/${templateId}`);
    expect(one.body.template.blocks).toEqual([
      { ...text('t1', '<p>Hello</p>') },
      { ...image, data: { ...image.data, caption: '' } },
    ]);

    const renamed = await uma.patch(`/block-templates/${templateId}`, { name: '  Opening  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.templates.map((t: LooseJson) => t.name)).toEqual(['Closing', 'Opening']);
    const deleted = await ada.delete(`/block-templates/${templateId}`);
    expect(deleted.body.templates.map((t: LooseJson) => t.name)).toEqual(['Closing']);
    expect(await ada.get(`/block-templates/${templateId}`)).toMatchObject({
      status: 404,
      body: { message: TEMPLATE_NOT_FOUND },
    });
    expect((await ada.patch(`/block-templates/${templateId}`, { name: 'Again' })).status).toBe(404);
    expect((await ada.delete(`/block-templates/${templateId}`)).status).toBe(404);
  });

  it('cleans rich text as a module’s save does', async () => {
    const saved = await ada.post('/block-templates', {
      name: 'Unsafe',
      blocks: [text('t3', '<p onclick="steal()">Hi<script>steal()</script></p>')],
    });
    const one = await ada.get(`/block-templates/${saved.body.template.templateId}`);
    expect(one.body.template.blocks[0].data.html).toBe('<p>Hi</p>');
    await ada.delete(`/block-templates/${saved.body.template.templateId}`);
  });

  it('refuses, in plain words, a name taken, empty or too long, no blocks, too many blocks, and a block that is not one', async () => {
    expect(await uma.post('/block-templates', { ...welcome, name: 'closing' })).toMatchObject({
      status: 400,
      body: { message: templateNameTaken('closing') },
    });
    const refusals = [
      [{ ...welcome, name: '   ' }, 'Invalid name: give the template a name'],
      [{ ...welcome, name: 'x'.repeat(101) }, 'Invalid name: a name has at most 100 characters'],
      [{ ...welcome, blocks: [] }, 'Invalid blocks: a template holds at least one block'],
      [
        { ...welcome, blocks: Array.from({ length: 51 }, (_, i) => text(`many${i}`, '<p>x</p>')) },
        'Invalid blocks: a template holds at most 50 blocks',
      ],
      [
        { ...welcome, blocks: [{ id: 'x', type: 'NoSuchBlock', data: {} }] },
        expect.stringMatching(/^Invalid blocks\.0/),
      ],
    ] as const;
    for (const [body, message] of refusals)
      expect(await ada.post('/block-templates', body)).toMatchObject({ status: 400, body: { message } });
    const closing = (await ada.get('/block-templates')).body.templates[0].templateId as string;
    expect((await ada.patch(`/block-templates/${closing}`, { name: '' })).status).toBe(400);
    expect((await ada.get('/block-templates')).body.templates.map((t: LooseJson) => t.name)).toEqual(['Closing']);
  });

  it(`keeps at most ${BLOCK_TEMPLATE_LIMITS.templates} templates in an organisation`, async () => {
    const many = await registerUser(server.url, 'Many');
    const { id: userId, currentOrg } = (await many.api.get('/users/user-info')).body;
    // The organisation's templates as saved before, written at once.
    const metadata = { userId, orgId: currentOrg, correlationId: 'fixture', recordedAt: new Date().toISOString() };
    await new PostgresEventStore(server.database).appendToStream(
      blockTemplatesStream(currentOrg),
      Array.from({ length: BLOCK_TEMPLATE_LIMITS.templates }, (_, i) => ({
        type: 'BlockTemplateSaved',
        data: { orgId: currentOrg, templateId: `t${i}`, name: `T${i}`, blocks: [text(`b${i}`, '<p>x</p>')] },
        metadata,
      })),
      { expectedVersion: 'no_stream' },
    );
    expect(await many.api.post('/block-templates', { ...welcome, name: 'One more' })).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_TEMPLATES },
    });
    expect((await many.api.delete('/block-templates/t0')).status).toBe(200);
    expect((await many.api.post('/block-templates', { ...welcome, name: 'One more' })).status).toBe(201);
  });

  it('shows and changes nothing of another organisation’s templates', async () => {
    const ours = (await ada.get('/block-templates')).body.templates as LooseJson[];
    const templateId = ours[0].templateId as string;
    expect((await other.get('/block-templates')).body.templates).toEqual([]);
    for (const answer of [
      await other.get(`/block-templates/${templateId}`),
      await other.patch(`/block-templates/${templateId}`, { name: 'Mine now' }),
      await other.delete(`/block-templates/${templateId}`),
    ])
      expect(answer).toMatchObject({ status: 404, body: { message: TEMPLATE_NOT_FOUND } });
    expect((await ada.get('/block-templates')).body.templates).toEqual(ours);
  });

  it('is closed to callers without a token (401) and to Collaborators (403)', async () => {
    const anonymous = apiClient(server.url);
    expect((await anonymous.get('/block-templates')).status).toBe(401);
    expect((await anonymous.post('/block-templates', welcome)).status).toBe(401);
    const guest = await collaboratorOf(server.url, ada, await createCourse(ada));
    expect((await guest.api.get('/block-templates')).status).toBe(403);
    expect((await guest.api.post('/block-templates', welcome)).status).toBe(403);
  });

  it('is documented in the OpenAPI document beside the other calls', async () => {
    const { paths } = (await apiClient(server.url).get('/openapi.json')).body as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(Object.keys(paths['/block-templates'] ?? {}).sort()).toEqual(['get', 'post']);
    const one = paths['/block-templates/{templateId}'] ?? {};
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
    for (const operation of Object.values(one)) expect(operation.summary).toBeTruthy();
  });

  it('writes events that meet their schemas, on the organisation’s own stream', async () => {
    const events = await new PostgresEventStore(server.database).readStream(blockTemplatesStream(orgId));
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(Object.keys(blockTemplateEventSchemas)));
    for (const event of events) {
      const schema = blockTemplateEventSchemas[event.type as keyof typeof blockTemplateEventSchemas];
      expect(schema.safeParse(event.data).success).toBe(true);
      expect(event.data).toMatchObject({ orgId });
      expect(event.metadata).toMatchObject({ orgId, userId: expect.any(String) });
    }
  });

  it('tells the organisation’s members live which template changed, and no one else', async () => {
    const member = await addMember(server, orgId, 'Lin');
    const live = await connectLive(server.url, member.token);
    live.send({ v: 2, type: 'join', room: BLOCK_TEMPLATES_ROOM });
    await live.waitFor((m) => m.type === 'joined' && m.room === BLOCK_TEMPLATES_ROOM);
    const outsider = await connectLive(server.url, (await registerUser(server.url, 'Out')).token);
    outsider.send({ v: 2, type: 'join', room: BLOCK_TEMPLATES_ROOM });
    await outsider.waitFor((m) => m.type === 'joined');

    const saved = await ada.post('/block-templates', { ...welcome, name: 'Live' });
    const templateId = saved.body.template.templateId as string;
    await live.waitFor((m) => m.type === 'changed' && m.about === templateId && m.eventType === 'BlockTemplateSaved');
    expect(outsider.messages.some((m) => m.type === 'changed')).toBe(false);
    await live.close();
    await outsider.close();
  });
});
