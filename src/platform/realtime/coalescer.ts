/**
 * Passes on at most one value per key per `intervalMs`: the first at once, later ones within the
 * interval collapse into the latest, passed on when the interval ends.
 */
export function createCoalescer<T>(intervalMs: number, emit: (value: T) => void) {
  const slots = new Map<string, { pending: { value: T } | null; timer: NodeJS.Timeout }>();

  function open(key: string) {
    const timer = setTimeout(() => {
      const slot = slots.get(key);
      slots.delete(key);
      if (!slot?.pending) return;
      emit(slot.pending.value);
      open(key);
    }, intervalMs);
    timer.unref();
    slots.set(key, { pending: null, timer });
  }

  return {
    offer(key: string, value: T): void {
      const slot = slots.get(key);
      if (slot) slot.pending = { value };
      else {
        emit(value);
        open(key);
      }
    },
    /** Forgets a value still waiting for its interval to end. */
    drop(key: string): void {
      const slot = slots.get(key);
      if (slot) slot.pending = null;
    },
    clear(): void {
      for (const slot of slots.values()) clearTimeout(slot.timer);
      slots.clear();
    },
  };
}
