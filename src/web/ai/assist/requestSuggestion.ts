import type { Block } from '../../../modules/courses/content';
import { generateChoiceFeedback, generateResultFeedback, generateTrivia, rewriteText } from '../../api/ai';
import { type AssistAction, nothingToDo, rewritableText, type Suggestion } from './assistActions';
import { droppedFormatting } from './droppedFormatting';

export interface SuggestionContext {
  courseId: string;
  block: Block;
  /** What the author answered the action's question with (the tone, the topic); empty when it asks none. */
  prompt: string;
  /** Saves the module's pending edits: the server reads the module as the author sees it. */
  savePending: () => Promise<unknown>;
}

async function saved({ savePending }: SuggestionContext, signal: AbortSignal) {
  await savePending();
  signal.throwIfAborted();
}

/** Asks the server for what the action suggests. */
export async function requestSuggestion(
  action: AssistAction,
  context: SuggestionContext,
  signal: AbortSignal,
): Promise<Suggestion> {
  const { courseId, block, prompt } = context;
  switch (action.kind) {
    case 'rewrite': {
      const content = rewritableText(block) ?? '';
      const answer = await rewriteText({ courseId, prompt, type: action.rewrite, content }, signal);
      if (answer.unchanged) return { kind: 'unchanged', note: nothingToDo(action.rewrite) };
      const warning = block.type === 'TextBlockComponent' ? droppedFormatting(content, answer.content) : null;
      return { kind: 'text', text: answer.content, ...(warning ? { warning } : {}) };
    }
    case 'fact': {
      await saved(context, signal);
      const { text } = await generateTrivia({ courseId, prompt }, signal);
      return { kind: 'text', text };
    }
    case 'result-feedback': {
      await saved(context, signal);
      const feedback = await generateResultFeedback({ courseId, result: {} }, signal);
      return { kind: 'result-feedback', feedback };
    }
    case 'choice-feedback': {
      // The server writes feedback for the question as it is saved.
      await saved(context, signal);
      const { feedbackByChoices } = await generateChoiceFeedback({ courseId, result: { blockId: block.id } }, signal);
      return { kind: 'choice-feedback', feedbackByChoices };
    }
  }
}
