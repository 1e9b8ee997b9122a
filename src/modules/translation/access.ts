import type { RouteAccess } from '../../platform/http/access';

export const translationAccess: RouteAccess = { admin: [/^\/api\/courses\/translation-metrics$/] };
