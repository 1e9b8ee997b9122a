import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Block, Content } from '../../modules/courses/content';
import type { DraftPatch } from './draftPatch';

/** Where questions are asked for: after a section (null: at the start; undefined: at the end), or in place of an in-between block. */
export type QuestionsAnchor = { afterSectionId: string | null | undefined } | { replacing: string };

/** Whether the assistant's controls show for this author, and why they are gone when its calls ran out. */
export interface AssistantStatus {
  enabled: boolean;
  limitReached: string | null;
}

/** The question sets asked for in one editor: where each shows in the block list, and the dialog asking for more. */
export interface EditorQuestions {
  /** The in-between blocks whose place the questions being written will take: hidden meanwhile. */
  replaced: ReadonlySet<string>;
  /** The sets placed after a section (null: at the start; undefined: at the end, or after a section gone since). */
  setsAfter: (afterSectionId: string | null | undefined) => ReactNode;
  /** Opens the dialog that asks for questions at a place. */
  ask: (anchor: QuestionsAnchor) => void;
  /** The dialog, while it is open. */
  dialog: ReactNode;
}

/**
 * What the course editor shows of an assistant. The editor never imports one: the page that opens
 * it provides one here (src/web/ai/plugin.tsx); without one, no assistant control shows.
 * A value must stay the same for the editor's life: its hooks are called as the editor's own.
 */
export interface EditorAssistant {
  /** Asked once by the block list for all its cards (one query observer, not one per block). */
  useStatus: () => AssistantStatus;
  /** The question sets of this editor, written into the draft through `change`; `focus` takes the first one's field. */
  useQuestions: (editing: {
    content: Content;
    change: (patch: DraftPatch) => void;
    focus: (blockId: string) => void;
  }) => EditorQuestions;
  /** In the editor's bar (not for mono modules): drafting the module with the assistant. */
  BarItem: ComponentType<{ courseId: string; content: Content; change: (patch: DraftPatch) => void }>;
  /** In each block card's bar, before its comments: what the assistant can do with the block. */
  BlockMenu: ComponentType<{ block: Block; label: string; enabled: boolean }>;
  /** Under each block's editor (its tools may go to the card's toolbar slot): what was asked of the assistant. */
  BlockPanel: ComponentType<{
    block: Block;
    onChange: (next: Block) => void;
    askForQuestions: (anchor: QuestionsAnchor) => void;
  }>;
}

const NONE: ReadonlySet<string> = new Set();
const NOTHING = () => null;

/** No assistant: nothing shows, nothing is asked. */
export const NO_ASSISTANT: EditorAssistant = {
  useStatus: () => ({ enabled: false, limitReached: null }),
  useQuestions: () => ({ replaced: NONE, setsAfter: NOTHING, ask: () => {}, dialog: null }),
  BarItem: NOTHING,
  BlockMenu: NOTHING,
  BlockPanel: NOTHING,
};

export const AssistantSlot = createContext<EditorAssistant>(NO_ASSISTANT);

export const useEditorAssistant = () => useContext(AssistantSlot);
