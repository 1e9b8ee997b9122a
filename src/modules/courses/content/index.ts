// The content model the server and the web app share: block schemas, pages and sections, settings,
// the events that change content and how they apply. The web app imports content only from here.
export * from './ai-notice';
export * from './answers';
export * from './block-label';
export * from './blocks';
export * from './content';
export * from './content-events';
export * from './edits';
export * from './embed-url';
export * from './equal';
export * from './game';
export {
  ALT_MAX_LENGTH,
  CARD_LAYOUTS,
  type ChartRow,
  type ChartSeries,
  type ChartType,
  CODE_LANGUAGES,
  type CodeLanguage,
  type DividerStyle,
  emptyButton,
  emptyGalleryImage,
  emptyMarker,
  GALLERY_LAYOUTS,
  type GalleryImage,
  type GalleryLayout,
  type GraphicMarker,
  ITEM_ID_LENGTH,
  isFileAddress,
  isPlayableFileAddress,
  type KindType,
  kindMedia,
  kindTexts,
  type ListItem,
  type ListStyle,
  MAX_BUTTONS,
  MAX_CHART_ROWS,
  MAX_CHART_SERIES,
  MAX_LIST_ITEMS,
  MAX_PILES,
  MAX_SORT_ITEMS,
  MIN_PILES,
  type SortImage,
  type SortingData,
  type SortItem,
  type SortPile,
  emptyChoice,
  emptyEnd,
  MAX_CHOICES,
  MAX_ENDS,
  MAX_SCENES,
  mapScenario,
  type ScenarioChoice,
  type ScenarioData,
  type ScenarioEnd,
  type ScenarioScene,
  type ScenarioStep,
  type StackButton,
  type StatementStyle,
  type TitledItem,
} from './kinds';
export { MAX_ITEMS } from './kinds/items';
export * from './learner-view';
export * from './new-block';
export * from './plain-text';
export * from './rich-text';
export * from './scenario-outcomes';
export * from './default-settings';
export * from './settings';
export * from './sorting-check';
export * from './sorting-places';
export * from './structure';
