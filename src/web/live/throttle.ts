export interface Throttled {
  (): void;
  cancel(): void;
}

/** Runs `run` at once, then at most once per `intervalMs`: calls in between collapse into one at the end of the interval. */
export function throttle(run: () => void, intervalMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let calledMeanwhile = false;

  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!calledMeanwhile) return;
      calledMeanwhile = false;
      run();
      open();
    }, intervalMs);
  };

  const throttled = () => {
    if (timer !== undefined) {
      calledMeanwhile = true;
      return;
    }
    run();
    open();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    calledMeanwhile = false;
  };
  return throttled;
}
