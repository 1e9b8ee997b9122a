import type { Migrations } from './platform/db/migrations';
import { eventStoreMigrations } from './platform/eventstore/postgres/schema';

/** Every table of the product, from the event store to the read models. */
export const allMigrations: Migrations = {
  ...eventStoreMigrations,
};
