import type { AiProvider, Generated } from '../provider';
import { choiceFeedbackOf, resultFeedbackOf } from './feedback';
import { labelsOf } from './labels';
import { outlineOf } from './outline';
import { questionsOf } from './questions';
import { rewriteOf } from './rewrite';
import { triviaOf } from './trivia';

/** What the offline provider reads is what it counts: characters. */
const generated = <T>(output: T, ...inputs: string[]): Generated<T> => ({
  output,
  units: inputs.reduce((sum, input) => sum + input.length, 0),
  unit: 'characters',
});

/**
 * The assistant without network or model weights: deterministic text methods (wink-nlp) that
 * work only from what the author gave, so it cannot follow instructions hidden in a document and
 * says so, rather than make things up, when a task needs a model.
 */
export function offlineProvider(): AiProvider {
  return {
    name: 'offline',
    async outline({ prompt, sources }, signal) {
      signal.throwIfAborted();
      return generated(outlineOf(prompt, sources, signal), prompt, ...sources.map((source) => source.text));
    },
    async questions({ prompt, content, count }, signal) {
      signal.throwIfAborted();
      return generated(questionsOf(content, count, signal), prompt, content);
    },
    async rewrite({ kind, prompt, content }, signal) {
      signal.throwIfAborted();
      return generated(rewriteOf(kind, content), prompt, content);
    },
    async labels({ content, existing }, signal) {
      signal.throwIfAborted();
      return generated(labelsOf(content, existing), content);
    },
    async feedbackByResult({ content, passScore }, signal) {
      signal.throwIfAborted();
      return generated(resultFeedbackOf(content, passScore), content);
    },
    async feedbackByChoices({ question }, signal) {
      signal.throwIfAborted();
      const read = [question.title, ...question.options.map((option) => option.value)];
      return generated(choiceFeedbackOf(question), ...read);
    },
    async trivia({ prompt, content }, signal) {
      signal.throwIfAborted();
      return generated(triviaOf(prompt, content), prompt, content);
    },
  };
}
