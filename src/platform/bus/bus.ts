/** The message bus port: fire-and-forget fan-out between server instances. */
export type MessageHandler = (payload: string) => void;

export interface Bus {
  publish(subject: string, payload: string): void;
  /** Subject may end in `>` for everything below it. Returns the unsubscribe function. */
  subscribe(subject: string, handler: MessageHandler): () => void;
  /** Resolves once everything published so far has left this process. */
  flush(): Promise<void>;
  /** Throws when the bus is unreachable. */
  check(): Promise<void>;
  close(): Promise<void>;
}
