/** An outbound request that was refused or failed; `reason` says why in words an author can act on. */
export class OutboundError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'OutboundError';
  }
}
