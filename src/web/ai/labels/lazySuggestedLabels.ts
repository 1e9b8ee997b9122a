import { lazy } from 'react';

/** The assistant's label suggestions, loaded when a labels dialog first shows them: the library's first load needs none. */
export const LazySuggestedLabels = lazy(() =>
  import('./SuggestedLabels').then((module) => ({ default: module.SuggestedLabels })),
);
