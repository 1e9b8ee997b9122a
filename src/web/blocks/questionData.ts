import type { BlockData } from '../../modules/courses/content';
import { BLOCK_LIMITS } from './limits';

export type QuestionData = BlockData<'QuestionBlockComponent'>;
export type QuestionType = QuestionData['type'];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  'multiple choice': 'Multiple choice (one or more correct)',
  'single choice': 'Single choice (one correct)',
  'free text': 'Free text',
};

export const isChoice = (type: QuestionType) => type !== 'free text';

/** Answers are option ids for choices and text for free text: a change of kind starts them afresh, single choice keeps one. */
export function changeType(data: QuestionData, type: QuestionType): QuestionData {
  const answer =
    isChoice(type) !== isChoice(data.type) ? [] : type === 'single choice' ? data.answer.slice(0, 1) : data.answer;
  return { ...data, type, answer };
}

export function markCorrect(data: QuestionData, optionId: string, correct: boolean): QuestionData {
  const others = data.type === 'single choice' ? [] : data.answer.filter((id) => id !== optionId);
  return { ...data, answer: correct ? [...others, optionId] : others };
}

export function addOption(data: QuestionData, id: string): QuestionData {
  return { ...data, options: [...data.options, { id, value: '' }] };
}

/** Removes the option with its feedback and its place among the correct answers. */
export function removeOption(data: QuestionData, optionId: string): QuestionData {
  const { [optionId]: _removed, ...feedbackByChoices } = data.feedbackByChoices;
  return {
    ...data,
    options: data.options.filter((option) => option.id !== optionId),
    answer: data.answer.filter((id) => id !== optionId),
    feedbackByChoices,
  };
}

export function setOptionValue(data: QuestionData, optionId: string, value: string): QuestionData {
  return { ...data, options: data.options.map((option) => (option.id === optionId ? { ...option, value } : option)) };
}

export function setFeedback(data: QuestionData, optionId: string, feedback: string): QuestionData {
  const { [optionId]: _old, ...others } = data.feedbackByChoices;
  return { ...data, feedbackByChoices: feedback ? { ...others, [optionId]: feedback } : others };
}

/** "a, b ,, a" → ["a", "b"]: trimmed, without blanks or repeats, within the schema's limits. */
export function parseTags(text: string): string[] {
  const tags = text.split(',').map((tag) => tag.trim().slice(0, BLOCK_LIMITS.answerTagLength));
  return [...new Set(tags.filter(Boolean))].slice(0, BLOCK_LIMITS.answerTags);
}
