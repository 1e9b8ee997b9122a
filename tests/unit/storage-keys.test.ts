import { describe, expect, it } from 'vitest';
import { assertStorageKey, assertStoragePrefix } from '../../src/platform/storage/storage';

describe('assertStorageKey', () => {
  it.each([
    'a',
    'media/org-1/course_2/image.v3.png',
    'A-Z_a-z.0-9',
    '...',
    '.hidden',
    'x'.repeat(512),
    `${'a/'.repeat(255)}ab`,
  ])('accepts %j', (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it.each([
    ['', /empty/],
    ['/abs', /empty segment/],
    ['trailing/', /empty segment/],
    ['a//b', /empty segment/],
    ['.', /'\.' segment/],
    ['a/./b', /'\.' segment/],
    ['..', /'\.\.' segment/],
    ['../x', /'\.\.' segment/],
    ['a/..', /'\.\.' segment/],
    ['a b', /only letters/],
    ['a\\b', /only letters/],
    ['a\0b', /only letters/],
    ['café', /only letters/],
    ['a~b', /only letters/],
    ['a?b', /only letters/],
    ['x'.repeat(513), /longer than 512/],
  ])('refuses %j', (key, reason) => {
    expect(() => assertStorageKey(key)).toThrow(reason);
    expect(() => assertStorageKey(key)).toThrow(/Invalid storage key/);
  });
});

describe('assertStoragePrefix', () => {
  it.each(['', 'media/', 'media/org-1', 'media/org-1/im'])('accepts %j', (prefix) => {
    expect(() => assertStoragePrefix(prefix)).not.toThrow();
  });

  it.each(['/', '../', 'a//', 'a/../', '/media', 'a b/'])('refuses %j', (prefix) => {
    expect(() => assertStoragePrefix(prefix)).toThrow(/Invalid storage prefix/);
  });
});
