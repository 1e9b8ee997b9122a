import { useRef } from 'react';
import type { Block } from '../../modules/courses/content';
import { isChoice } from '../blocks/questionData';
import type { Question } from '../../modules/delivery/shared';
import type { StatementSender } from './learner-statements';
import type { InteractionResponse, LmsLink } from './tracking/link';

/** A question's answer as an interaction response: the options chosen (place and text), or the text typed. */
export function questionResponse(block: Question, given: string[]): InteractionResponse {
  if (!isChoice(block.data.type)) return { kind: 'fill-in', text: given[0] ?? '' };
  const chosen = block.data.options.flatMap((option, place) =>
    given.includes(option.id) ? [{ place, text: option.value }] : [],
  );
  return { kind: 'choice', chosen };
}

/** The answer as a report reads it: the options' texts, or the text typed. */
const responseText = (response: InteractionResponse) =>
  response.kind === 'choice'
    ? response.chosen.map((c) => c.text).join(', ')
    : response.kind === 'fill-in'
      ? response.text
      : response.pairs.map(([l, r]) => `${l + 1}-${r + 1}`).join(', ');

/**
 * The learner's answers and finished games, journaled to the LMS as interactions, each timed from
 * when its block came into view (or from the learner's previous answer to it); for a share-link
 * learner, also told as `answered` statements (for an xAPI LRS).
 */
export function useInteractions(link: LmsLink | null, statements?: StatementSender) {
  const since = useRef(new Map<string, number>());
  const record = (block: Block, response: InteractionResponse, correct: boolean, description: string) => {
    const at = Date.now();
    const latencyMs = at - (since.current.get(block.id) ?? at);
    since.current.set(block.id, at);
    link?.record({ blockId: block.id, response, correct, latencyMs, at, description });
    statements?.({
      verb: 'answered',
      blockId: block.id,
      name: description.slice(0, 500),
      response: responseText(response).slice(0, 1000),
      success: correct,
    });
  };
  return {
    shown(blockId: string) {
      if (!since.current.has(blockId)) since.current.set(blockId, Date.now());
    },
    answered(block: Question, given: string[], correct: boolean) {
      record(block, questionResponse(block, given), correct, block.data.title);
    },
    /** A game is recorded once all its pairs are matched, so always as correct. */
    played(block: Block, pairs: [number, number][]) {
      record(block, { kind: 'matching', pairs }, true, block.title);
    },
  };
}
