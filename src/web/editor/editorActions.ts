import { ArrowDown, ArrowUp, BookmarkPlus, Copy, type LucideIcon, Redo2, Trash2, Undo2 } from 'lucide-react';
import { mayUseBlockTemplates } from '../api/blockTemplates';
import type { Block, BlockType } from '../../modules/courses/content';
import type { QuestionsAnchor } from './assistantSlot';

/**
 * One thing the author can do in the editor, defined once: its button (name, tooltip, icon,
 * whether it shows and is enabled) and its keys come from here, and both run `perform`.
 */
export interface EditorAction<C> {
  id: string;
  /** Its name in short: the tooltip, before the first of its keys. */
  label: string;
  /** Its button's accessible name where it acts on something named (a block); `label` otherwise. */
  labelFor?: (context: C) => string;
  /** The key combinations that perform it, as `Mod+Shift+Z` (Mod: Ctrl, or ⌘ on a Mac); the first one is shown. */
  keys: readonly string[];
  icon: LucideIcon;
  /** Whether its button is there at all (a mono module duplicates nothing); always when not said. */
  shown?: (context: C) => boolean;
  enabled: (context: C) => boolean;
  perform: (context: C) => void;
  /**
   * Its keys perform it even while its button is disabled: the server decides (the history as the
   * editor last heard of it can be a moment late; a key pressed twice quickly undoes twice).
   */
  keysEvenWhenDisabled?: boolean;
}

/** What the block list does for its cards, by block and section: one object for every card, so cards re-render only when their own block does. */
export interface BlockActions {
  change: (next: Block, basedOn?: number) => void;
  move: (sectionId: string, toIndex: number) => void;
  /** Drag and drop: the index of the card being dragged travels in the dataTransfer. */
  dropAt: (fromIndex: number, toIndex: number) => void;
  duplicate: (blockId: string, sectionId: string) => void;
  /** Asks for a name, and saves this block (and the next ones the author chooses) as a template of the organisation. */
  saveAsTemplate: (blockId: string) => void;
  /** A template's blocks, copied under new ids, each in a section of its own after `afterSectionId` (as `add` places one). */
  insertTemplate: (templateId: string, afterSectionId?: string | null) => void;
  /** A new block in a section of its own after `afterSectionId`, at the start (null) or at the end. */
  add: (type: BlockType, afterSectionId?: string | null) => void;
  /** Opens the assistant's questions dialog for a place: after a section, or in place of an in-between block. */
  askForQuestions: (anchor: QuestionsAnchor) => void;
  remove: (blockId: string) => void;
  openComments: (blockId: string) => void;
  focusBlock: (blockId: string) => void;
  focusTaken: () => void;
}

/** What a block's actions act on: the block where it is in the module, and the list that changes it. */
export interface BlockContext {
  block: Block;
  sectionId: string;
  /** Its section's place among the module's sections, and how many there are. */
  index: number;
  count: number;
  /** A mono module is exactly one block: nothing is added, duplicated or deleted. */
  mono: boolean;
  /** How the block is named to the author: "Text block 2 of 5". */
  label: string;
  list: BlockActions;
}

/** The module's history, as the editor's bar undoes and redoes it (on the server). */
export interface UndoRedo {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

/** What the editor-wide actions act on. */
export interface EditorContext {
  history: UndoRedo;
}

/** The editor's actions, each defined once: the editor bar's (and the keys anywhere outside a text field), and each block card's. */
export const EDITOR_ACTIONS: {
  editor: readonly EditorAction<EditorContext>[];
  block: readonly EditorAction<BlockContext>[];
} = {
  editor: [
    {
      id: 'undo',
      label: 'Undo',
      keys: ['Mod+Z'],
      icon: Undo2,
      enabled: ({ history }) => history.canUndo,
      perform: ({ history }) => history.undo(),
      keysEvenWhenDisabled: true,
    },
    {
      id: 'redo',
      label: 'Redo',
      keys: ['Mod+Shift+Z', 'Mod+Y'],
      icon: Redo2,
      enabled: ({ history }) => history.canRedo,
      perform: ({ history }) => history.redo(),
      keysEvenWhenDisabled: true,
    },
  ],
  // In the card's toolbar in this order, between its comments and its settings.
  block: [
    {
      id: 'block.moveUp',
      label: 'Move up',
      labelFor: ({ label }) => `Move ${label} up`,
      keys: ['Alt+ArrowUp'],
      icon: ArrowUp,
      shown: ({ count }) => count > 1,
      enabled: ({ index }) => index > 0,
      perform: ({ list, sectionId, index }) => list.move(sectionId, index - 1),
    },
    {
      id: 'block.moveDown',
      label: 'Move down',
      labelFor: ({ label }) => `Move ${label} down`,
      keys: ['Alt+ArrowDown'],
      icon: ArrowDown,
      shown: ({ count }) => count > 1,
      enabled: ({ index, count }) => index < count - 1,
      perform: ({ list, sectionId, index }) => list.move(sectionId, index + 1),
    },
    {
      id: 'block.duplicate',
      label: 'Duplicate',
      labelFor: ({ label }) => `Duplicate ${label}`,
      keys: [],
      icon: Copy,
      shown: ({ mono }) => !mono,
      enabled: () => true,
      perform: ({ list, block, sectionId }) => list.duplicate(block.id, sectionId),
    },
    {
      id: 'block.saveTemplate',
      label: 'Save as template',
      labelFor: ({ label }) => `Save ${label} as a template`,
      keys: [],
      icon: BookmarkPlus,
      shown: () => mayUseBlockTemplates(),
      enabled: () => true,
      perform: ({ list, block }) => list.saveAsTemplate(block.id),
    },
    {
      id: 'block.delete',
      label: 'Delete',
      labelFor: ({ label }) => `Delete ${label}`,
      keys: [],
      icon: Trash2,
      shown: ({ mono }) => !mono,
      enabled: () => true,
      perform: ({ list, block }) => list.remove(block.id),
    },
  ],
};

type Combo = { key: string; mod: boolean; alt: boolean; shift: boolean; named: number };

function parseCombo(combo: string): Combo {
  const parts = combo.split('+');
  const key = parts.at(-1)!.toLowerCase();
  const has = (modifier: string) => parts.slice(0, -1).includes(modifier);
  const [mod, alt, shift] = [has('Mod'), has('Alt'), has('Shift')];
  return { key, mod, alt, shift, named: Number(mod) + Number(alt) + Number(shift) };
}

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** How well a key press matches a combination: the modifiers it names held (others may be), or -1. */
function matchScore(event: KeyPress, combo: Combo): number {
  if (event.key.toLowerCase() !== combo.key) return -1;
  if (combo.mod && !(event.ctrlKey || event.metaKey)) return -1;
  if ((combo.alt && !event.altKey) || (combo.shift && !event.shiftKey)) return -1;
  return combo.named;
}

/** The action a key press asks for: of those whose keys it matches, the one naming the most modifiers (Ctrl+Shift+Z is Redo, not Undo). */
export function actionForKeys<C>(actions: readonly EditorAction<C>[], event: KeyPress): EditorAction<C> | null {
  let best: { action: EditorAction<C>; score: number } | null = null;
  for (const action of actions) {
    for (const combo of action.keys) {
      const score = matchScore(event, parseCombo(combo));
      if (score >= 0 && (!best || score > best.score)) best = { action, score };
    }
  }
  return best?.action ?? null;
}

/**
 * Performs the action a key press asks for, if any (and if it is enabled, unless its keys need not
 * wait for that); true when the press was one of the actions' keys, so nothing else should take it.
 */
export function performKeys<C>(actions: readonly EditorAction<C>[], event: KeyPress, context: C): boolean {
  const action = actionForKeys(actions, event);
  if (!action) return false;
  if (action.keysEvenWhenDisabled || action.enabled(context)) action.perform(context);
  return true;
}

const KEY_NAMES: Record<string, string> = {
  Mod: 'Ctrl',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
};

/** A key combination as the author reads it: `Mod+Shift+Z` is "Ctrl+Shift+Z", `Alt+ArrowUp` "Alt+↑". */
export const keysText = (combo: string) =>
  combo
    .split('+')
    .map((part) => KEY_NAMES[part] ?? part)
    .join('+');

/** The tooltip of an action's button: its label, with the first of its keys. */
export const actionTitle = <C>(action: EditorAction<C>) =>
  action.keys[0] ? `${action.label} (${keysText(action.keys[0])})` : action.label;
