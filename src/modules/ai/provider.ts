import type { ChoiceFeedback, GeneratedQuestion, Outline, ResultFeedback, RewriteKind } from './outputs';

/** A document the author uploaded, as text (its name for the outline's sake). */
export type SourceText = { name: string; text: string };

/** One question for feedback per option: its title, its options and which are right. */
export type QuestionForFeedback = {
  title: string;
  options: { id: string; value: string; correct: boolean }[];
};

/** A generation and what it cost: tokens for a model, characters read for the offline provider. */
export type Generated<T> = { output: T; units: number; unit: 'tokens' | 'characters' };

/**
 * The assistant's provider port: an OpenAI-compatible server, or the offline provider that needs
 * no network. Every method takes the author's text as data, never as instructions, and returns
 * output already validated against outputs.ts. `signal` aborts the work (the author left).
 */
export interface AiProvider {
  /** Says which provider runs, for the UI and the usage records ("offline", "openai-compatible: gpt-4o-mini"). */
  readonly name: string;
  outline(input: { prompt: string; sources: SourceText[] }, signal: AbortSignal): Promise<Generated<Outline>>;
  questions(
    input: { prompt: string; content: string; count: number },
    signal: AbortSignal,
  ): Promise<Generated<GeneratedQuestion[]>>;
  /** `content` is a block's text (HTML for text blocks); the answer is in the same form. */
  rewrite(
    input: { kind: RewriteKind; prompt: string; content: string },
    signal: AbortSignal,
  ): Promise<Generated<string>>;
  /** Labels for the module: each once, none of those it carries already (`existing`). */
  labels(input: { content: string; existing: string[] }, signal: AbortSignal): Promise<Generated<string[]>>;
  feedbackByResult(
    input: { content: string; passScore: number },
    signal: AbortSignal,
  ): Promise<Generated<ResultFeedback>>;
  feedbackByChoices(input: { question: QuestionForFeedback }, signal: AbortSignal): Promise<Generated<ChoiceFeedback>>;
  /** A short "did you know" about the topic, for an in-between block. */
  trivia(input: { prompt: string; content: string }, signal: AbortSignal): Promise<Generated<string>>;
}

/** A provider cannot do what was asked (the offline one cannot invent new facts): said to the author as it is. */
export class AiUnsupported extends Error {
  override readonly name = 'AiUnsupported';
}
