import type { ReactNode } from 'react';
import { TextToolsSlot } from '../blocks/TextToolsSlot';
import { LabelSuggestions } from '../dashboard/LabelSuggestions';
import { AssistantSlot, type EditorAssistant } from '../editor/assistantSlot';
import { AssistantBlockPanel } from './assist/AssistantBlockPanel';
import { AssistMenu } from './assist/AssistMenu';
import { useDictationTools } from './dictation/dictationTools';
import { SuggestedLabels } from './labels/SuggestedLabels';
import { DraftWithAi } from './outline/DraftWithAi';
import { useEditorQuestions } from './questions/useEditorQuestions';
import { useAssistant } from './useAssistant';

/** The assistant in the course editor: what fills the editor's AssistantSlot. */
export const editorAssistant: EditorAssistant = {
  useStatus: useAssistant,
  useQuestions: useEditorQuestions,
  BarItem: DraftWithAi,
  BlockMenu: AssistMenu,
  BlockPanel: AssistantBlockPanel,
};

/**
 * The AI assistant plugged into what it wraps: the course editor (its bar, block cards, block list),
 * the text blocks' dictation and the labels dialog's suggestions. The floors below never import
 * src/web/ai: each offers an extension point that this fills.
 */
export function AssistantPlugin({ children }: { children: ReactNode }) {
  return (
    <AssistantSlot.Provider value={editorAssistant}>
      <TextToolsSlot.Provider value={useDictationTools}>
        <LabelSuggestions.Provider value={SuggestedLabels}>{children}</LabelSuggestions.Provider>
      </TextToolsSlot.Provider>
    </AssistantSlot.Provider>
  );
}
