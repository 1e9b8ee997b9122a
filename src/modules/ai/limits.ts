/** An instruction is a paragraph or two; the material it works on comes separately. */
export const PROMPT_MAX = 4000;
/** A module's text: a long module is well under this. */
export const CONTENT_MAX = 200_000;
export const QUESTIONS_MAX = 20;
/** What the assistant reads of one document: a long report's worth, not a library's. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_MAX_PAGES = 60;
/** A Word document is a ZIP: the files in it, and what they unpack to, are counted before it is read. */
export const DOCX_MAX_ENTRIES = 2_000;
export const DOCX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** How long reading one document may take, off the event loop, before it is given up. */
export const DOCUMENT_READ_SECONDS = 30;
/** How many documents one outline reads. */
export const OUTLINE_DOCUMENTS_MAX = 5;
/** A dictated recording: minutes of compressed speech. */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §9: a dictation records for at most this long unless the author stops it sooner. */
export const RECORDING_SECONDS = 30;
