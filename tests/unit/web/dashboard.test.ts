import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextIndex } from '../../../src/web/components/listNavigation';
import { addLabel, labelChanges } from '../../../src/web/dashboard/labels';
import {
  changeQuery,
  libraryQueryString,
  pageCount,
  parseLibraryQuery,
  toggleTag,
  type LibraryQuery,
} from '../../../src/web/dashboard/libraryQuery';
import { canDelete } from '../../../src/web/dashboard/permissions';
import { emptyState, VIEWS } from '../../../src/web/dashboard/views';
import { throttle } from '../../../src/web/live/throttle';

const plain: LibraryQuery = { searchTerm: '', tags: [], sortBy: 'savedAt', page: 1 };

describe('library query in the address', () => {
  it('reads search, labels, order and page, and falls back to defaults for nonsense', () => {
    expect(
      parseLibraryQuery(new URLSearchParams('searchTerm=fire&tags=safety,first%20aid&sortBy=title&page=3')),
    ).toEqual({
      searchTerm: 'fire',
      tags: ['safety', 'first aid'],
      sortBy: 'title',
      page: 3,
    });
    expect(parseLibraryQuery(new URLSearchParams('sortBy=random&page=-2&tags=,'))).toEqual(plain);
    expect(parseLibraryQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(libraryQueryString(plain).toString()).toBe('');
    const query: LibraryQuery = { searchTerm: 'fire & ice', tags: ['a', 'b'], sortBy: 'createdAt', page: 2 };
    expect(parseLibraryQuery(libraryQueryString(query))).toEqual(query);
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const onPage4 = { ...plain, page: 4 };
    expect(changeQuery(onPage4, { searchTerm: 'x' }).page).toBe(1);
    expect(changeQuery(onPage4, { sortBy: 'title' }).page).toBe(1);
    expect(changeQuery(onPage4, { page: 5 }).page).toBe(5);
  });

  it('toggles a label in or out of the selection', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});

describe('empty states', () => {
  it('says what to do, per view', () => {
    expect(emptyState(VIEWS.myContent, plain).hint).toBe('Press “Create module” to start your first one.');
    expect(emptyState(VIEWS.favourites, plain).hint).toBe('Star a module to find it here.');
    expect(emptyState(VIEWS.deleted, plain).hint).toBe('Nothing was deleted in the last 30 days.');
  });

  it('blames the search first, then the labels', () => {
    expect(emptyState(VIEWS.all, { ...plain, searchTerm: 'x', tags: ['a'] })).toMatchObject({
      title: 'No modules match “x”.',
      action: 'clear-search',
    });
    expect(emptyState(VIEWS.all, { ...plain, tags: ['a', 'b'] })).toMatchObject({
      title: 'No modules carry “a”, “b”.',
      action: 'clear-labels',
    });
  });
});

describe('labels', () => {
  it('adds a trimmed label', () => {
    expect(addLabel(['Safety'], '  Fire ')).toEqual({ labels: ['Safety', 'Fire'] });
  });

  it.each([
    ['empty', [], '   ', 'Type a label first.'],
    ['too long', [], 'x'.repeat(41), 'A label has at most 40 characters.'],
    ['already there, in any case', ['Fire'], 'fIRE', '“fIRE” is already there.'],
    ['one too many', Array.from({ length: 20 }, (_, i) => `l${i}`), 'new', 'A module has at most 20 labels.'],
  ])('refuses a label that is %s', (_, labels, typed, error) => {
    expect(addLabel(labels, typed)).toEqual({ error });
  });

  it('accepts exactly 40 characters', () => {
    expect(addLabel([], 'x'.repeat(40))).toEqual({ labels: ['x'.repeat(40)] });
  });

  it('sends only the difference, comparing without case', () => {
    expect(labelChanges(['Fire', 'Safety', 'Old'], ['fire', 'Safety', 'New'])).toEqual({
      added: ['New'],
      removed: ['Old'],
    });
    expect(labelChanges(['a'], ['a'])).toEqual({ added: [], removed: [] });
  });
});

describe('nextIndex', () => {
  it('moves down and up with wrap-around, and jumps with Home and End', () => {
    expect(nextIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextIndex('a', 0, 3)).toBeNull();
    expect(nextIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('canDelete', () => {
  const author = { id: 'me', roles: ['USER'] };
  it('lets the owner and ADMINs delete, and leaves it to the server while the author is unknown', () => {
    expect(canDelete({ createdBy: 'me' }, author)).toBe(true);
    expect(canDelete({ createdBy: 'other' }, author)).toBe(false);
    expect(canDelete({ createdBy: 'other' }, { id: 'me', roles: ['USER', 'ADMIN'] })).toBe(true);
    expect(canDelete({ createdBy: 'other' }, undefined)).toBe(true);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then collapses a burst into one run at the end of each interval', () => {
    const run = vi.fn();
    const throttled = throttle(run, 500);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('keeps the pace during a long burst', () => {
    const run = vi.fn();
    const throttled = throttle(run, 500);
    for (let ms = 0; ms < 2_000; ms += 50) {
      throttled();
      vi.advanceTimersByTime(50);
    }
    // At 0, 500, 1000, 1500 and 2000 ms.
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('runs nothing more once cancelled', () => {
    const run = vi.fn();
    const throttled = throttle(run, 500);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
