import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
type Block = { id: string; type: string; title: string; data: Record<string, unknown> };
type Course = {
  id: string;
  blocks: Block[];
  pages: { id: string; sections: string[] }[];
  sections: { id: string; sizes: string; blocks: string[] }[];
} & Record<string, unknown>;

const textBlock = (id: string, html: string): Block => ({
  id,
  type: 'TextBlockComponent',
  title: 'Text',
  data: { html },
});

/** The layout of a course with one more block in a new section at the end. */
function structureWith(course: Course, block: Block, sectionId: string) {
  return {
    pages: course.pages.map((p, i) => (i === 0 ? { ...p, sections: [...p.sections, sectionId] } : p)),
    sections: [...course.sections, { id: sectionId, sizes: 'co-12', blocks: [block.id] }],
  };
}

async function newCourse(api: Api, title = 'Authoring') {
  const created = await api.post('/courses/', { course: { title } });
  expect(created.status).toBe(201);
  return created.body as { course: Course; revision: number; position: string };
}

describe('authoring: blocks, saves, conflicts, undo, history, publish', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('a new module starts with a text, a heading and an image block, each in its own section', async () => {
    const { api } = await registerUser(server.url);
    const { course } = await newCourse(api);
    expect(course.blocks.map((b) => b.type)).toEqual([
      'TextBlockComponent',
      'HeadingBlockComponent',
      'ImageBlockComponent',
    ]);
    expect(course.blocks.map((b) => b.title)).toEqual(['Text', 'Heading', 'Image']);
    expect(course.sections.map((s) => s.sizes)).toEqual(['co-12', 'co-12', 'co-12']);
    expect(course.pages[0]!.sections).toEqual(course.sections.map((s) => s.id));
    expect(course).toMatchObject({
      quiz: { passScore: 80, numberOfAttempts: 3, showAnswersAfterMaxAttempt: false },
      showCompletionStatus: true,
      translatedLanguages: ['en'],
    });
  });

  it('saves new, updated and deleted blocks; the draft is DRAFTING and text is sanitised', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text, heading, image] = course.blocks as [Block, Block, Block];
    const added = textBlock('newblock00000001', '<p onclick="steal()">Hi<script>alert(1)</script></p>');
    const structure = structureWith(course, added, 'newsection000001');
    structure.sections = structure.sections.filter((s) => !s.blocks.includes(image.id));
    structure.pages[0]!.sections = structure.pages[0]!.sections.filter((id) =>
      structure.sections.some((s) => s.id === id),
    );
    const saved = await api.put('/drafts/', {
      course: {
        id: course.id,
        revision,
        blocks: [added, { ...heading, data: { text: 'Welcome', level: 1 } }],
        newBlocks: [added.id],
        updatedBlocks: [heading.id],
        deletedBlocks: [image.id],
        structure,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course.status).toBe('DRAFTING');
    expect(saved.body.course.blocks.map((b: Block) => b.id)).toEqual([text.id, heading.id, added.id]);
    expect(saved.body.course.blocks[2].data.html).toBe('<p>Hi</p>');
    const latest = await api.get(`/drafts/${course.id}/latest?after=${saved.body.position}`);
    expect(latest.body.course.blocks.map((b: Block) => b.id)).toEqual([text.id, heading.id, added.id]);
    expect(latest.body.revision).toBe(saved.body.revision);
  });

  it('a structure that leaves a block out keeps it where it was: nothing is lost', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [first, second] = course.sections as [Course['sections'][number], Course['sections'][number]];
    const swapped = {
      pages: [{ id: course.pages[0]!.id, sections: [second.id, first.id] }],
      sections: [first, second],
    };
    const saved = await api.put(`/courses/${course.id}`, { course: { revision, structure: swapped } });
    expect(saved.status).toBe(200);
    expect(saved.body.course.blocks.map((b: Block) => b.id)).toEqual([
      course.blocks[1]!.id,
      course.blocks[0]!.id,
      course.blocks[2]!.id,
    ]);
  });

  it('refuses an unknown block type, a type change and a non-https embed, writing nothing', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const retyped = await api.put(`/courses/${course.id}`, {
      course: {
        revision,
        blocks: [{ ...course.blocks[0], type: 'HeadingBlockComponent', data: { text: 'x', level: 2 } }],
        updatedBlocks: [course.blocks[0]!.id],
      },
    });
    expect(retyped.status).toBe(400);
    const unknown = await api.put(`/courses/${course.id}`, {
      course: { revision, blocks: [{ id: 'x', type: 'Nope', data: {} }], updatedBlocks: ['x'] },
    });
    expect(unknown.status).toBe(400);
    const embed = {
      id: 'embed00000000001',
      type: 'EmbedBlockComponent',
      title: 'Embed',
      data: { url: 'http://example.com', height: 300 },
    };
    const insecure = await api.put(`/courses/${course.id}`, {
      course: {
        revision,
        blocks: [embed],
        newBlocks: [embed.id],
        structure: structureWith(course, embed, 'embedsection0001'),
      },
    });
    expect(insecure.status).toBe(400);
    expect((await api.get(`/courses/${course.id}`)).body.revision).toBe(revision);
  });

  it('a save on an old revision is rebased when it touches other blocks', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text, heading] = course.blocks as [Block, Block];
    const theirs = await api.put(`/courses/${course.id}`, {
      course: { revision, blocks: [{ ...text, data: { html: '<p>theirs</p>' } }], updatedBlocks: [text.id] },
    });
    expect(theirs.status).toBe(200);
    const mine = await api.put(`/courses/${course.id}`, {
      course: { revision, blocks: [{ ...heading, data: { text: 'mine', level: 2 } }], updatedBlocks: [heading.id] },
    });
    expect(mine.status).toBe(200);
    const [t, h] = mine.body.course.blocks as [Block, Block];
    expect(t.data.html).toBe('<p>theirs</p>');
    expect(h.data.text).toBe('mine');
  });

  it('a save on an old revision that touches the same block is answered 412 with the block and the current revision', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text] = course.blocks as [Block];
    const theirs = await api.put(`/courses/${course.id}`, {
      course: { revision, blocks: [{ ...text, data: { html: '<p>theirs</p>' } }], updatedBlocks: [text.id] },
    });
    const mine = await api.put(`/courses/${course.id}`, {
      course: { revision, blocks: [{ ...text, data: { html: '<p>mine</p>' } }], updatedBlocks: [text.id] },
    });
    expect(mine.status).toBe(412);
    expect(mine.body.details).toMatchObject({
      revision: theirs.body.revision,
      conflicts: [{ blockId: text.id, theirs: { data: { html: '<p>theirs</p>' } } }],
    });
    // Choosing "mine" is a save on the current revision.
    const chosen = await api.put(`/courses/${course.id}`, {
      course: {
        revision: mine.body.details.revision,
        blocks: [{ ...text, data: { html: '<p>mine</p>' } }],
        updatedBlocks: [text.id],
      },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.course.blocks[0].data.html).toBe('<p>mine</p>');
  });

  it('"Keep mine" lands even when the block was saved again since the revision the author chose on', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text] = course.blocks as [Block];
    const typed = (html: string, rev: number, more: object = {}) =>
      api.put(`/courses/${course.id}`, {
        course: { revision: rev, blocks: [{ ...text, data: { html } }], updatedBlocks: [text.id], ...more },
      });
    const shown = await typed('<p>they type</p>', revision);
    await typed('<p>they type on</p>', shown.body.revision);
    // Chosen on the revision the dialog showed, one save behind by the time it arrives.
    const chosen = await typed('<p>mine</p>', shown.body.revision, { keepMine: { blockIds: [text.id] } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.course.blocks[0].data.html).toBe('<p>mine</p>');
    // Only what it names: the same save without it is still refused.
    const unnamed = await typed('<p>mine again</p>', shown.body.revision, { keepMine: { blockIds: ['another'] } });
    expect(unnamed.status).toBe(412);
  });

  it('undo and redo, per author, survive a reload and appear in the history', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text] = course.blocks as [Block];
    const edit = (html: string, rev: number) =>
      api.put(`/courses/${course.id}`, {
        course: { revision: rev, blocks: [{ ...text, data: { html } }], updatedBlocks: [text.id] },
      });
    const one = await edit('<p>one</p>', revision);
    const two = await edit('<p>two</p>', one.body.revision);
    expect((await api.get(`/courses/${course.id}/undo-state`)).body).toMatchObject({ canUndo: true, canRedo: false });

    const undone = await api.post(`/courses/${course.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.course.blocks[0].data.html).toBe('<p>one</p>');
    const undone2 = await api.post(`/courses/${course.id}/undo`);
    expect(undone2.body.course.blocks[0].data.html).toBe('');
    expect((await api.post(`/courses/${course.id}/undo`)).body).toEqual({ message: 'Nothing to undo' });

    const redone = await api.post(`/courses/${course.id}/redo`);
    expect(redone.body.course.blocks[0].data.html).toBe('<p>one</p>');
    expect((await api.get(`/courses/${course.id}/undo-state`)).body).toMatchObject({ canUndo: true, canRedo: true });

    const history = await api.get(`/courses/${course.id}/history?after=${redone.body.position}`);
    expect(history.status).toBe(200);
    const changes = history.body.changes as { kind: string; userName: string }[];
    expect(changes.map((c) => c.kind).slice(0, 5)).toEqual(['redo', 'undo', 'undo', 'edit', 'edit']);
    expect(changes.at(-1)).toMatchObject({ kind: 'create', userName: 'Ada Tester' });

    const atOne = await api.get(`/courses/${course.id}/revisions/${one.body.revision}`);
    expect(atOne.body.course.blocks[0].data.html).toBe('<p>one</p>');
    const restored = await api.post(`/courses/${course.id}/revisions/${two.body.revision}/restore`);
    expect(restored.body.course.blocks[0].data.html).toBe('<p>two</p>');
  });

  it('publishing freezes what learners see; later edits stay in the draft; unpublish hides it', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const [text] = course.blocks as [Block];
    const published = await api.put(`/courses/${course.id}?onPublish=true`, {
      course: { revision, blocks: [{ ...text, data: { html: '<p>v1</p>' } }], updatedBlocks: [text.id] },
    });
    expect(published.body.course.status).toBe('PUBLISHED');
    const edited = await api.put(`/courses/${course.id}`, {
      course: {
        revision: published.body.revision,
        blocks: [{ ...text, data: { html: '<p>v2</p>' } }],
        updatedBlocks: [text.id],
      },
    });
    expect(edited.body.course.status).toBe('DRAFTING');
    await api.get(`/drafts/${course.id}/latest?after=${edited.body.position}`);
    const learners = await api.get(`/courses/${course.id}/published`);
    expect(learners.body.course.blocks[0].data.html).toBe('<p>v1</p>');

    const discarded = await api.delete(`/drafts/${course.id}`);
    expect(discarded.body.course.blocks[0].data.html).toBe('<p>v1</p>');

    const hidden = await api.post(`/courses/${course.id}/unpublish`);
    expect(hidden.body.course.status).toBe('UNPUBLISHED');
    await api.get(`/drafts/${course.id}/latest?after=${hidden.body.position}`);
    expect((await api.get(`/courses/${course.id}/published`)).status).toBe(404);
  });

  it('adding a question moves the quiz results after it, unless the author placed them by hand', async () => {
    const { api } = await registerUser(server.url);
    const { course } = await newCourse(api);
    const results = await api.post('/blocks/', {
      courseId: course.id,
      block: { type: 'QuizResultsBlockComponent', data: { applausePassText: 'Yes', applauseFailText: 'No' } },
      index: 0,
    });
    expect(results.status).toBe(201);
    const question = await api.post('/blocks/', {
      courseId: course.id,
      block: { type: 'QuestionBlockComponent', data: { title: 'Q1', options: [] } },
    });
    const types = question.body.course.blocks.map((b: Block) => b.type);
    expect(types.slice(-2)).toEqual(['QuestionBlockComponent', 'QuizResultsBlockComponent']);
  });

  it('block calls: add, read, change, delete; blocks of another organisation are not found', async () => {
    const owner = await registerUser(server.url);
    const stranger = await registerUser(server.url, 'Stranger');
    const { course } = await newCourse(owner.api);
    const added = await owner.api.post('/blocks/', {
      courseId: course.id,
      block: { type: 'HeadingBlockComponent', data: { text: 'Part 2' } },
    });
    const id = added.body.block.id as string;
    await owner.api.get(`/drafts/${course.id}/latest?after=${added.body.position}`);
    expect((await owner.api.get(`/blocks/${id}`)).body.block.data.text).toBe('Part 2');
    expect((await stranger.api.get(`/blocks/${id}`)).status).toBe(404);
    expect((await stranger.api.get(`/courses/${course.id}/history`)).status).toBe(404);
    expect((await stranger.api.post(`/courses/${course.id}/undo`)).status).toBe(404);
    const changed = await owner.api.put(`/blocks/${id}`, {
      block: { ...added.body.block, data: { text: 'Part two', level: 2 } },
    });
    expect(changed.body.course.blocks.at(-1).data.text).toBe('Part two');
    const wrong = await owner.api.post('/blocks/', {
      courseId: course.id,
      block: { type: 'HeadingBlockComponent', data: { text: 7 } },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid block.data.text: must be text']);
    const deleted = await owner.api.delete(`/blocks/${id}`);
    expect(deleted.body.course.blocks.map((b: Block) => b.id)).not.toContain(id);
    expect(deleted.body.course.sections).toHaveLength(3);
  });

  it('a block’s tasks, percentage and hasOptions (SPEC §3) are stored and returned, their types checked', async () => {
    const { api } = await registerUser(server.url);
    const { course } = await newCourse(api);
    const fields = { tasks: ['Read the policy', 'Sign it'], percentage: 40, hasOptions: true };
    const added = await api.post('/blocks/', {
      courseId: course.id,
      block: { type: 'TextBlockComponent', data: { html: '<p>Tasks</p>' }, ...fields },
    });
    expect(added.status).toBe(201);
    const id = added.body.block.id as string;
    expect(added.body.block).toMatchObject(fields);
    expect((await api.get(`/blocks/${id}`)).body.block).toMatchObject(fields);
    const changed = await api.put(`/blocks/${id}`, {
      block: { ...added.body.block, percentage: 75, hasOptions: false },
    });
    expect(changed.status).toBe(200);
    expect((await api.get(`/blocks/${id}`)).body.block).toMatchObject({
      tasks: fields.tasks,
      percentage: 75,
      hasOptions: false,
    });
    expect((await api.get(`/courses/${course.id}`)).body.course.blocks.find((b: Block) => b.id === id)).toMatchObject({
      percentage: 75,
    });
    for (const wrong of [{ percentage: 'half' }, { percentage: 101 }, { hasOptions: 'yes' }, { tasks: 'one' }]) {
      const refused = await api.put(`/blocks/${id}`, { block: { ...added.body.block, ...wrong } });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    expect((await api.get(`/blocks/${id}`)).body.block.percentage).toBe(75);
  });

  it('mono modules hold exactly one block; a duplicate copies every block under new ids', async () => {
    const { api } = await registerUser(server.url);
    const mono = await api.post('/courses/', { course: { title: 'One video', mono: 'VideoBlockComponent' } });
    expect(mono.body.course).toMatchObject({ 'is-mono': true, monoType: 'VideoBlockComponent' });
    expect(mono.body.course.blocks.map((b: Block) => b.type)).toEqual(['VideoBlockComponent']);
    const second = await api.post('/blocks/', {
      courseId: mono.body.course.id,
      block: { type: 'TextBlockComponent', data: { html: 'x' } },
    });
    expect(second.status).toBe(400);

    const { course } = await newCourse(api, 'Original');
    const copy = await api.post(`/courses/duplicate-course/${course.id}`, { courseTitle: 'Copy' });
    expect(copy.body.course.title).toBe('Copy');
    expect(copy.body.course.blocks.map((b: Block) => b.type)).toEqual(course.blocks.map((b) => b.type));
    expect(copy.body.course.blocks.map((b: Block) => b.id)).not.toContain(course.blocks[0]!.id);
  });
});
