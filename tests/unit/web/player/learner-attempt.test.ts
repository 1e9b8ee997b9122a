import { describe, expect, it } from 'vitest';
import { attemptKey, learnerAttempt } from '../../../../src/web/player/learner-attempt';
import { memoryStorage } from '../../../support/memory-storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a share-link learner’s attempt', () => {
  it('starts with a new registration, kept; goes on while the learner’s progress is kept', () => {
    const storage = memoryStorage();
    const first = learnerAttempt(storage, 'm1', false);
    expect(first).toEqual({ registration: expect.stringMatching(UUID_V4), resumed: false });
    expect(storage.getItem(attemptKey('m1'))).toBe(first.registration);
    expect(learnerAttempt(storage, 'm1', true)).toEqual({ registration: first.registration, resumed: true });
    expect(learnerAttempt(storage, 'm2', true).resumed).toBe(false);
  });

  it('is a new one once the progress is gone, or when the kept registration is not one', () => {
    const storage = memoryStorage();
    const first = learnerAttempt(storage, 'm1', false);
    const afresh = learnerAttempt(storage, 'm1', false);
    expect(afresh.resumed).toBe(false);
    expect(afresh.registration).not.toBe(first.registration);
    expect(storage.getItem(attemptKey('m1'))).toBe(afresh.registration);
    storage.setItem(attemptKey('m1'), 'attempt-1');
    expect(learnerAttempt(storage, 'm1', true)).toEqual({
      registration: expect.stringMatching(UUID_V4),
      resumed: false,
    });
  });

  it('without storage, or with storage that refuses writes, is each opening’s own, without failing', () => {
    expect(learnerAttempt(null, 'm1', true)).toEqual({ registration: expect.stringMatching(UUID_V4), resumed: false });
    const full = memoryStorage(true);
    expect(() => learnerAttempt(full, 'm1', false)).not.toThrow();
    expect(learnerAttempt(full, 'm1', true).resumed).toBe(false);
  });
});
