import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { newBlock } from '../../../src/modules/courses/content/new-block';
import { EditingCourse } from '../../../src/web/blocks/media/EditingCourse';
import { ActionButton } from '../../../src/web/editor/ActionButton';
import { AssistantSlot, type EditorAssistant, NO_ASSISTANT } from '../../../src/web/editor/assistantSlot';
import { BlockCard, type BlockMarks, type CardsContext } from '../../../src/web/editor/BlockCard';
import {
  actionForKeys,
  actionTitle,
  type BlockActions,
  type BlockContext,
  EDITOR_ACTIONS,
  type EditorContext,
  keysText,
  performKeys,
} from '../../../src/web/editor/editorActions';

const press = (key: string, modifiers: { ctrl?: boolean; meta?: boolean; alt?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
});

const listActions = (): BlockActions => ({
  change: vi.fn(),
  move: vi.fn(),
  dropAt: vi.fn(),
  duplicate: vi.fn(),
  saveAsTemplate: vi.fn(),
  insertTemplate: vi.fn(),
  add: vi.fn(),
  askForQuestions: vi.fn(),
  remove: vi.fn(),
  openComments: vi.fn(),
  focusBlock: vi.fn(),
  focusTaken: vi.fn(),
});

const text: Block = newBlock('TextBlockComponent', { blockId: 'block-1', newId: () => 'id' });

const blockContext = (at: Partial<BlockContext> = {}): BlockContext => ({
  block: text,
  sectionId: 'section-2',
  index: 1,
  count: 3,
  mono: false,
  label: 'Text block 2 of 3',
  list: listActions(),
  ...at,
});

const history = (at: Partial<EditorContext['history']> = {}): EditorContext => ({
  history: { canUndo: true, canRedo: true, undo: vi.fn(), redo: vi.fn(), ...at },
});

const id = (action: { id: string } | null) => action?.id ?? null;

describe('the editor actions registry', () => {
  it('defines each action once, with a label and an icon', () => {
    const all = [...EDITOR_ACTIONS.editor, ...EDITOR_ACTIONS.block];
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const action of all) {
      expect(action.label).not.toBe('');
      expect(action.icon).toBeDefined();
    }
    expect(EDITOR_ACTIONS.editor.map((a) => a.id)).toEqual(['undo', 'redo']);
    expect(EDITOR_ACTIONS.block.map((a) => a.id)).toEqual([
      'block.moveUp',
      'block.moveDown',
      'block.duplicate',
      'block.saveTemplate',
      'block.delete',
    ]);
  });

  it('finds the action a key press asks for: Ctrl or ⌘, Shift for redo, Alt+arrows for a block', () => {
    const editor = EDITOR_ACTIONS.editor;
    expect(id(actionForKeys(editor, press('z', { ctrl: true })))).toBe('undo');
    expect(id(actionForKeys(editor, press('z', { meta: true })))).toBe('undo');
    // The most specific combination wins: Ctrl+Shift+Z is Redo, though it holds Ctrl+Z too.
    expect(id(actionForKeys(editor, press('Z', { ctrl: true, shift: true })))).toBe('redo');
    expect(id(actionForKeys(editor, press('y', { ctrl: true })))).toBe('redo');
    expect(id(actionForKeys(editor, press('Y', { meta: true, shift: true })))).toBe('redo');
    expect(actionForKeys(editor, press('z'))).toBeNull();
    expect(actionForKeys(editor, press('x', { ctrl: true }))).toBeNull();

    const block = EDITOR_ACTIONS.block;
    expect(id(actionForKeys(block, press('ArrowUp', { alt: true })))).toBe('block.moveUp');
    expect(id(actionForKeys(block, press('ArrowDown', { alt: true, shift: true })))).toBe('block.moveDown');
    expect(actionForKeys(block, press('ArrowUp'))).toBeNull();
    expect(actionForKeys(block, press('Delete'))).toBeNull();
  });

  it('performs a block action by its keys only where it is enabled, and says the keys were its own either way', () => {
    const middle = blockContext();
    expect(performKeys(EDITOR_ACTIONS.block, press('ArrowUp', { alt: true }), middle)).toBe(true);
    expect(middle.list.move).toHaveBeenCalledWith('section-2', 0);

    const first = blockContext({ index: 0 });
    expect(performKeys(EDITOR_ACTIONS.block, press('ArrowUp', { alt: true }), first)).toBe(true);
    expect(first.list.move).not.toHaveBeenCalled();

    const last = blockContext({ index: 2 });
    expect(performKeys(EDITOR_ACTIONS.block, press('ArrowDown', { alt: true }), last)).toBe(true);
    expect(last.list.move).not.toHaveBeenCalled();

    expect(performKeys(EDITOR_ACTIONS.block, press('a'), middle)).toBe(false);
  });

  it('undoes and redoes by the keys even while the buttons are disabled: the server has the last word', () => {
    const context = history({ canUndo: false, canRedo: false });
    expect(performKeys(EDITOR_ACTIONS.editor, press('z', { ctrl: true }), context)).toBe(true);
    expect(performKeys(EDITOR_ACTIONS.editor, press('z', { ctrl: true, shift: true }), context)).toBe(true);
    expect(context.history.undo).toHaveBeenCalledTimes(1);
    expect(context.history.redo).toHaveBeenCalledTimes(1);
    const [undo, redo] = EDITOR_ACTIONS.editor;
    expect(undo!.enabled(context)).toBe(false);
    expect(redo!.enabled(history({ canRedo: true }))).toBe(true);
  });

  it('shows each block action where it applies: moves with two sections or more, duplicate and delete outside mono modules', () => {
    const shown = (context: BlockContext) =>
      EDITOR_ACTIONS.block.filter((a) => a.shown?.(context) ?? true).map((a) => a.id);
    expect(shown(blockContext())).toEqual([
      'block.moveUp',
      'block.moveDown',
      'block.duplicate',
      'block.saveTemplate',
      'block.delete',
    ]);
    expect(shown(blockContext({ count: 1, index: 0 }))).toEqual([
      'block.duplicate',
      'block.saveTemplate',
      'block.delete',
    ]);
    expect(shown(blockContext({ count: 1, index: 0, mono: true }))).toEqual(['block.saveTemplate']);

    const context = blockContext();
    const [, , duplicate, saveTemplate, remove] = EDITOR_ACTIONS.block;
    duplicate!.perform(context);
    saveTemplate!.perform(context);
    remove!.perform(context);
    expect(context.list.duplicate).toHaveBeenCalledWith('block-1', 'section-2');
    expect(context.list.saveAsTemplate).toHaveBeenCalledWith('block-1');
    expect(context.list.remove).toHaveBeenCalledWith('block-1');
  });

  it('titles each button with the first of its keys, as the author reads them', () => {
    expect(EDITOR_ACTIONS.editor.map(actionTitle)).toEqual(['Undo (Ctrl+Z)', 'Redo (Ctrl+Shift+Z)']);
    expect(EDITOR_ACTIONS.block.map(actionTitle)).toEqual([
      'Move up (Alt+↑)',
      'Move down (Alt+↓)',
      'Duplicate',
      'Save as template',
      'Delete',
    ]);
    expect(keysText('Mod+Shift+ArrowLeft')).toBe('Ctrl+Shift+←');
  });

  it('renders an action as its button: the block named, disabled while not enabled, nothing while not shown', () => {
    const [moveUp, , duplicate] = EDITOR_ACTIONS.block;
    expect(renderToStaticMarkup(<ActionButton action={moveUp!} context={blockContext({ index: 0 })} />)).toMatch(
      /^<button type="button" class="icon-button" aria-label="Move Text block 2 of 3 up" title="Move up \(Alt\+↑\)" disabled="">/,
    );
    expect(renderToStaticMarkup(<ActionButton action={duplicate!} context={blockContext()} />)).toMatch(
      /^<button type="button" class="icon-button" aria-label="Duplicate Text block 2 of 3" title="Duplicate">/,
    );
    expect(renderToStaticMarkup(<ActionButton action={duplicate!} context={blockContext({ mono: true })} />)).toBe('');
  });
});

/** A stand-in assistant: what it is given shows in the markup. */
const assistant: EditorAssistant = {
  ...NO_ASSISTANT,
  BlockMenu: function BlockMenu({ label, enabled }) {
    return <span data-menu={`${label}:${enabled}`} />;
  },
  BlockPanel: function BlockPanel({ block }) {
    return <span data-panel={block.id} />;
  },
};

describe('the block card', () => {
  const cards = (at: Partial<CardsContext> = {}): CardsContext => ({
    actions: listActions(),
    count: 3,
    mono: false,
    assistEnabled: true,
    fills: { wait: () => () => {} },
    ...at,
  });
  const marks: BlockMarks = {
    takeFocus: false,
    problem: null,
    commentCount: 0,
    highlighted: false,
    editingBy: [],
    changedElsewhere: false,
    eager: true,
  };
  const render = (props: ComponentProps<typeof BlockCard>, slot: EditorAssistant = NO_ASSISTANT) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <EditingCourse.Provider value={{ courseId: 'course-1', flush: async () => {} }}>
          <AssistantSlot.Provider value={slot}>
            <BlockCard {...props} />
          </AssistantSlot.Provider>
        </EditingCourse.Provider>
      </QueryClientProvider>,
    );
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);

  it('takes fewer than 10 props: the list’s context and its marks, besides its own block and place', () => {
    const props: ComponentProps<typeof BlockCard> = {
      block: text,
      sectionId: 'section-2',
      index: 1,
      cards: cards(),
      marks,
    };
    expect(Object.keys(props).length).toBeLessThan(10);
  });

  it('shows the block actions in its toolbar from the registry, between its comments and its settings', () => {
    const html = render({ block: text, sectionId: 'section-2', index: 1, cards: cards(), marks });
    expect(buttons(html)).toEqual([
      expect.stringMatching(/comment/i),
      'Move Text block 2 of 3 up',
      'Move Text block 2 of 3 down',
      'Duplicate Text block 2 of 3',
      'Save Text block 2 of 3 as a template',
      'Delete Text block 2 of 3',
      'Add a block below Text block 2 of 3',
    ]);
    const mono = render({ block: text, sectionId: 's', index: 0, cards: cards({ count: 1, mono: true }), marks });
    expect(buttons(mono)).toEqual([expect.stringMatching(/comment/i), 'Save Text block 1 of 1 as a template']);
  });

  it('shows the assistant only through its slot: its menu with whether it is on, its panel with the block', () => {
    const html = render({ block: text, sectionId: 'section-2', index: 1, cards: cards(), marks }, assistant);
    expect(html).toContain('data-menu="Text block 2 of 3:true"');
    expect(html).toContain('data-panel="block-1"');
    expect(render({ block: text, sectionId: 'section-2', index: 1, cards: cards(), marks })).not.toContain('data-menu');
  });
});
