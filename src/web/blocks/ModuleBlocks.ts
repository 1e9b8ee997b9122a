import { createContext, useContext } from 'react';
import type { Block } from '../../modules/courses/content';
import { fixedValue, type SharedValue, useSharedValue } from '../hooks/sharedValue';

/**
 * The module's blocks in reading order, for an editor that points at another block (a button's
 * target). Every change to the draft changes it: a shared value, read by those editors only.
 */
export const ModuleBlocks = createContext<SharedValue<readonly Block[]>>(fixedValue([]));

export const useModuleBlocks = () => useSharedValue(useContext(ModuleBlocks));
