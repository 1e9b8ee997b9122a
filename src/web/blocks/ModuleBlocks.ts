import { createContext, useContext } from 'react';
import type { Block } from '../../modules/courses/content';

/** The module's blocks in reading order, for an editor that points at another block (a button's target). */
export const ModuleBlocks = createContext<readonly Block[]>([]);

export const useModuleBlocks = () => useContext(ModuleBlocks);
