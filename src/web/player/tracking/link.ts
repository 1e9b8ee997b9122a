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

/** The player's line to an LMS: a SCORM API in a parent window, or a relay to the dispatch package. */
export interface LmsLink {
  snapshot: Snapshot;
  /** Longest suspend data the LMS keeps. */
  suspendLimit: number;
  report(report: Report): void;
  finish(): void;
}
