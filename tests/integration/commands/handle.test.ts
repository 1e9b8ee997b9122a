import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyContent } from '../../../src/modules/courses/content/content';
import { courseDecider } from '../../../src/modules/courses/decider';
import { parseCourseEvent } from '../../../src/modules/courses/course-view';
import { handleCommand } from '../../../src/platform/commands/handle';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import type { EventStore } from '../../../src/platform/eventstore/types';
import { openTestDatabase } from '../../support/database';

const context = { userId: 'u1', orgId: 'o1', correlationId: 'req-1', changeId: 'change-1' };

describe('command handling', () => {
  let database: Database;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = new PostgresEventStore(database);
    await handleCommand({
      store,
      streamId: 'course-h1',
      decider: courseDecider,
      parse: parseCourseEvent,
      command: { type: 'CreateCourse', courseId: 'h1', orgId: 'o1', createdBy: 'u1', content: emptyContent('T', '') },
      context,
    });
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('stamps every event with who, why, which change and when', async () => {
    const [event] = await store.readStream('course-h1');
    expect(event!.metadata).toEqual({
      userId: 'u1',
      orgId: 'o1',
      correlationId: 'req-1',
      causationId: 'req-1',
      changeId: 'change-1',
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('when another process wrote in between, decides again on the new state and appends', async () => {
    let interfered = false;
    // Another writer slips in between this command's read and its append, once.
    const racing: EventStore = Object.create(store, {
      appendToStream: {
        value: async (...args: Parameters<EventStore['appendToStream']>) => {
          if (!interfered) {
            interfered = true;
            await store.appendToStream(
              'course-h1',
              [{ type: 'CourseDescribed', data: { courseId: 'h1', description: 'theirs' } }],
              { expectedVersion: 'any' },
            );
          }
          return store.appendToStream(...args);
        },
      },
    });
    const result = await handleCommand({
      store: racing,
      streamId: 'course-h1',
      decider: courseDecider,
      parse: parseCourseEvent,
      command: { type: 'UpdateCourse', courseId: 'h1', orgId: 'o1', title: 'Mine' },
      context,
    });
    expect(result.revision).toBe(2);
    const types = (await store.readStream('course-h1')).map((e) => e.type);
    expect(types).toEqual(['CourseCreated', 'CourseDescribed', 'CourseRenamed']);
    expect(result.state).toMatchObject({ course: { content: { title: 'Mine', description: 'theirs' } } });
  });
});
