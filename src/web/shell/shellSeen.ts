/** The guided tours (SPEC §3 tour definition ids). */
export const TOUR_IDS = ['dashboard', 'module-creation'] as const;
/** The What's New features (SPEC §9), in the order of their tags. */
export const FEATURE_IDS = [
  'realtime-collaboration',
  'revamped-dashboard',
  'tagging-made-simple',
  'getting-started-microbuilder',
] as const;
