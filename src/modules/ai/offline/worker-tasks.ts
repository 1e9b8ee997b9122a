import type { AiProvider } from '../provider';
import { offlineProvider } from '.';

/**
 * The offline provider's methods as worker tasks (in-workers.ts runs them): one argument each, and
 * no signal, since a job that must stop has its worker stopped.
 */
const provider = offlineProvider();
const never = new AbortController().signal;

type Input<K extends keyof AiProvider> = AiProvider[K] extends (input: infer I, signal: AbortSignal) => unknown
  ? I
  : never;

export const outline = (input: Input<'outline'>) => provider.outline(input, never);
export const questions = (input: Input<'questions'>) => provider.questions(input, never);
export const rewrite = (input: Input<'rewrite'>) => provider.rewrite(input, never);
export const labels = (input: Input<'labels'>) => provider.labels(input, never);
export const feedbackByResult = (input: Input<'feedbackByResult'>) => provider.feedbackByResult(input, never);
export const feedbackByChoices = (input: Input<'feedbackByChoices'>) => provider.feedbackByChoices(input, never);
export const trivia = (input: Input<'trivia'>) => provider.trivia(input, never);
