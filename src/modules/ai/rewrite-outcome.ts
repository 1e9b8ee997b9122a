import { plainText } from './offline/text';

/** What the author reads of a text: its words, whitespace and markup aside. */
const readable = (text: string): string => plainText(text).replace(/\s+/g, ' ').trim();

/**
 * A rewrite as the author is given it. `unchanged`: it reads as the text did (a provider may hand
 * the text back when there is nothing to shorten, simplify or fix), so the web says so instead of
 * offering it. SPEC §7 gives the call no response shape beyond the content: the flag is added
 * beside it, and a client that does not know it still gets the content.
 */
export const rewriteOutcome = (before: string, after: string) => ({
  content: after,
  unchanged: readable(before) === readable(after),
});
