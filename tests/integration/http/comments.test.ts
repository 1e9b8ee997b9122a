import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf } from '../../support/collaborators';
import { eventually } from '../../support/eventually';
import { connectLive } from '../../support/live-client';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { courseRoom } from '../../../src/modules/courses/live-rooms';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];

async function courseWithBlock(api: Api) {
  const { body } = await api.post('/courses/', { course: { title: 'Discussed' } });
  return {
    courseId: body.course.id as string,
    blockId: body.course.blocks[0].id as string,
    blocks: body.course.blocks as { id: string }[],
  };
}

describe('comments on blocks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('comment, reply (a reply to a reply joins the thread), mentions normalised, counts with replies, resolve and reopen', async () => {
    const { api } = await registerUser(server.url, 'Ann');
    const { courseId, blockId } = await courseWithBlock(api);
    const first = await api.post('/comments/', {
      courseId,
      blockId,
      content: 'Is this clear? @Bob',
      mentions: [
        { userId: 'u-bob', name: 'Bob', avatarColor: '#2563EB' },
        { userId: '', name: 'Nobody' },
        { id: 'u-cy', name: 'Cy' },
      ],
    });
    expect(first.status).toBe(201);
    expect(first.body.comment).toMatchObject({
      content: 'Is this clear? @Bob',
      author: { name: 'Ann Tester' },
      status: 'open',
      parentId: null,
    });
    expect(first.body.comment.mentions).toEqual([
      { userId: 'u-bob', name: 'Bob', avatarColor: '#2563EB' },
      { userId: 'u-cy', name: 'Cy', avatarColor: '' },
    ]);
    const reply = await api.post('/comments/', { courseId, blockId, parentId: first.body.comment.id, content: 'Yes' });
    const replyToReply = await api.post('/comments/', {
      courseId,
      blockId,
      parentId: reply.body.comment.id,
      content: 'Good',
    });
    expect(replyToReply.body.comment.parentId).toBe(first.body.comment.id);

    const threads = await api.get(
      `/comments/block/${blockId}?courseId=${courseId}&after=${replyToReply.body.position}`,
    );
    expect(threads.body.comments).toHaveLength(1);
    expect(threads.body.comments[0].replies.map((r: { content: string }) => r.content)).toEqual(['Yes', 'Good']);
    expect(threads.body.comments[0].replyMeta.count).toBe(2);
    expect((await api.get(`/comments/course/${courseId}/counts`)).body.counts).toEqual({ [blockId]: 3 });

    const resolved = await api.patch(`/comments/${first.body.comment.id}/status?after=${replyToReply.body.position}`, {
      status: 'resolved',
    });
    expect(resolved.status).toBe(200);
    const counts = await api.get(`/comments/course/${courseId}/counts?after=${resolved.body.position}`);
    expect(counts.body.counts).toEqual({});
    expect((await api.get(`/comments/course/${courseId}?status=resolved`)).body.comments).toHaveLength(1);
    expect((await api.get(`/comments/course/${courseId}?status=open`)).body.comments).toHaveLength(0);
    const reopened = await api.patch(`/comments/${first.body.comment.id}/status`, { status: 'open' });
    expect((await api.get(`/comments/course/${courseId}/counts?after=${reopened.body.position}`)).body.counts).toEqual({
      [blockId]: 3,
    });
  });

  it('only the author edits or deletes a comment; read marks are the caller’s own; a missing parent is named', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const { courseId, blockId } = await courseWithBlock(owner.api);
    const guest = await collaboratorOf(server.url, owner.api, courseId);
    const mine = await guest.api.post('/comments/', { courseId, blockId, content: 'From the guest' });
    expect(mine.status).toBe(201);
    const after = `?after=${mine.body.position}`;
    expect((await owner.api.put(`/comments/${mine.body.comment.id}${after}`, { content: 'Hijacked' })).status).toBe(
      403,
    );
    const edited = await guest.api.put(`/comments/${mine.body.comment.id}${after}`, { content: 'Edited' });
    expect(edited.status).toBe(200);
    expect(
      (await guest.api.get(`/comments/${mine.body.comment.id}?after=${edited.body.position}`)).body.comment.content,
    ).toBe('Edited');

    const read = await owner.api.post(`/comments/${mine.body.comment.id}/read`, { userId: 'someone-else' });
    const seen = (await owner.api.get(`/comments/${mine.body.comment.id}?after=${read.body.position}`)).body.comment
      .readBy;
    expect(seen).toHaveLength(2);
    expect(seen).not.toContain('someone-else');

    expect(await guest.api.post('/comments/', { courseId, blockId, parentId: 'nope', content: 'x' })).toEqual({
      status: 404,
      body: { message: 'Parent comment not found' },
    });
    expect((await guest.api.post('/comments/', { courseId, blockId, content: '   ' })).status).toBe(400);
    const removed = await guest.api.delete(`/comments/${mine.body.comment.id}`);
    expect(removed.status).toBe(200);
    expect((await owner.api.get(`/comments/course/${courseId}?after=${removed.body.position}`)).body.comments).toEqual(
      [],
    );
  });

  it('another organisation, or a Collaborator of another module, gets 404', async () => {
    const owner = await registerUser(server.url, 'Owner');
    const stranger = await registerUser(server.url, 'Stranger');
    const { courseId, blockId } = await courseWithBlock(owner.api);
    const other = await courseWithBlock(owner.api);
    const guestOfOther = await collaboratorOf(server.url, owner.api, other.courseId);
    const comment = await owner.api.post('/comments/', { courseId, blockId, content: 'Private' });
    for (const api of [stranger.api, guestOfOther.api]) {
      expect((await api.post('/comments/', { courseId, blockId, content: 'x' })).status).toBe(404);
      expect((await api.get(`/comments/course/${courseId}`)).status).toBe(404);
      expect((await api.get(`/comments/${comment.body.comment.id}?after=${comment.body.position}`)).status).toBe(404);
      expect((await api.delete(`/comments/${comment.body.comment.id}`)).status).toBe(404);
    }
  });

  it("deleting a block deletes its comments (a policy on the course's BlockDeleted)", async () => {
    const { api } = await registerUser(server.url);
    const { courseId, blockId } = await courseWithBlock(api);
    await api.post('/comments/', { courseId, blockId, content: 'On a doomed block' });
    const kept = await api.post('/comments/', { courseId, blockId: 'another-block', content: 'Elsewhere' });
    const deleted = await api.put('/drafts/', { course: { id: courseId, deletedBlocks: [blockId] } });
    expect(deleted.body.course.blocks.map((b: { id: string }) => b.id)).not.toContain(blockId);
    const remaining = await eventually(
      async () =>
        (await api.get(`/comments/course/${courseId}?after=${kept.body.position}`)).body.comments as {
          blockId: string;
        }[],
      (list) => list.every((c) => c.blockId !== blockId),
    );
    expect(remaining.map((c) => c.blockId)).toEqual(['another-block']);
  });

  it('live: comment events reach the course room under the names of SPEC §7, and a reconnect replays them', async () => {
    const author = await registerUser(server.url, 'Live');
    const { courseId, blockId } = await courseWithBlock(author.api);
    const guest = await collaboratorOf(server.url, author.api, courseId);
    const live = await connectLive(server.url, guest.token);
    live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    await live.waitFor((m) => m.type === 'joined');
    const first = await author.api.post('/comments/', { courseId, blockId, content: 'Hello' });
    await author.api.post('/comments/', { courseId, blockId, parentId: first.body.comment.id, content: 'Reply' });
    await author.api.patch(`/comments/${first.body.comment.id}/status?after=${first.body.position}`, {
      status: 'resolved',
    });
    await author.api.put(`/courses/${courseId}`, { course: { title: 'Renamed' } });
    await live.waitFor((m) => m.type === 'event' && m.event.name === 'draftChanged');
    const names = live.events(courseRoom(courseId)).map((e) => e.name);
    expect(names.slice(0, 3)).toEqual(['newComment', 'newReply', 'commentStatusUpdated']);
    await live.close();

    const again = await connectLive(server.url, guest.token);
    again.send({
      v: 2,
      type: 'join',
      room: courseRoom(courseId),
      after: live.events(courseRoom(courseId))[0]!.position,
    });
    await again.waitFor((m) => m.type === 'joined');
    expect(again.events(courseRoom(courseId)).map((e) => e.name)).toContain('commentStatusUpdated');
    await again.close();
  });
});
