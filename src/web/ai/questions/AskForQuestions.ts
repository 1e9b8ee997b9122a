import { createContext, useContext } from 'react';

/** Where questions are asked for: after a section (null: at the start), or in place of an in-between block. */
export type QuestionsAnchor = { afterSectionId: string | null | undefined } | { replacing: string };

/** Opens the "Write questions with AI" dialog for a place in the module (the editor's block list provides it). */
export const AskForQuestions = createContext<((anchor: QuestionsAnchor) => void) | null>(null);

export const useAskForQuestions = () => useContext(AskForQuestions);
