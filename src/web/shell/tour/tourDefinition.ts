/** SPEC §3 tour definition. */
export type Placement = 'top' | 'bottom' | 'left' | 'right';

export interface BeforeStep {
  /** What to do to the element before the step is shown (open a panel, say). */
  action: 'click';
  selector: string;
  /** Time for what the action opens to appear, in ms. */
  delay: number;
}

export interface TourStep {
  /** A CSS selector for the element the step points at. */
  target: string;
  title: string;
  content: string;
  placement: Placement;
  beforeStep?: BeforeStep;
}

interface TriggerConditions {
  isFirstTimeUser: boolean;
  /** The route pattern, as written in the router, the tour belongs to. */
  onSpecificRoute: string;
  /** Only on a module created just now. */
  onlyNewModules: boolean;
  requiredTags: readonly string[];
}

export interface TourDefinition {
  id: string;
  name: string;
  description: string;
  category: 'release';
  /** SPEC §4: the eligible tour with the highest priority starts. */
  priority: number;
  steps: readonly TourStep[];
  triggerConditions: TriggerConditions;
}

/** SPEC §9. */
export const ACTIVE_TOUR_TAGS: readonly string[] = ['dashboard-onboarding', 'module-creation'];
export const TOUR_START_DELAY_MS = 800;
export const ELEMENT_RETRY_MS = 300;
const ELEMENT_RETRIES = 2;
const SIDE_PANEL_RETRIES = 5;
const HIGHLIGHT_PADDING = 8;
const ADD_BLOCKS_PADDING = 12;

export const SIDE_PANEL = '.side-panel';
export const ADD_BLOCKS_TARGET = '[data-tour="add-block"]';

/** A section of the side panel takes longer to appear: the panel opens first. */
export const retriesFor = (step: TourStep): number =>
  step.target.startsWith(SIDE_PANEL) ? SIDE_PANEL_RETRIES : ELEMENT_RETRIES;

export const highlightPaddingFor = (step: TourStep): number =>
  step.target === ADD_BLOCKS_TARGET ? ADD_BLOCKS_PADDING : HIGHLIGHT_PADDING;
