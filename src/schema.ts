import type { Migrations } from './platform/db/migrations';
import { eventStoreMigrations } from './platform/eventstore/postgres/schema';
import { personalDataMigrations } from './platform/eventstore/personal-data/schema';
import { limitMigrations } from './platform/limits/schema';
import { checkpointMigrations } from './platform/projections/checkpoints';
import { setAsideMigrations } from './platform/projections/set-aside';
import { projections } from './read-models';
import { toolKeyMigrations } from './modules/lti';

/** Every table of the product, from the event store to the read models. */
export const allMigrations: Migrations = Object.assign(
  {},
  eventStoreMigrations,
  checkpointMigrations,
  setAsideMigrations,
  limitMigrations,
  personalDataMigrations,
  toolKeyMigrations,
  ...projections.map((p) => p.migrations),
);
