import type * as z from 'zod/mini';

/** What a translator fills in, and what sanitising cleans: rich text (html) or plain text. */
export type TextKind = 'html' | 'text';

/** The translatable fields of the kinds (translation/segments.ts lists them with the spec's). */
export type KindTextField =
  | 'itemTitle'
  | 'itemText'
  | 'statementText'
  | 'quoteText'
  | 'quoteSource'
  | 'listItem'
  | 'buttonLabel'
  | 'cardFront'
  | 'cardBack'
  | 'eventDate'
  | 'intro'
  | 'summary'
  | 'characterName'
  | 'sceneLine'
  | 'choiceText'
  | 'choiceFeedback'
  | 'endText'
  | 'chartTitle'
  | 'chartUnits'
  | 'chartLabelHeading'
  | 'chartSeries'
  | 'chartLabel'
  | 'codeCaption'
  | 'continueLabel'
  | 'sortPrompt'
  | 'pileTitle'
  | 'sortItem'
  | 'alt'
  | 'caption'
  | 'markerTitle'
  | 'markerText'
  | 'markerAlt'
  | 'attachmentDescription';

/**
 * One of a block's words an author wrote: translated (a segment `<blockId>.<key>`), read by the
 * assistant and the reading time, and, when html, sanitised before it is stored.
 */
export type KindText<D> = {
  /** Stable while the text exists (item ids, not positions): `item.<id>.title`. */
  key: string;
  /** The kind of translatable field, as the translation workspace names it. */
  field: KindTextField;
  /** 1-based place among texts of the same field in the block. */
  index?: number;
  kind: TextKind;
  source: string;
  /** The block's data with this text set to `text`. */
  set(data: D, text: string): D;
};

/**
 * How a learner finishes the block, when completion tracks it (the module's "track text and image
 * blocks" setting): `explored` once every part of it was opened; `seen` once scrolled to, like a
 * text block; `played` once the learner plays it to an end (a scenario), counted with questions
 * and games (the "track non-scorable questions" setting); `checked`: the learner's answer is
 * checked, and the block counts as a question outside the quiz does (the same setting): once right
 * or out of attempts; `none`: there is nothing to finish (a divider).
 */
export type KindCompletion = 'explored' | 'seen' | 'played' | 'checked' | 'none';

/** A block type beyond the spec's eleven: everything the server knows of it, in one place. */
export type BlockKind<T extends string = string, S extends z.ZodMiniType = z.ZodMiniType> = {
  type: T;
  /** Its default title (the block library's name is the web's). */
  title: string;
  data: S;
  /** An empty block's data; `newId` gives ids for its parts. */
  empty(newId: () => string): z.infer<S>;
  texts(data: z.infer<S>): KindText<z.infer<S>>[];
  /** The files it shows or offers (its images, a character's picture, an attachment), which every package carries; '' is none yet. */
  media?(data: z.infer<S>): string[];
  completion: KindCompletion;
  /** Whether a learner can finish it as it is (a scenario: an end can be reached); it counts only then. */
  finishable?(data: z.infer<S>): boolean;
};

export const defineBlockKind = <const T extends string, S extends z.ZodMiniType>(kind: BlockKind<T, S>) => kind;
