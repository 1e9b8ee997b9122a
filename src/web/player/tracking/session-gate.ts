/**
 * A dispatch session's writes reach the LMS only while Tessera says the session is open: what
 * waits is written after one check, so a revoked dispatch stops reporting at its next report.
 * `flush` (the page is unloading) writes what still waits unchecked: a learner's last answer
 * must not be lost to a check that cannot finish.
 */
export function sessionGate(refusal: () => Promise<string | null>, onClosed: (message: string) => void) {
  let pending: (() => void)[] = [];
  let checking = false;
  let closed = false;

  async function drain() {
    if (checking) return;
    checking = true;
    while (pending.length > 0 && !closed) {
      const checked = pending.length;
      const refused = await refusal();
      if (refused !== null) {
        closed = true;
        pending = [];
        onClosed(refused);
        break;
      }
      for (const write of pending.splice(0, checked)) write();
    }
    checking = false;
  }

  return {
    pass(write: () => void) {
      if (closed) return;
      pending.push(write);
      void drain();
    },
    flush() {
      if (!closed) for (const write of pending.splice(0)) write();
    },
    get closed() {
      return closed;
    },
  };
}
