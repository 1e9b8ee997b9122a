import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * A value its owner passes far down (through a context that never changes) to the few components
 * that read it: a change re-renders those readers only, instead of React searching every card of
 * a long list for them on each change, as a context whose value changes would.
 */
export interface SharedValue<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

function createSharedValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next: T) => {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

/** A value that never changes: what a reader with no owner above it sees. */
export const fixedValue = <T>(value: T): SharedValue<T> => createSharedValue(value);

/** The owner's side: one SharedValue for the component's life, holding `value` as of its last commit. */
export function useOwnedValue<T>(value: T): SharedValue<T> {
  const [shared] = useState(() => createSharedValue(value));
  useLayoutEffect(() => shared.set(value), [shared, value]);
  return shared;
}

/** A reader's side: the value now, re-rendering when it changes (the same value when rendered to a string). */
export const useSharedValue = <T>(shared: SharedValue<T>): T =>
  useSyncExternalStore(shared.subscribe, shared.get, shared.get);
