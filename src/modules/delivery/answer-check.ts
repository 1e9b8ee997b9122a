import { checkAnswer } from '../courses';
import type { Question } from './quiz';

/** Whether a learner's answer is right, checked as their player checks it: against the hashes their module carries. */
export const isRightAnswer = (question: Question, given: string[]) =>
  checkAnswer(
    question.id,
    given,
    (question.data as { answerHashes?: string[] }).answerHashes ?? [],
    question.data.caseSensitive,
  );
