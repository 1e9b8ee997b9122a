import { appPolicy, contentSecurityPolicy } from '../../platform/http/security-headers';

/**
 * What the learner player's blocks need is what the author app allows (its own scripts and
 * styles, media from the web, YouTube/Vimeo and embedded pages over https), without forms. Learner
 * links are made to be embedded (LMSs, intranets): any page may frame them, unless a dispatch names
 * its LMS origins.
 */
export const playerPolicy = (frameAncestors = '*') =>
  contentSecurityPolicy({
    ...appPolicy([]),
    'frame-src': ['https:'],
    'form-action': ["'none'"],
    'frame-ancestors': [frameAncestors],
  });
