import { type LucideIcon, ListCollapse, PanelsTopLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import type { KindType } from '../../../modules/courses/content';
import type { BlockEditorProps } from '../editorProps';
import AccordionEditor from './accordion/AccordionEditor';
import TabsEditor from './tabs/TabsEditor';

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
};
