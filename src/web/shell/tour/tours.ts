import { TOUR_IDS } from '../shellSeen';
import { ADD_BLOCKS_TARGET, SIDE_PANEL, type TourDefinition } from './tourDefinition';

const [DASHBOARD, MODULE_CREATION] = TOUR_IDS;
const OPEN_SIDE_PANEL = {
  action: 'click',
  selector: '[data-tour="side-panel"][aria-pressed="false"]',
  delay: 150,
} as const;

const dashboardTour: TourDefinition = {
  id: DASHBOARD,
  name: 'Your dashboard',
  description: 'Where modules are created, found and kept.',
  category: 'release',
  priority: 100,
  triggerConditions: {
    isFirstTimeUser: true,
    onSpecificRoute: '/author/home',
    onlyNewModules: false,
    requiredTags: ['dashboard-onboarding'],
  },
  steps: [
    {
      target: '[data-tour="create-module"]',
      title: 'Create a module',
      content: 'Start here. A new module opens in the editor with a heading, a text and an image block to fill in.',
      placement: 'right',
    },
    {
      target: '[data-tour="library-nav"]',
      title: 'Your library',
      content:
        'My Content holds the modules you own, Shared Content the ones colleagues share with you. Favorites and Drafts are one click away.',
      placement: 'right',
    },
    {
      target: '[data-tour="library-search"]',
      title: 'Find any module',
      content: 'Search by title or filter by label. A typo or two still finds it.',
      placement: 'bottom',
    },
    {
      target: '[data-tour="library-layout"]',
      title: 'Grid or list',
      content: 'See thumbnails or a compact list. Tessera remembers your choice.',
      placement: 'bottom',
    },
  ],
};

const moduleCreationTour: TourDefinition = {
  id: MODULE_CREATION,
  name: 'Your first module',
  description: 'The editor, from the title to publishing.',
  category: 'release',
  priority: 90,
  triggerConditions: {
    isFirstTimeUser: false,
    onSpecificRoute: '/edit/:id',
    onlyNewModules: true,
    requiredTags: ['module-creation'],
  },
  steps: [
    {
      target: '[data-tour="module-title"]',
      title: 'Name your module',
      content:
        'Give it a title and a short description. Everything you type is saved as you go, and Undo takes back any change.',
      placement: 'bottom',
    },
    {
      target: ADD_BLOCKS_TARGET,
      title: 'Add blocks',
      content: 'Text, headings, images, video, audio, questions and more. Drag a block or use its menu to move it.',
      placement: 'top',
    },
    {
      target: '[data-tour="side-panel"]',
      title: 'The side panel',
      content: 'Module settings, quiz settings and the theme live here.',
      placement: 'bottom',
    },
    {
      target: `${SIDE_PANEL} [data-tour="module-labels"]`,
      title: 'Label your module',
      content: 'Labels help you and your colleagues find it again.',
      placement: 'left',
      beforeStep: OPEN_SIDE_PANEL,
    },
    {
      target: `${SIDE_PANEL} [data-tour="completion-settings"]`,
      title: 'Completion',
      content: 'Choose whether learners see the completion wheel, and which blocks count towards it.',
      placement: 'left',
      beforeStep: OPEN_SIDE_PANEL,
    },
    {
      target: '[data-tour="collaborate"]',
      title: 'Work together',
      content: 'Invite collaborators with a link. Their comments on blocks reach you as they write them.',
      placement: 'bottom',
    },
    {
      target: '[data-tour="publish"]',
      title: 'Publish',
      content: 'When it is ready, publish. Learners get a link, and you can export SCORM or dispatch packages.',
      placement: 'bottom',
    },
  ],
};

/** Highest priority first (SPEC §4). */
export const TOURS: readonly TourDefinition[] = [dashboardTour, moduleCreationTour];
