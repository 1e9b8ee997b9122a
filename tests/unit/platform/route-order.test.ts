import { describe, expect, it } from 'vitest';
import { orderRouteSets, shadowedWithin, shadows } from '../../../src/platform/composition/route-order';

const get = (path: string) => ({ method: 'GET', path });

describe('route precedence: a fixed path is never answered by a parameter registered before it', () => {
  it('knows which route answers another’s requests', () => {
    expect(shadows(get('/courses/:id'), get('/courses/recent'))).toBe(true);
    expect(shadows(get('/courses/recent'), get('/courses/:id'))).toBe(false);
    expect(shadows(get('/courses/:id'), { method: 'POST', path: '/courses/recent' })).toBe(false);
    expect(shadows(get('/courses/:id'), get('/courses/recent/list'))).toBe(false);
    expect(shadows(get('/courses/:id/blocks'), get('/courses/pre-signed-url/blocks'))).toBe(true);
    expect(shadows(get('/courses/:id/blocks'), get('/courses/x/comments'))).toBe(false);
    expect(shadows({ method: 'ALL', path: '/lti/:id' }, get('/lti/jwks'))).toBe(true);
  });

  it('mounts a set of fixed paths before the set whose parameter would answer them, whatever order they are given in', () => {
    const courses = { item: 'courses', routes: [get('/courses/list'), get('/courses/:id')] };
    const media = { item: 'media', routes: [get('/courses/pre-signed-url')] };
    const themes = { item: 'themes', routes: [get('/themes/:id')] };
    expect(orderRouteSets([courses, themes, media])).toEqual(['themes', 'media', 'courses']);
    expect(orderRouteSets([media, courses, themes])).toEqual(['media', 'courses', 'themes']);
  });

  it('refuses a set that shadows its own routes, and two sets that shadow each other', () => {
    expect(shadowedWithin([get('/courses/:id'), get('/courses/recent')])).toEqual([
      'GET /courses/recent is answered by GET /courses/:id, registered before it',
    ]);
    expect(() => orderRouteSets([{ item: 'a', routes: [get('/a/:id'), get('/a/fixed')] }])).toThrow(/Route order/);
    const one = { item: 'one', routes: [get('/a/:id'), get('/b/fixed')] };
    const two = { item: 'two', routes: [get('/b/:id'), get('/a/fixed')] };
    expect(() => orderRouteSets([one, two])).toThrow(
      'each answer a fixed path of another: GET /a/:id would answer GET /a/fixed; GET /b/:id would answer GET /b/fixed',
    );
  });
});
