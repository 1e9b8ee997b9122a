import { createContext, useContext } from 'react';
import type { Block } from '../../modules/courses/content';

/** How a learner went through a block played to an end (a scenario): the replies chosen in order, and the end's outcome. */
export type PlayedWay = { choices: string[]; success: boolean; description: string };

/**
 * Where a block played to an end tells the player the way the learner went (the player journals
 * it to the LMS and counts the block finished); outside the player (the editor's views) nobody listens.
 */
const PlayedContext = createContext<(block: Block, way: PlayedWay) => void>(() => {});
export const PlayedProvider = PlayedContext.Provider;
export const usePlayed = () => useContext(PlayedContext);
