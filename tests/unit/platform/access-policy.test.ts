import { describe, expect, it } from 'vitest';
import { accessPolicy } from '../../../src/platform/http/access';
import type { Principal } from '../../../src/platform/http/env';

const member: Principal = { userId: 'u1', orgId: 'o1', roles: ['USER'], email: 'm@x', name: 'M', sessionId: 's' };
const guest: Principal = { ...member, roles: ['Guest'], courseId: 'c1' };
const policy = accessPolicy(
  [
    { public: [/^\/api\/open$/], anySession: [/^\/api\/reclaim$/] },
    {
      restricted: {
        guests: [{ method: 'GET', path: /^\/api\/things\/([^/]+)$/, check: (m, p) => m[1] === p.courseId }],
      },
    },
    { restricted: { guests: [{ method: '*', path: /^\/api\/notes$/ }] } },
  ],
  (p) => (p.roles.includes('Guest') ? 'guests' : null),
);

describe('the access policy gathered from the modules', () => {
  it('knows the public and any-session calls of every contribution', () => {
    expect(policy.isPublic('/api/open')).toBe(true);
    expect(policy.isPublic('/api/open/more')).toBe(false);
    expect(policy.anySession('/api/reclaim')).toBe(true);
    expect(policy.anySession('/api/open')).toBe(false);
  });

  it('holds a restricted principal to its audience’s calls from every module, checks included', () => {
    expect(policy.isAllowed(guest, 'GET', '/api/things/c1')).toBe(true);
    expect(policy.isAllowed(guest, 'GET', '/api/things/c2')).toBe(false);
    expect(policy.isAllowed(guest, 'PUT', '/api/things/c1')).toBe(false);
    expect(policy.isAllowed(guest, 'DELETE', '/api/notes')).toBe(true);
    expect(policy.isAllowed(guest, 'GET', '/api/elsewhere')).toBe(false);
  });

  it('leaves a principal of no audience to the routes', () => {
    expect(policy.isAllowed(member, 'DELETE', '/api/elsewhere')).toBe(true);
  });
});

describe('admin calls in the access policy', () => {
  const admin: Principal = { ...member, roles: ['ADMIN', 'USER'] };
  const adminPolicy = accessPolicy(
    [{ admin: [/^\/api\/admin\//] }, { restricted: { partners: [{ method: '*', path: /^\/api\// }] } }],
    (p) => (p.partner !== undefined ? 'partners' : null),
  );

  it('lets only an ADMIN of no restricted audience make them', () => {
    expect(adminPolicy.isAllowed(admin, 'GET', '/api/admin/metrics')).toBe(true);
    expect(adminPolicy.isAllowed(member, 'GET', '/api/admin/metrics')).toBe(false);
    expect(adminPolicy.isAllowed({ ...admin, partner: 'acme' }, 'GET', '/api/admin/metrics')).toBe(false);
    expect(adminPolicy.isAllowed({ ...member, partner: 'acme' }, 'GET', '/api/elsewhere')).toBe(true);
  });
});
