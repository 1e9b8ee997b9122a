/**
 * Events per read and per batch for every store follower (projections, the relay, workers). One
 * size for all: live, their reads of the store's tail are then the same question, answered by one
 * shared read (eventstore/postgres/shared-tail.ts) instead of one per size.
 */
export const FOLLOWER_BATCH_SIZE = 2000;
