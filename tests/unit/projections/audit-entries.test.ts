import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../src/platform/eventstore/types';
import { AUDIT_KINDS, AUDIT_TABLE, auditEntryOf } from '../../../src/modules/admin/read-models/audit-entries';

const MODULES = resolve('src/modules');

/** Every event type of every module: each `events.ts` file's exported `…EventSchemas` objects. */
async function everyEventType(): Promise<Map<string, string>> {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)events\.ts$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const types = new Map<string, string>();
  for (const file of files) {
    const exports = (await import(join(MODULES, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('EventSchemas') || typeof value !== 'object' || value === null) continue;
      for (const type of Object.keys(value)) types.set(type, file);
    }
  }
  return types;
}

const event = (type: string, data: unknown, streamId = 'x-1', metadata: object = { userId: 'u1', orgId: 'o1' }) =>
  ({
    id: 'e',
    streamId,
    version: 7,
    type,
    data,
    metadata,
    position: { commit: 1n, prepare: 1n },
    recordedAt: new Date(),
  }) as RecordedEvent;

describe('the change log’s table of event types', () => {
  it('names a kind and a summary (or a reason to leave it out) for every event type of every module, and no other', async () => {
    const types = await everyEventType();
    const missing = [...types].filter(([type]) => !(type in AUDIT_TABLE)).map(([type, file]) => `${type} (${file})`);
    expect(missing, 'add these event types to AUDIT_TABLE in src/projections/audit-entries.ts').toEqual([]);
    expect(Object.keys(AUDIT_TABLE).filter((type) => !types.has(type))).toEqual([]);
  });

  it('uses only the kinds of the vocabulary, and every summary is one short line', () => {
    for (const [type, described] of Object.entries(AUDIT_TABLE)) {
      if (described === null) continue;
      expect(AUDIT_KINDS, type).toContain(described.kind);
      const summary = auditEntryOf(event(type, {}))?.summary ?? '';
      expect(summary, type).toMatch(/^[a-z][^\n]{3,}$/);
    }
  });

  it('summarises in the words of the person who did it', () => {
    const summary = (type: string, data: unknown) => auditEntryOf(event(type, data))?.summary;
    expect(summary('CourseRenamed', { courseId: 'c1', title: 'New' })).toBe('renamed the module');
    expect(summary('BlockAdded', { courseId: 'c1', block: { type: 'QuestionBlockComponent' } })).toBe(
      'added a Question block',
    );
    expect(summary('BlockAdded', { courseId: 'c1', block: { type: 'ImageBlockComponent' } })).toBe(
      'added an Image block',
    );
    expect(summary('SessionStarted', { userId: 'u1', sessionId: 's' })).toBe('signed in');
    expect(summary('MemberRoleChanged', { userId: 'u2', roles: ['ADMIN', 'USER'] })).toBe(
      'changed a member’s roles to ADMIN, USER',
    );
    expect(summary('CommentStatusChanged', { status: 'resolved' })).toBe('resolved a comment');
  });

  it('keeps names and emails out of the entry', () => {
    const entry = auditEntryOf(
      event('CollaboratorInvited', {
        courseId: 'c1',
        email: 'secret@example.com',
        firstname: 'Secret',
        lastname: 'Person',
      }),
    );
    expect(JSON.stringify(entry)).not.toMatch(/secret|Person/i);
  });

  it('finds the module from a course stream (with its revision) or from the event’s courseId (without)', () => {
    expect(auditEntryOf(event('CourseRenamed', { courseId: 'c1' }, 'course-c1'))).toMatchObject({
      courseId: 'c1',
      revision: 7,
      actorId: 'u1',
      orgId: 'o1',
      kind: 'module',
    });
    expect(auditEntryOf(event('CommentAdded', { courseId: 'c2', parentId: null }, 'comments-c2'))).toMatchObject({
      courseId: 'c2',
      revision: null,
    });
    expect(auditEntryOf(event('SessionStarted', { userId: 'u1' }, 'login-abc'))).toMatchObject({
      courseId: null,
      subjectId: null,
    });
    expect(auditEntryOf(event('MemberRoleChanged', { userId: 'u2', roles: ['USER'] }, 'org-o1'))).toMatchObject({
      actorId: 'u1',
      subjectId: 'u2',
    });
  });

  it('leaves out events without an organisation in their metadata, and usage telemetry', () => {
    expect(auditEntryOf(event('CourseRenamed', { courseId: 'c1' }, 'course-c1', { userId: 'u1' }))).toBeNull();
    expect(auditEntryOf(event('UsageTracked', { eventType: 'page', name: 'user.page.experienced' }))).toBeNull();
  });
});
