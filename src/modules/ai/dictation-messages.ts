/** A recording the recogniser heard no words in: the author's to try again, said by the server and shown by the editor. */
export const NOTHING_HEARD = 'No words were recognised in the recording. Speak clearly and try again.';
