import type { Editor } from '@tiptap/react';
import type { TextTools } from '../../blocks/TextToolsSlot';
import { DictateButton } from './DictateButton';
import { DictationPanel } from './DictationPanel';
import { useDictation } from './useDictation';

/** A text block's dictation, as its editor takes it through TextToolsSlot: the toolbar's button and the panel above the text. */
export function useDictationTools(editor: Editor | null): TextTools | null {
  const dictation = useDictation(editor);
  if (!dictation.enabled) return null;
  return { button: <DictateButton dictation={dictation} />, panel: <DictationPanel dictation={dictation} /> };
}
