/** The message bus port: fire-and-forget fan-out between server instances. */
export type MessageHandler = (payload: string) => void;

export interface Bus {
  /** Throws when the bus is disconnected: nothing is queued to be sent later. */
  publish(subject: string, payload: string): void;
  /** Subject may end in `>` for everything below it. Returns the unsubscribe function. */
  subscribe(subject: string, handler: MessageHandler): () => void;
  /** Resolves once everything published so far has reached the bus; rejects when it cannot. */
  flush(): Promise<void>;
  /** Throws when the bus is unreachable. */
  check(): Promise<void>;
  /** False while the connection is lost (messages published meanwhile by anyone may never arrive). */
  connected(): boolean;
  /**
   * Calls `listener(false)` when the connection is lost and `listener(true)` once it is back and
   * subscriptions are in place again. Returns the function that stops listening.
   */
  onConnection(listener: (up: boolean) => void): () => void;
  close(): Promise<void>;
}
