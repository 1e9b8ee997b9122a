import { createContext, useContext } from 'react';
import { fixedValue, type SharedValue, useSharedValue } from '../hooks/sharedValue';

/**
 * The server revision the editor's content reflects. An editor that keeps showing an older value
 * while its author types (rich text, whose caret must not jump) reports the revision it last
 * matched, so its save is based there and a co-author's newer change is answered 412, not overwritten.
 * Every save changes it: a shared value, so a change re-renders the editors that read it, not the list.
 */
export const DraftRevision = createContext<SharedValue<number>>(fixedValue(-1));

export const useDraftRevision = () => useSharedValue(useContext(DraftRevision));
