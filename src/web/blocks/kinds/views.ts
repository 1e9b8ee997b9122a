import { type ComponentType, lazy } from 'react';
import type { KindType } from '../../../modules/courses/content';
import type { BlockViewProps } from '../editorProps';

/**
 * How learners see each block kind beyond the spec, loaded when a module uses it: the player
 * carries none of a kind it does not show (the author app's side of a kind: ./index.ts).
 */
export const KIND_VIEWS: { [T in KindType]: ComponentType<BlockViewProps<T>> } = {
  AccordionBlockComponent: lazy(() => import('./accordion/AccordionView')),
  TabsBlockComponent: lazy(() => import('./tabs/TabsView')),
  StatementBlockComponent: lazy(() => import('./statement/StatementView')),
  QuoteBlockComponent: lazy(() => import('./quote/QuoteView')),
  ListBlockComponent: lazy(() => import('./list/ListView')),
  DividerBlockComponent: lazy(() => import('./divider/DividerView')),
  ButtonsBlockComponent: lazy(() => import('./buttons/ButtonsView')),
  FlashcardsBlockComponent: lazy(() => import('./flashcards/FlashcardsView')),
  ProcessBlockComponent: lazy(() => import('./process/ProcessView')),
  TimelineBlockComponent: lazy(() => import('./timeline/TimelineView')),
  ScenarioBlockComponent: lazy(() => import('./scenario/ScenarioView')),
  ChartBlockComponent: lazy(() => import('./chart/ChartView')),
  CodeBlockComponent: lazy(() => import('./code/CodeView')),
  ContinueBlockComponent: lazy(() => import('./continue/ContinueView')),
  SortingBlockComponent: lazy(() => import('./sorting/SortingView')),
  LabeledGraphicBlockComponent: lazy(() => import('./labeledGraphic/LabeledGraphicView')),
  GalleryBlockComponent: lazy(() => import('./gallery/GalleryView')),
  AttachmentBlockComponent: lazy(() => import('./attachment/AttachmentView')),
};
