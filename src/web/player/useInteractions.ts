import { useRef } from 'react';
import { type Block, type BlockOf, itemOfPlace, pileOfPlace } from '../../modules/courses/content';
import { isChoice } from '../blocks/questionData';
import type { Question } from '../../modules/delivery/shared';
import type { PlayedWay } from '../blocks/played';
import type { LearnerStatements } from './learner-statements';
import type { InteractionResponse, LmsLink } from './tracking/link';
import { response2004 } from './tracking/scorm-interactions';

/** A question's answer as an interaction response: the options chosen (place and text), or the text typed. */
function questionResponse(block: Question, given: string[]): InteractionResponse {
  if (!isChoice(block.data.type)) return { kind: 'fill-in', text: given[0] ?? '' };
  const chosen = block.data.options.flatMap((option, place) =>
    given.includes(option.id) ? [{ place, text: option.value }] : [],
  );
  return { kind: 'choice', chosen };
}

/** Where the learner put the items of a sorting: each item's place (as shown) matched with its pile's. */
export function sortingResponse(block: BlockOf<'SortingBlockComponent'>, given: string[]): InteractionResponse {
  const { items, piles } = block.data;
  const pairs = given.map((place): [number, number] => [
    items.findIndex((item) => item.id === itemOfPlace(place)),
    piles.findIndex((pile) => pile.id === pileOfPlace(place)),
  ]);
  return { kind: 'matching', pairs: pairs.filter(([item, pile]) => item >= 0 && pile >= 0) };
}

/**
 * The learner's answers, finished games and conversations played to an end, journaled to the LMS as interactions, each timed from
 * when its block came into view (or from the learner's previous answer to it); for a share-link
 * learner, also told as `answered` statements (for an xAPI LRS).
 */
export function useInteractions(link: LmsLink | null, statements?: LearnerStatements) {
  const since = useRef(new Map<string, number>());
  const record = (block: Block, response: InteractionResponse, correct: boolean, description: string) => {
    const at = Date.now();
    const latencyMs = at - (since.current.get(block.id) ?? at);
    since.current.set(block.id, at);
    link?.record({ blockId: block.id, response, correct, latencyMs, at, description });
    statements?.send({
      verb: 'answered',
      blockId: block.id,
      name: description.slice(0, 500),
      interactionType: response.kind,
      // xAPI's cmi.interaction responses share SCORM 2004's format.
      response: response2004(response),
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
    /** A sorting, each time it is checked. */
    sorted(block: BlockOf<'SortingBlockComponent'>, given: string[], correct: boolean) {
      record(block, sortingResponse(block, given), correct, block.data.prompt.trim() || block.title);
    },
    /** A game is recorded once all its pairs are matched, so always as correct. */
    played(block: Block, pairs: [number, number][]) {
      record(block, { kind: 'matching', pairs }, true, block.title);
    },
    /**
     * A conversation played to an end: the replies chosen, each by its step (so a reply taken twice
     * in a loop is still its own identifier); right when the end is a success.
     */
    walked(block: Block, way: PlayedWay) {
      const chosen = way.choices.map((text, place) => ({ place, text }));
      record(block, { kind: 'choice', chosen }, way.success, way.description);
    },
  };
}
