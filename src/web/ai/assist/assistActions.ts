import { PROMPT_MAX, REWRITE_KINDS, type ResultFeedback, type RewriteKind } from '../../../modules/ai/shared';
import { type Block, blockDataSchemas } from '../../../modules/courses/content';
import { withData } from '../../blocks/editorProps';
import { isChoice } from '../../blocks/questionData';

/** What the author can ask the assistant to do with one block. */
export type AssistAction =
  | { kind: 'rewrite'; rewrite: RewriteKind }
  | { kind: 'fact' }
  | { kind: 'choice-feedback' }
  | { kind: 'result-feedback' };

/** What comes back, to accept into the block or discard; `warning`: what accepting it would lose. */
export type Suggestion =
  | { kind: 'text'; text: string; warning?: string }
  | { kind: 'unchanged'; note: string }
  | { kind: 'result-feedback'; feedback: ResultFeedback }
  | { kind: 'choice-feedback'; feedbackByChoices: Record<string, string> };

const REWRITE_TITLES: Record<RewriteKind, string> = {
  shorten: 'Shorten',
  expand: 'Expand',
  simplify: 'Simplify',
  tone: 'Change tone',
  grammar: 'Fix grammar',
};

/** What the author is told when a rewrite hands the text back as it was. */
const NOTHING_TO_DO: Record<RewriteKind, string> = {
  shorten: 'Nothing to shorten here',
  expand: 'Nothing to expand here',
  simplify: 'Nothing to simplify here',
  tone: 'The tone already fits',
  grammar: 'No grammar to fix here',
};

export const nothingToDo = (rewrite: RewriteKind): string => NOTHING_TO_DO[rewrite];

export function actionTitle(action: AssistAction): string {
  switch (action.kind) {
    case 'rewrite':
      return REWRITE_TITLES[action.rewrite];
    case 'fact':
      return 'Suggest a fact';
    case 'choice-feedback':
      return 'Feedback for each option';
    case 'result-feedback':
      return 'Pass and fail texts';
  }
}

/** The text a rewrite reads and replaces (html for a text block), or null for a block without one. */
export function rewritableText(block: Block): string | null {
  switch (block.type) {
    case 'TextBlockComponent':
      return block.data.html;
    case 'HeadingBlockComponent':
    case 'InbetweenBlockComponent':
      return block.data.text;
    default:
      return null;
  }
}

/** Past what a block's plain text holds, a suggestion is cut, so its save goes through (a rewrite's html is well under). */
const cutTo = (type: 'HeadingBlockComponent' | 'InbetweenBlockComponent', text: string) =>
  text.slice(0, blockDataSchemas[type].shape.text.maxLength ?? undefined);

/** The block with `text` where `rewritableText` reads it. */
function withText(block: Block, text: string): Block {
  switch (block.type) {
    case 'TextBlockComponent':
      return withData(block, { html: text });
    case 'HeadingBlockComponent':
    case 'InbetweenBlockComponent':
      return withData(block, { text: cutTo(block.type, text) });
    default:
      return block;
  }
}

/** The menu of a block, in the order it shows; empty for a block the assistant has nothing for. */
export function actionsFor(block: Block): AssistAction[] {
  const rewrites: AssistAction[] =
    rewritableText(block) === null ? [] : REWRITE_KINDS.map((rewrite) => ({ kind: 'rewrite', rewrite }));
  switch (block.type) {
    case 'InbetweenBlockComponent':
      return [...rewrites, { kind: 'fact' }];
    case 'QuestionBlockComponent':
      return isChoice(block.data.type) ? [{ kind: 'choice-feedback' }] : [];
    case 'QuizResultsBlockComponent':
      return [{ kind: 'result-feedback' }];
    default:
      return rewrites;
  }
}

/** What an action asks before it runs (the tone, the topic), or null when it runs at once. */
export interface AssistQuestion {
  label: string;
  placeholder: string;
  initial: string;
  submit: string;
  maxLength: number;
}

export function questionFor(action: AssistAction, block: Block): AssistQuestion | null {
  if (action.kind === 'rewrite' && action.rewrite === 'tone') {
    return {
      label: 'Tone',
      placeholder: 'Friendly, formal, encouraging…',
      initial: '',
      submit: 'Rewrite',
      maxLength: PROMPT_MAX,
    };
  }
  if (action.kind === 'fact') {
    return {
      label: 'Topic',
      placeholder: 'What the fact should be about',
      initial: (rewritableText(block) ?? '').trim().slice(0, PROMPT_MAX),
      submit: 'Suggest',
      maxLength: PROMPT_MAX,
    };
  }
  return null;
}

/**
 * The suggested feedback of each option with text, in the options' order: options removed while
 * the assistant wrote, and blank ones (nothing to say about yet), take none.
 */
export function suggestedFeedback(
  options: readonly { id: string; value: string }[],
  suggested: Record<string, string>,
): { id: string; option: string; feedback: string }[] {
  return options.flatMap(({ id, value }) => {
    const feedback = suggested[id];
    return value.trim() && feedback ? [{ id, option: value, feedback }] : [];
  });
}

/** The block as it reads once the suggestion is accepted: written into the block as it is now, not as it was asked. */
export function accept(block: Block, suggestion: Suggestion): Block {
  switch (suggestion.kind) {
    case 'text':
      return withText(block, suggestion.text);
    case 'unchanged':
      return block;
    case 'result-feedback':
      return block.type === 'QuizResultsBlockComponent' ? withData(block, suggestion.feedback) : block;
    case 'choice-feedback':
      return block.type === 'QuestionBlockComponent'
        ? withData(block, {
            feedbackByChoices: {
              ...block.data.feedbackByChoices,
              ...Object.fromEntries(
                suggestedFeedback(block.data.options, suggestion.feedbackByChoices).map((f) => [f.id, f.feedback]),
              ),
            },
          })
        : block;
  }
}
