import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { eventually } from '../../support/eventually';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
type Block = { id: string; type: string; title: string; data: Record<string, unknown> };
type Course = {
  id: string;
  blocks: Block[];
  pages: { id: string; sections: string[] }[];
  sections: { id: string; sizes: string; blocks: string[] }[];
};

const textBlock = (id: string, html: string): Block => ({
  id,
  type: 'TextBlockComponent',
  title: 'Text',
  data: { html },
});

async function newCourse(api: Api, title: string) {
  const created = await api.post('/courses/', { course: { title } });
  expect(created.status).toBe(201);
  return created.body as { course: Course; revision: number; position: string };
}

/** A save that adds `block` in a new section at the end of the first page. */
function addBlockSave(course: Course, revision: number, block: Block) {
  const sectionId = `s-${block.id}`.slice(0, 64);
  return {
    course: {
      revision,
      blocks: [block],
      newBlocks: [block.id],
      structure: {
        pages: course.pages.map((p, i) => (i === 0 ? { ...p, sections: [...p.sections, sectionId] } : p)),
        sections: [...course.sections, { id: sectionId, sizes: 'co-12', blocks: [block.id] }],
      },
    },
  };
}

/** Issue 11, item 4: a block id belongs to the first course that wrote it. */
describe('block ids belong to the course that first wrote them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("another organisation cannot take over a published block's id: its save is 400 naming the block, and every lookup stays with the owner", async () => {
    const alice = await registerUser(server.url, 'Alice');
    const mallory = await registerUser(server.url, 'Mallory');
    const a = await newCourse(alice.api, 'Owner');
    const [text] = a.course.blocks as [Block];
    const published = await alice.api.put(`/courses/${a.course.id}?onPublish=true`, {
      course: { revision: a.revision, blocks: [{ ...text, data: { html: '<p>Alice</p>' } }], updatedBlocks: [text.id] },
    });
    expect(published.status).toBe(200);
    const learner = apiClient(server.url);
    const shown = await eventually(
      () => learner.get(`/delivery/blocks/${text.id}`),
      (r) => r.status === 200,
    );
    expect(shown.body.blocks[0].data.html).toBe('<p>Alice</p>');

    const m = await newCourse(mallory.api, 'Taker');
    const taken = await mallory.api.put(
      `/courses/${m.course.id}?onPublish=true`,
      addBlockSave(m.course, m.revision, textBlock(text.id, '<p>Mallory</p>')),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(`Block ${text.id} belongs to another module; give the block a new id`);
    const viaDraft = await mallory.api.put('/drafts/', {
      course: { id: m.course.id, ...addBlockSave(m.course, m.revision, textBlock(text.id, '<p>Mallory</p>')).course },
    });
    expect(viaDraft.status).toBe(400);
    expect((await mallory.api.get(`/courses/${m.course.id}`)).body.course.blocks.map((b: Block) => b.id)).not.toContain(
      text.id,
    );

    expect((await learner.get(`/delivery/blocks/${text.id}`)).body).toMatchObject({
      id: a.course.id,
      blocks: [{ id: text.id, data: { html: '<p>Alice</p>' } }],
    });
    expect((await alice.api.get(`/blocks/${text.id}`)).body).toMatchObject({
      courseId: a.course.id,
      block: { data: { html: '<p>Alice</p>' } },
    });
    const changed = await alice.api.put(`/blocks/${text.id}`, {
      block: { ...text, data: { html: '<p>Alice again</p>' } },
    });
    expect(changed.status).toBe(200);
    expect((await mallory.api.get(`/blocks/${text.id}`)).status).toBe(404);
  });

  it('two organisations saving the same new block id at once: exactly one keeps it', async () => {
    const one = await registerUser(server.url, 'One');
    const two = await registerUser(server.url, 'Two');
    const [c1, c2] = await Promise.all([newCourse(one.api, 'First'), newCourse(two.api, 'Second')]);
    const id = `raced${Date.now()}`;
    const [r1, r2] = await Promise.all([
      one.api.put(`/courses/${c1.course.id}`, addBlockSave(c1.course, c1.revision, textBlock(id, '<p>one</p>'))),
      two.api.put(`/courses/${c2.course.id}`, addBlockSave(c2.course, c2.revision, textBlock(id, '<p>two</p>'))),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 400]);
    const [winner, loser] = r1.status === 200 ? [one, two] : [two, one];
    const winnerCourse = (r1.status === 200 ? c1 : c2).course.id;
    const owned = await eventually(
      () => winner.api.get(`/blocks/${id}`),
      (r) => r.status === 200,
    );
    expect(owned.body.courseId).toBe(winnerCourse);
    expect((await loser.api.get(`/blocks/${id}`)).status).toBe(404);
  });

  it("a course may bring back its own block (undo of a delete), and a block id's owner is kept after the block is deleted", async () => {
    const alice = await registerUser(server.url, 'Alice');
    const other = await registerUser(server.url, 'Other');
    const a = await newCourse(alice.api, 'Undo');
    const [text] = a.course.blocks as [Block];
    const deleted = await alice.api.delete(`/blocks/${text.id}`);
    expect(deleted.status).toBe(200);
    const o = await newCourse(other.api, 'Other');
    expect(
      (
        await other.api.put(
          `/courses/${o.course.id}`,
          addBlockSave(o.course, o.revision, textBlock(text.id, '<p>mine now?</p>')),
        )
      ).status,
    ).toBe(400);
    const undone = await alice.api.post(`/courses/${a.course.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.course.blocks.map((b: Block) => b.id)).toContain(text.id);
  });

  it('data written before ids were claimed: lookups by id resolve to the first course that wrote it', async () => {
    const alice = await registerUser(server.url, 'Alice');
    const mallory = await registerUser(server.url, 'Mallory');
    const a = await newCourse(alice.api, 'Owner');
    const [text] = a.course.blocks as [Block];
    await alice.api.put(`/courses/${a.course.id}?onPublish=true`, {
      course: { revision: a.revision, blocks: [{ ...text, data: { html: '<p>Alice</p>' } }], updatedBlocks: [text.id] },
    });
    const m = await newCourse(mallory.api, 'Taker');
    const mPage = m.course.pages[0]!;
    // What the old server let through: another organisation's course adding the same block id.
    const legacy = new PostgresEventStore(server.database);
    const orgId = (m.course as unknown as { userOrg: { orgID: string } }).userOrg.orgID;
    const metadata = {
      userId: 'legacy',
      orgId,
      correlationId: 'legacy',
      causationId: 'legacy',
      changeId: 'legacy',
      recordedAt: new Date().toISOString(),
    };
    const data = { courseId: m.course.id };
    const appended = await legacy.appendToStream(
      `course-${m.course.id}`,
      [
        {
          type: 'SectionAdded',
          data: { ...data, pageId: mPage.id, sectionId: 'legacysection', index: 9, sizes: 'co-12' },
          metadata,
        },
        {
          type: 'BlockAdded',
          data: { ...data, sectionId: 'legacysection', index: 0, block: textBlock(text.id, '<p>Mallory</p>') },
          metadata,
        },
        { type: 'CoursePublished', data: { ...data, publishedAt: new Date().toISOString() }, metadata },
      ],
      { expectedVersion: m.revision },
    );
    await mallory.api.get(
      `/drafts/${m.course.id}/latest?after=${appended.position.commit}/${appended.position.prepare}`,
    );
    expect((await apiClient(server.url).get(`/delivery/blocks/${text.id}`)).body).toMatchObject({
      id: a.course.id,
      blocks: [{ data: { html: '<p>Alice</p>' } }],
    });
    expect((await alice.api.get(`/blocks/${text.id}`)).body.courseId).toBe(a.course.id);
    expect((await mallory.api.get(`/blocks/${text.id}`)).status).toBe(404);
    expect((await mallory.api.post('/drafts/draftblocks', { blockIds: [text.id] })).body.blocks).toEqual([]);
    expect((await alice.api.post('/drafts/draftblocks', { blockIds: [text.id] })).body.blocks).toEqual([
      expect.objectContaining({ id: text.id, data: { html: '<p>Alice</p>' } }),
    ]);
  });
});
