import type { RouteAccess } from '../../platform/http/access';

/** The operators' calls: an ADMIN's own account token (the allow-list), whose email the routes then check against INSTANCE_ADMINS. */
export const instanceAccess: RouteAccess = { admin: [/^\/api\/admin\/instance\//] };
