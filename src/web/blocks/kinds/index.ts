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
import type { ComponentType } from 'react';
import type { KindType } from '../../../modules/courses/content';
import type { BlockEditorProps } from '../editorProps';
import AccordionEditor from './accordion/AccordionEditor';
import AttachmentEditor from './attachment/AttachmentEditor';
import ButtonsEditor from './buttons/ButtonsEditor';
import ChartEditor from './chart/ChartEditor';
import CodeEditor from './code/CodeEditor';
import ContinueEditor from './continue/ContinueEditor';
import DividerEditor from './divider/DividerEditor';
import FlashcardsEditor from './flashcards/FlashcardsEditor';
import GalleryEditor from './gallery/GalleryEditor';
import LabeledGraphicEditor from './labeledGraphic/LabeledGraphicEditor';
import ListEditor from './list/ListEditor';
import ProcessEditor from './process/ProcessEditor';
import QuoteEditor from './quote/QuoteEditor';
import ScenarioEditor from './scenario/ScenarioEditor';
import SortingEditor from './sorting/SortingEditor';
import StatementEditor from './statement/StatementEditor';
import TabsEditor from './tabs/TabsEditor';
import TimelineEditor from './timeline/TimelineEditor';

/** What the author app knows of a block kind beyond the spec (learners' views: ./views.ts; its server side: content/kinds/). */
type KindUi<T extends KindType> = {
  label: string;
  /** One line in the block library. */
  description: string;
  icon: LucideIcon;
  Editor: ComponentType<BlockEditorProps<T>>;
};

export const KIND_UI: { [T in KindType]: KindUi<T> } = {
  AccordionBlockComponent: {
    label: 'Accordion',
    description: 'Titled panels learners open one by one',
    icon: ListCollapse,
    Editor: AccordionEditor,
  },
  TabsBlockComponent: {
    label: 'Tabs',
    description: 'Panels behind a row of tabs, one at a time',
    icon: PanelsTopLeft,
    Editor: TabsEditor,
  },
  StatementBlockComponent: {
    label: 'Statement',
    description: 'A short emphatic text, bold, framed or as a note',
    icon: Megaphone,
    Editor: StatementEditor,
  },
  QuoteBlockComponent: {
    label: 'Quote',
    description: 'Someone’s words, and who said them',
    icon: Quote,
    Editor: QuoteEditor,
  },
  ListBlockComponent: {
    label: 'List',
    description: 'A numbered, bulleted or checklist list',
    icon: List,
    Editor: ListEditor,
  },
  DividerBlockComponent: {
    label: 'Divider',
    description: 'A line between parts of the module',
    icon: SeparatorHorizontal,
    Editor: DividerEditor,
  },
  ButtonsBlockComponent: {
    label: 'Buttons',
    description: 'Buttons to web pages or to blocks of the module',
    icon: RectangleHorizontal,
    Editor: ButtonsEditor,
  },
  FlashcardsBlockComponent: {
    label: 'Flashcards',
    description: 'Cards learners turn over, side by side or in a stack',
    icon: GalleryHorizontalEnd,
    Editor: FlashcardsEditor,
  },
  ProcessBlockComponent: {
    label: 'Process',
    description: 'Steps learners go through one at a time',
    icon: Footprints,
    Editor: ProcessEditor,
  },
  TimelineBlockComponent: {
    label: 'Timeline',
    description: 'Dated events in order',
    icon: CalendarRange,
    Editor: TimelineEditor,
  },
  ScenarioBlockComponent: {
    label: 'Scenario',
    description: 'A branching conversation: learners choose replies until an end',
    icon: MessagesSquare,
    Editor: ScenarioEditor,
  },
  ChartBlockComponent: {
    label: 'Chart',
    description: 'A bar, line or pie chart of a small table you type',
    icon: ChartColumn,
    Editor: ChartEditor,
  },
  CodeBlockComponent: {
    label: 'Code snippet',
    description: 'Code shown highlighted, with a copy button',
    icon: CodeXml,
    Editor: CodeEditor,
  },
  ContinueBlockComponent: {
    label: 'Continue',
    description: 'Learners finish what is above before the rest shows',
    icon: ChevronsDown,
    Editor: ContinueEditor,
  },
  SortingBlockComponent: {
    label: 'Sorting',
    description: 'Items learners sort into piles, then check',
    icon: Shapes,
    Editor: SortingEditor,
  },
  LabeledGraphicBlockComponent: {
    label: 'Labeled graphic',
    description: 'An image with numbered markers, each opening a note',
    icon: MapPinned,
    Editor: LabeledGraphicEditor,
  },
  GalleryBlockComponent: {
    label: 'Image gallery',
    description: 'Images with captions, side by side or one at a time',
    icon: Images,
    Editor: GalleryEditor,
  },
  AttachmentBlockComponent: {
    label: 'Attachment',
    description: 'A file learners download',
    icon: Paperclip,
    Editor: AttachmentEditor,
  },
};
