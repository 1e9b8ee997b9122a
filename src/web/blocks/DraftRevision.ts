import { createContext, useContext } from 'react';

/**
 * The server revision the editor's content reflects. An editor that keeps showing an older value
 * while its author types (rich text, whose caret must not jump) reports the revision it last
 * matched, so its save is based there and a co-author's newer change is answered 412, not overwritten.
 */
export const DraftRevision = createContext(-1);

export const useDraftRevision = () => useContext(DraftRevision);
