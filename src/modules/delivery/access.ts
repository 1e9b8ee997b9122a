import type { RouteAccess } from '../../platform/http/access';

/** Learners and LMSs reach published modules and packages without a Tessera sign-in. */
export const deliveryAccess: RouteAccess = {
  public: [
    /^\/api\/delivery\/(modules|blocks)\/[^/]+$/,
    /^\/api\/scorm-package\/download\/[^/]+$/,
    /^\/api\/dispatch\/[^/]+\/(admission|session|module)$/,
    /^\/api\/delivery\/modules\/[^/]+\/statements$/,
    /^\/api\/courses\/views\/[^/]+$/,
  ],
};
