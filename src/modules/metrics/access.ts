import type { RouteAccess } from '../../platform/http/access';

export const metricsAccess: RouteAccess = { admin: [/^\/api\/admin\/metrics(\/export\.csv)?$/] };
