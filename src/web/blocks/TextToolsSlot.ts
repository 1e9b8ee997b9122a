import type { Editor } from '@tiptap/react';
import { createContext, type ReactNode, useContext } from 'react';

/** What a text block's editor shows besides its own controls: a button at the end of its toolbar, a panel above its text. */
export interface TextTools {
  button: ReactNode;
  panel: ReactNode;
}

/**
 * The tools a text block's editor takes from outside, as a hook it calls with its editor: the
 * assistant's dictation (src/web/ai/plugin.tsx) fills it. None by default. A value must stay the
 * same for the editor's life: its hook is called as the editor's own.
 */
export const TextToolsSlot = createContext<(editor: Editor | null) => TextTools | null>(() => null);

export const useTextToolsHook = () => useContext(TextToolsSlot);
