import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  saveQueueMachine,
  selectHasUnsavedChanges,
  selectIsSettled,
  selectSaveStatus,
  selectUnsavedValues,
  type Patch,
  type SaveStatus,
} from './saveQueue.machine';

type SaveQueueActor = Actor<typeof saveQueueMachine>;

export type SaveFunction<TPatch extends Patch> = (patch: TPatch, signal: AbortSignal) => Promise<unknown>;

export interface SaveQueue<TPatch extends Patch> {
  status: SaveStatus;
  hasUnsavedChanges: boolean;
  /** Values not yet confirmed by the server; show them over the server's copy. */
  unsaved: Partial<TPatch>;
  change: (patch: Partial<TPatch>) => void;
  /** Drops these keys' unsaved values (a version the author chose not to keep). */
  discard: (keys: string[]) => void;
  /** Saves what is pending now and resolves once nothing is left to save (or autosave is off). */
  flush: () => Promise<void>;
  /** Saves what is pending now, even where autosave is off. */
  saveNow: () => void;
}

/**
 * Runs a save queue for as long as the component is mounted, and beyond: when the component goes
 * away (route change) the queue flushes and stays alive until its last save has settled.
 */
export function useSaveQueue<TPatch extends Patch>(save: SaveFunction<TPatch>, enabled: boolean): SaveQueue<TPatch> {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  const [actor] = useState(() => {
    const saveActor = fromPromise<unknown, { patch: Patch }>(({ input, signal }) =>
      latestSave.current(input.patch as TPatch, signal),
    );
    return createActor(saveQueueMachine.provide({ actors: { save: saveActor } }), { input: { enabled } });
  });

  const cancelDrain = useRef<(() => void) | null>(null);
  useEffect(() => {
    cancelDrain.current?.();
    actor.start();
    const flush = () => actor.send({ type: 'flush' });
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
      cancelDrain.current = stopWhenSettled(actor);
    };
  }, [actor]);

  useEffect(() => {
    actor.send({ type: 'setEnabled', enabled });
  }, [actor, enabled]);

  const change = useCallback((patch: Partial<TPatch>) => actor.send({ type: 'change', patch }), [actor]);
  const discard = useCallback((keys: string[]) => actor.send({ type: 'discard', keys }), [actor]);
  const flush = useCallback(() => {
    actor.send({ type: 'flush' });
    return settled(actor);
  }, [actor]);
  const saveNow = useCallback(() => actor.send({ type: 'saveNow' }), [actor]);

  return {
    status: useSelector(actor, selectSaveStatus),
    hasUnsavedChanges: useSelector(actor, selectHasUnsavedChanges),
    unsaved: useSelector(actor, selectUnsavedValues) as Partial<TPatch>,
    change,
    discard,
    flush,
    saveNow,
  };
}

function settled(actor: SaveQueueActor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!selectIsSettled(actor.getSnapshot())) return false;
      subscription?.unsubscribe();
      resolve();
      return true;
    };
    let subscription: { unsubscribe(): void } | undefined;
    if (check()) return;
    subscription = actor.subscribe(check);
  });
}

/**
 * Stops the actor once nothing is left to save. Deferred by a microtask so that an immediate
 * remount (React StrictMode re-runs effects synchronously) can cancel it and keep the actor.
 */
function stopWhenSettled(actor: SaveQueueActor): () => void {
  let cancelled = false;
  let unsubscribe = () => {};
  const stopIfSettled = () => {
    if (!selectIsSettled(actor.getSnapshot())) return;
    unsubscribe();
    actor.stop();
  };
  queueMicrotask(() => {
    if (cancelled) return;
    unsubscribe = actor.subscribe(stopIfSettled).unsubscribe;
    stopIfSettled();
  });
  return () => {
    cancelled = true;
    unsubscribe();
  };
}
