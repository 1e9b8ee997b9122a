import type { Decider } from '../../../platform/commands/decider';
import { badRequest, notFound } from '../../../platform/errors';
import { GLOSSARY_LIMITS, type GlossaryEvent, type GlossaryTerm } from './events';

/** The organisation's terms by id, in the order they were first saved. */
export type GlossaryState = ReadonlyMap<string, GlossaryTerm>;

export type GlossaryCommand =
  /** A new term (its id new), or a change to one the glossary has. */
  | { type: 'SaveTerm' | 'ChangeTerm'; orgId: string; term: GlossaryTerm }
  | { type: 'RemoveTerm'; orgId: string; termId: string };

export const TERM_NOT_FOUND = 'Glossary term not found';
export const TOO_MANY_TERMS = `Invalid term: a glossary holds at most ${GLOSSARY_LIMITS.terms} terms`;
export const NO_TRANSLATION = 'Invalid translations: give at least one, or mark the term never translated';
export const termTaken = (term: string) => `Invalid term: “${term}” is already in the glossary`;

const sameTerm = (a: GlossaryTerm, b: GlossaryTerm) =>
  a.language === b.language && a.term.toLocaleLowerCase() === b.term.toLocaleLowerCase();

function saveTerm(state: GlossaryState, orgId: string, term: GlossaryTerm): GlossaryEvent[] {
  if (!state.has(term.termId) && state.size >= GLOSSARY_LIMITS.terms) throw badRequest(TOO_MANY_TERMS);
  if ([...state.values()].some((other) => other.termId !== term.termId && sameTerm(other, term)))
    throw badRequest(termTaken(term.term), { field: 'term' });
  // A term never translated has no translations to keep.
  const translations = term.keep ? {} : term.translations;
  if (!term.keep && Object.keys(translations).length === 0) throw badRequest(NO_TRANSLATION, { field: 'translations' });
  const saved = { ...term, translations };
  const before = state.get(term.termId);
  if (before && JSON.stringify(before) === JSON.stringify(saved)) return [];
  return [{ type: 'GlossaryTermSaved', data: { orgId, ...saved } }];
}

export const glossaryDecider: Decider<GlossaryState, GlossaryCommand, GlossaryEvent> = {
  initialState: new Map(),
  evolve(state, event) {
    const next = new Map(state);
    if (event.type === 'GlossaryTermSaved') {
      const { orgId: _org, ...term } = event.data;
      next.set(term.termId, term);
    } else next.delete(event.data.termId);
    return next;
  },
  decide(command, state) {
    const termId = command.type === 'RemoveTerm' ? command.termId : command.term.termId;
    if (command.type !== 'SaveTerm' && !state.has(termId)) throw notFound(TERM_NOT_FOUND);
    if (command.type !== 'RemoveTerm') return saveTerm(state, command.orgId, command.term);
    return [{ type: 'GlossaryTermRemoved', data: { orgId: command.orgId, termId } }];
  },
};
