import {
  CalendarRange,
  ChartColumn,
  ChevronsDown,
  CodeXml,
  Images,
  MapPinned,
  Paperclip,
  Footprints,
  GalleryHorizontalEnd,
  type LucideIcon,
  List,
  ListCollapse,
  Megaphone,
  MessagesSquare,
  PanelsTopLeft,
  Quote,
  RectangleHorizontal,
  SeparatorHorizontal,
  Shapes,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import type { KindType } from '../../../modules/courses/content';
import type { BlockEditorProps } from '../editorProps';

/** What the author app knows of a block kind beyond the spec (learners' views: ./views.ts; its server side: content/kinds/). */
type KindUi<T extends KindType> = {
  label: string;
  /** One line in the block library. */
  description: string;
  icon: LucideIcon;
  /** Loaded when a module shows the kind: labels and icons stay light for every page that names blocks. */
  Editor: ComponentType<BlockEditorProps<T>>;
};

export const KIND_UI: { [T in KindType]: KindUi<T> } = {
  AccordionBlockComponent: {
    label: 'Accordion',
    description: 'Titled panels learners open one by one',
    icon: ListCollapse,
    Editor: lazy(() => import('./accordion/AccordionEditor')),
  },
  TabsBlockComponent: {
    label: 'Tabs',
    description: 'Panels behind a row of tabs, one at a time',
    icon: PanelsTopLeft,
    Editor: lazy(() => import('./tabs/TabsEditor')),
  },
  StatementBlockComponent: {
    label: 'Statement',
    description: 'A short emphatic text, bold, framed or as a note',
    icon: Megaphone,
    Editor: lazy(() => import('./statement/StatementEditor')),
  },
  QuoteBlockComponent: {
    label: 'Quote',
    description: 'Someone’s words, and who said them',
    icon: Quote,
    Editor: lazy(() => import('./quote/QuoteEditor')),
  },
  ListBlockComponent: {
    label: 'List',
    description: 'A numbered, bulleted or checklist list',
    icon: List,
    Editor: lazy(() => import('./list/ListEditor')),
  },
  DividerBlockComponent: {
    label: 'Divider',
    description: 'A line between parts of the module',
    icon: SeparatorHorizontal,
    Editor: lazy(() => import('./divider/DividerEditor')),
  },
  ButtonsBlockComponent: {
    label: 'Buttons',
    description: 'Buttons to web pages or to blocks of the module',
    icon: RectangleHorizontal,
    Editor: lazy(() => import('./buttons/ButtonsEditor')),
  },
  FlashcardsBlockComponent: {
    label: 'Flashcards',
    description: 'Cards learners turn over, side by side or in a stack',
    icon: GalleryHorizontalEnd,
    Editor: lazy(() => import('./flashcards/FlashcardsEditor')),
  },
  ProcessBlockComponent: {
    label: 'Process',
    description: 'Steps learners go through one at a time',
    icon: Footprints,
    Editor: lazy(() => import('./process/ProcessEditor')),
  },
  TimelineBlockComponent: {
    label: 'Timeline',
    description: 'Dated events in order',
    icon: CalendarRange,
    Editor: lazy(() => import('./timeline/TimelineEditor')),
  },
  ScenarioBlockComponent: {
    label: 'Scenario',
    description: 'A branching conversation: learners choose replies until an end',
    icon: MessagesSquare,
    Editor: lazy(() => import('./scenario/ScenarioEditor')),
  },
  ChartBlockComponent: {
    label: 'Chart',
    description: 'A bar, line or pie chart of a small table you type',
    icon: ChartColumn,
    Editor: lazy(() => import('./chart/ChartEditor')),
  },
  CodeBlockComponent: {
    label: 'Code snippet',
    description: 'Code shown highlighted, with a copy button',
    icon: CodeXml,
    Editor: lazy(() => import('./code/CodeEditor')),
  },
  ContinueBlockComponent: {
    label: 'Continue',
    description: 'Learners finish what is above before the rest shows',
    icon: ChevronsDown,
    Editor: lazy(() => import('./continue/ContinueEditor')),
  },
  SortingBlockComponent: {
    label: 'Sorting',
    description: 'Items learners sort into piles, then check',
    icon: Shapes,
    Editor: lazy(() => import('./sorting/SortingEditor')),
  },
  LabeledGraphicBlockComponent: {
    label: 'Labeled graphic',
    description: 'An image with numbered markers, each opening a note',
    icon: MapPinned,
    Editor: lazy(() => import('./labeledGraphic/LabeledGraphicEditor')),
  },
  GalleryBlockComponent: {
    label: 'Image gallery',
    description: 'Images with captions, side by side or one at a time',
    icon: Images,
    Editor: lazy(() => import('./gallery/GalleryEditor')),
  },
  AttachmentBlockComponent: {
    label: 'Attachment',
    description: 'A file learners download',
    icon: Paperclip,
    Editor: lazy(() => import('./attachment/AttachmentEditor')),
  },
};
