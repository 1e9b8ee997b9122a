/** The most leases one of `instances` instances holds, so that together they hold all `leases`. */
export function fairShare(leases: number, instances: number): number {
  return Math.ceil(leases / Math.max(instances, 1));
}

/** The leases to hand on so that at most `share` stay: the newest taken (`held` is oldest first). */
export function overShare(held: string[], share: number): string[] {
  return held.slice(Math.max(share, 0));
}
