import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];

async function newCourse(api: Api) {
  const created = await api.post('/courses/', { course: { title: 'Start', description: 'First words' } });
  expect(created.status).toBe(201);
  return created.body as { course: { id: string }; revision: number };
}

/** Issue 11, item 10: title, description and each setting follow the blocks' rule (rebase, or 412 naming the field). */
describe('concurrent edits of the title, the description and the settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('a title changed by someone else since the save’s revision is 412 naming the field; nothing of that save is written', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const theirs = await api.put(`/courses/${course.id}`, { course: { revision, title: 'Their title' } });
    expect(theirs.status).toBe(200);
    const mine = await api.put(`/courses/${course.id}`, {
      course: { revision, title: 'My title', description: 'My words' },
    });
    expect(mine.status).toBe(412);
    expect(mine.body.details).toEqual({
      revision: theirs.body.revision,
      conflicts: [{ field: 'title', theirs: 'Their title' }],
    });
    const now = await api.get(`/courses/${course.id}`);
    expect(now.body).toMatchObject({
      revision: theirs.body.revision,
      course: { title: 'Their title', description: 'First words' },
    });
    // Keeping mine is a save on the current revision.
    const kept = await api.put(`/courses/${course.id}`, {
      course: { revision: mine.body.details.revision, title: 'My title' },
    });
    expect(kept.body.course.title).toBe('My title');
  });

  it('one editor’s saves on one base (a slow save, then the next sent before its answer) never conflict; another editor’s do', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const editor = 'editorOneOfAnn2026x';
    const first = await api.put('/drafts/', { course: { id: course.id, revision, editorId: editor, title: 'Typing' } });
    expect(first.status).toBe(200);
    // The next save was worked out before the first one's answer came: it is based where the first was.
    const second = await api.put('/drafts/', {
      course: { id: course.id, revision, editorId: editor, title: 'Typing on' },
    });
    expect([second.status, second.body.course.title]).toEqual([200, 'Typing on']);
    // A save sent again after a time-out, though the first had been kept, is no conflict either.
    const again = await api.put('/drafts/', {
      course: { id: course.id, revision, editorId: editor, title: 'Typing on' },
    });
    expect([again.status, again.body.course.title]).toEqual([200, 'Typing on']);
    const otherTab = await api.put('/drafts/', {
      course: { id: course.id, revision, editorId: 'editorTwoOfAnn2026x', title: 'Elsewhere' },
    });
    expect(otherTab.status).toBe(412);
  });

  it('a description and a title changed by two authors at once are both kept (rebased)', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    await api.put(`/courses/${course.id}`, { course: { revision, title: 'Their title' } });
    const mine = await api.put(`/courses/${course.id}`, { course: { revision, description: 'My words' } });
    expect(mine.status).toBe(200);
    expect(mine.body.course).toMatchObject({ title: 'Their title', description: 'My words' });
  });

  it('a description changed on both sides is 412 with their description; the same value on both sides is no conflict', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    await api.put(`/courses/${course.id}`, { course: { revision, description: 'Their words' } });
    const mine = await api.put(`/courses/${course.id}`, { course: { revision, description: 'My words' } });
    expect(mine.status).toBe(412);
    expect(mine.body.details.conflicts).toEqual([{ field: 'description', theirs: 'Their words' }]);
    const same = await api.put(`/courses/${course.id}`, { course: { revision, description: 'Their words' } });
    expect(same.status).toBe(200);
  });

  it('settings conflict per key: quiz and showCompletionStatus changed at once are both kept, quiz changed on both sides is 412', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const quiz = (passScore: number) => ({
      blocksIncludedInQuiz: [],
      passScore,
      numberOfAttempts: 3,
      showAnswersAfterMaxAttempt: false,
    });
    const theirs = await api.put(`/courses/${course.id}`, { course: { revision, settings: { quiz: quiz(60) } } });
    expect(theirs.status).toBe(200);
    const other = await api.put(`/courses/${course.id}`, {
      course: { revision, settings: { showCompletionStatus: false } },
    });
    expect(other.status).toBe(200);
    expect(other.body.course).toMatchObject({ quiz: { passScore: 60 }, showCompletionStatus: false });

    const mine = await api.put(`/courses/${course.id}`, {
      course: { revision, settings: { quiz: quiz(90), theme: 'warm' } },
    });
    expect(mine.status).toBe(412);
    expect(mine.body.details).toEqual({
      revision: other.body.revision,
      conflicts: [{ field: 'settings.quiz', theirs: quiz(60) }],
    });
    expect((await api.get(`/courses/${course.id}`)).body.course).toMatchObject({
      quiz: { passScore: 60 },
      theme: 'default',
    });
  });

  it('blocks and fields are named together in one 412', async () => {
    const { api } = await registerUser(server.url);
    const created = await api.post('/courses/', { course: { title: 'Start' } });
    const { revision } = created.body;
    const course = created.body.course as {
      id: string;
      blocks: { id: string; type: string; title: string; data: object }[];
    };
    const text = course.blocks[0]!;
    await api.put(`/courses/${course.id}`, {
      course: {
        revision,
        title: 'Theirs',
        blocks: [{ ...text, data: { html: '<p>theirs</p>' } }],
        updatedBlocks: [text.id],
      },
    });
    const mine = await api.put(`/courses/${course.id}`, {
      course: {
        revision,
        title: 'Mine',
        blocks: [{ ...text, data: { html: '<p>mine</p>' } }],
        updatedBlocks: [text.id],
      },
    });
    expect(mine.status).toBe(412);
    expect(mine.body.details.conflicts).toEqual([
      { blockId: text.id, theirs: expect.objectContaining({ data: { html: '<p>theirs</p>' } }) },
      { field: 'title', theirs: 'Theirs' },
    ]);
  });

  it('a revision beyond the latest is 400', async () => {
    const { api } = await registerUser(server.url);
    const { course, revision } = await newCourse(api);
    const ahead = await api.put(`/courses/${course.id}`, {
      course: { revision: revision + 5, title: 'From the future' },
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe(`Invalid revision: ${revision + 5} is beyond the latest revision, ${revision}`);
    const drafts = await api.put('/drafts/', {
      course: { id: course.id, revision: revision + 1, title: 'From the future' },
    });
    expect(drafts.status).toBe(400);
    expect((await api.get(`/courses/${course.id}`)).body).toMatchObject({ revision, course: { title: 'Start' } });
  });
});
