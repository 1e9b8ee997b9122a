import type { GlossaryEntry } from '../engines/engine';
import type { GlossaryTerm } from './events';

const base = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The terms that apply from one language into another, longest first (so "Check in" wins over
 * "Check"): a term of the source's language with a translation into the target (its region's, else
 * its language's), or one never translated.
 */
export function glossaryForPair(terms: readonly GlossaryTerm[], from: string, to: string): GlossaryEntry[] {
  const entries = terms.flatMap((term) => {
    if (base(term.language) !== base(from)) return [];
    const target = term.keep ? term.term : (term.translations[to] ?? term.translations[base(to)]);
    return target === undefined ? [] : [{ source: term.term, target }];
  });
  return entries.sort((a, b) => b.source.length - a.source.length);
}
