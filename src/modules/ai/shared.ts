// What the editor shares with the assistant: the shapes of its answers and the limits of its requests.
export * from './limits';
export { NOTHING_HEARD } from './dictation-messages';
export {
  type GeneratedQuestion,
  generatedQuestionSchema,
  type Outline,
  outlineSchema,
  REWRITE_KINDS,
  type ResultFeedback,
  resultFeedbackSchema,
  type RewriteKind,
} from './outputs';
