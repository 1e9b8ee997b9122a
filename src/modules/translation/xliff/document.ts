import { AppError } from '../../../platform/errors';
import type { Run, Tagged } from '../inline-codes';

export type XliffVersion = '1.2' | '2.0';

/** One segment to translate: its source words and codes, and the translation so far (if any). */
type XliffUnit = { id: string; note?: string; source: Tagged; target?: Run[] };

export type XliffDocument = {
  courseId: string;
  courseTitle: string;
  sourceLanguage: string;
  targetLanguage: string;
  units: XliffUnit[];
};

/** What a translator's file holds, in file order; `target` is null where the unit has no target at all. */
export type ImportedXliff = {
  version: XliffVersion;
  courseId: string;
  sourceLanguage: string;
  targetLanguage: string;
  units: Array<{ id: string; source: Run[]; target: Run[] | null }>;
};

/** A file Tessera cannot read as one course's XLIFF; the message is for the person who uploaded it. */
export class XliffUnreadable extends AppError {
  constructor(message: string) {
    super('bad_request', message);
    this.name = 'XliffUnreadable';
  }
}
