import { type ChoiceFeedback, choiceFeedbackSchema, type ResultFeedback, resultFeedbackSchema } from '../outputs';
import type { QuestionForFeedback } from '../provider';
import { topKeywords } from './keywords';
import { readSentences } from './nlp';
import { plainText } from './text';

/** Applause for the quiz result, naming the module's most used noun and the score to reach. */
export function resultFeedbackOf(content: string, passScore: number): ResultFeedback {
  const topic = topKeywords(readSentences(plainText(content)), 1)[0]?.written ?? 'this module';
  return resultFeedbackSchema.parse({
    applausePassText: `Well done: you know your way around ${topic}.`,
    applauseFailText: `Not there yet: you need ${passScore}% to pass. Go back over ${topic} and try again.`,
  });
}

const SINGLE_ANSWER = {
  right: (value: string) => `Right: ${value} is correct.`,
  wrong: (value: string) => `Not quite: ${value} is not the answer.`,
};
const SEVERAL_ANSWERS = {
  right: (value: string) => `Yes: ${value} is one of the answers.`,
  wrong: (value: string) => `Not quite: ${value} is not one of the answers.`,
};

/** One line per option saying whether it is right; a question with several right options says so. */
export function choiceFeedbackOf(question: QuestionForFeedback): ChoiceFeedback {
  const lines = question.options.filter((option) => option.correct).length > 1 ? SEVERAL_ANSWERS : SINGLE_ANSWER;
  const feedback = question.options.map((option) => {
    const value = plainText(option.value) || 'this option';
    return { optionId: option.id, text: option.correct ? lines.right(value) : lines.wrong(value) };
  });
  return choiceFeedbackSchema.parse({ feedback });
}
