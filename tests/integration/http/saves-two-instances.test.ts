import { describe, expect, it } from 'vitest';
import { apiClient, type LooseJson, registerUser } from '../../support/server';
import { servicesShared, useTwoInstances } from '../../support/two-instances';

if (!servicesShared)
  console.log(
    'DATABASE_URL and NATS_URL are not both set: saves across two instances are skipped (PGlite is one process).',
  );

/**
 * Each instance keeps the course streams it read, and their folded states: a save through one must
 * still see every save made through the other.
 */
describe.skipIf(!servicesShared)('saves through two server instances on one PostgreSQL', () => {
  const servers = useTwoInstances();

  it('each save, undo and conflict takes in what the other instance wrote', async () => {
    const { a, b } = servers;
    const author = await registerUser(a.url);
    const onA = author.api;
    const onB = apiClient(b.url, author.token);
    const created = (await onA.post('/courses/', { course: { title: 'Across' } })).body;
    const block = created.course.blocks.find((x: LooseJson) => x.type === 'TextBlockComponent');
    const save = (api: typeof onA, revision: number, html: string) =>
      api.put('/drafts/', {
        course: { id: created.course.id, revision, blocks: [{ ...block, data: { html } }], updatedBlocks: [block.id] },
      });
    const htmlOf = (body: LooseJson) => body.course.blocks.find((x: LooseJson) => x.id === block.id).data.html;

    const one = await save(onA, created.revision, '<p>one</p>');
    const two = await save(onB, one.body.revision, '<p>two</p>');
    expect([two.status, htmlOf(two.body)]).toEqual([200, '<p>two</p>']);
    const three = await save(onA, two.body.revision, '<p>three</p>');
    expect([three.status, three.body.revision, htmlOf(three.body)]).toEqual([
      200,
      two.body.revision + 1,
      '<p>three</p>',
    ]);

    const stale = await save(onB, one.body.revision, '<p>stale</p>');
    expect(stale.status).toBe(412);
    expect(stale.body.details.conflicts).toEqual([
      { blockId: block.id, theirs: { ...block, data: { html: '<p>three</p>' } } },
    ]);

    const undone = await onB.post(`/courses/${created.course.id}/undo`);
    expect([undone.status, htmlOf(undone.body)]).toEqual([200, '<p>two</p>']);
    const latest = await onA.get(`/courses/${created.course.id}`);
    expect([latest.body.revision, htmlOf(latest.body)]).toEqual([undone.body.revision, '<p>two</p>']);
  });
});
