/** What the LMS knew when the player started (SCORM cmi values, read once). */
export type Snapshot = {
  learnerId: string;
  learnerName: string;
  entry: string;
  location: string;
  suspendData: string;
  masteryScore: number | null;
  /** The learner's language as the LMS knows it ('' when it does not say). */
  language: string;
};

/** What the player tells the LMS after each change. */
export type Report = {
  progress: number;
  completed: boolean;
  score: number | null;
  passed: boolean | null;
  location: string;
  suspendData: string;
};

/** What the learner answered, in the terms of the LMS's interaction types. */
export type InteractionResponse =
  /** The options chosen, each by its place among the question's options (from 0) and its text. */
  | { kind: 'choice'; chosen: { place: number; text: string }[] }
  | { kind: 'fill-in'; text: string }
  /** The pairs matched, each as the places of its two cards (from 0). */
  | { kind: 'matching'; pairs: [number, number][] };

/** One answer to a question, or one finished game: a line of the LMS's per-question report. */
export type Interaction = {
  blockId: string;
  response: InteractionResponse;
  correct: boolean;
  /** From the question coming into view (or the learner's previous answer to it) to this answer. */
  latencyMs: number;
  /** When the learner answered, in ms since the epoch. */
  at: number;
  /** The question as the learner read it. */
  description: string;
};

/** The player's line to an LMS: a SCORM API in a parent window, or a relay to the dispatch package. */
export interface LmsLink {
  snapshot: Snapshot;
  /** Longest suspend data the LMS keeps. */
  suspendLimit: number;
  report(report: Report): void;
  /** Journals an answer; the report that follows every answer commits it. */
  record(interaction: Interaction): void;
  finish(): void;
  /**
   * The learner leaves (a cmi5 AU's exit): the session ends once everything is told, and the LMS
   * takes the learner back when it said where. Absent where the LMS has its own way out (SCORM).
   */
  exit?(): Promise<void>;
}
