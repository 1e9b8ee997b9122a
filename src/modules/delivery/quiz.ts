import type { Block, BlockOf } from '../courses';
import type { LearnerModule } from './learner-module';

export type Question = BlockOf<'QuestionBlockComponent'>;
export const isQuestion = (b: Block): b is Question => b.type === 'QuestionBlockComponent';

/** The quiz: the blocks the author included, or every question when none were picked. */
export function quizQuestions(module: Pick<LearnerModule, 'blocks' | 'settings'>): Question[] {
  const questions = module.blocks.filter(isQuestion);
  const included = new Set(module.settings.quiz.blocksIncludedInQuiz);
  return included.size ? questions.filter((q) => included.has(q.id)) : questions;
}
