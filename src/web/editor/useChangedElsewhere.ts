import { useEffect, useMemo, useRef, useState } from 'react';
import { type Content, sameJson } from '../../modules/courses/content';
import { blockKey, changedBlockIds, type DraftPatch } from './draftPatch';

/**
 * The blocks this author has unsaved changes in that a co-author changed meanwhile: shown at once
 * ("Ana changed this block"), settled when the author's save is answered with a choice. A new
 * server value equal to what this author sent is their own save landing, not someone else's.
 */
export function useChangedElsewhere(server: Content, unsaved: DraftPatch, sending: () => DraftPatch) {
  const before = useRef(server);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server copy is the trigger; unsaved is read as it is then
  useEffect(() => {
    const previous = before.current;
    before.current = server;
    if (previous === server) return;
    const sent = sending();
    const fresh = changedBlockIds(unsaved)
      .filter((id) => !sameJson(previous.blocks[id], server.blocks[id]))
      .filter((id) => !sameJson(server.blocks[id], sent[blockKey(id)] ?? unsaved[blockKey(id)]));
    if (fresh.length) setChanged((ids) => new Set([...ids, ...fresh]));
  }, [server]);
  const open = [...changed].filter((id) => blockKey(id) in unsaved);
  const openKey = open.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: openKey stands for open
  return useMemo<ReadonlySet<string>>(() => new Set(open), [openKey]);
}
