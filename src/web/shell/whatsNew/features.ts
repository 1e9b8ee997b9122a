import type { FEATURE_IDS } from '../shellSeen';

type FeatureId = (typeof FEATURE_IDS)[number];

/** SPEC §3 What's New feature. The description marks **bold** words and breaks lines with \n. */
export interface WhatsNewFeature {
  id: FeatureId;
  title: string;
  description: string;
  image: { src: string; alt: string };
  requiredTags: readonly string[];
}

/** SPEC §9: the tags switched on in this release, in the order their features are shown. */
export const ACTIVE_TAGS = ['collaboration', 'dashboard-redesign', 'tagging', 'getting-started'] as const;

const image = (id: FeatureId, alt: string) => ({ src: `/whats-new/${id}.svg`, alt });

export const WHATS_NEW_FEATURES: readonly WhatsNewFeature[] = [
  {
    id: 'realtime-collaboration',
    title: 'Build modules together',
    description:
      'Share a **link** and collaborators join your module.\nTheir **comments** show up on the blocks, **live**.',
    image: image('realtime-collaboration', 'A module page with comments from two collaborators, and a shared link'),
    requiredTags: ['collaboration'],
  },
  {
    id: 'revamped-dashboard',
    title: 'A library that finds things',
    description:
      '**Search** your modules and **filter by label**.\nSwitch between **grid and list**, star your **favourites**,\nand pick up your **drafts** where you left off.',
    image: image(
      'revamped-dashboard',
      'A search bar, label filters and module cards, one starred and one marked as a draft',
    ),
    requiredTags: ['dashboard-redesign'],
  },
  {
    id: 'tagging-made-simple',
    title: 'Labels for your modules',
    description: 'Give a module **labels**, such as its topic or audience.\nThen **filter the library** by any label.',
    image: image('tagging-made-simple', 'Coloured labels on their way to a module card'),
    requiredTags: ['tagging'],
  },
  {
    id: 'getting-started-microbuilder',
    title: 'Your first module in minutes',
    description:
      'Stack **blocks**: text, images, questions.\nEvery change **saves itself**; **undo** steps back.\n**Preview**, **publish**, then **share** the link.',
    image: image(
      'getting-started-microbuilder',
      'A module built from text, picture and question blocks, then previewed, published and shared',
    ),
    requiredTags: ['getting-started'],
  },
];
