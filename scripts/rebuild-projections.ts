// npm run projections:rebuild [name]: empties read models and replays the whole store into them.
import { openDatabase, openEventStore } from '../src/start/open-platform';
import { loadConfig } from '../src/platform/config';
import { migrate } from '../src/platform/db/migrations';
import { rebuildProjection } from '../src/platform/projections/runner';
import { projections } from '../src/read-models';
import { allMigrations } from '../src/schema';

const name = process.argv[2];
const chosen = name ? projections.filter((p) => p.name === name) : projections;
if (chosen.length === 0) {
  console.error(`No projection named ${name}. Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
// With the embedded database, a running Tessera holds the folder: this refuses, naming it.
const database = await openDatabase(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
await migrate(database, allMigrations);
const store = await openEventStore(config, database);
try {
  for (const projection of chosen) {
    const started = performance.now();
    const { events, setAside } = await rebuildProjection(database, store, projection);
    const aside = setAside ? `; ${setAside} set aside (it could not apply them: see /api/admin/instance/work)` : '';
    console.log(
      `${projection.name}: replayed ${events} events in ${Math.round(performance.now() - started)} ms${aside}`,
    );
  }
} finally {
  await store.close();
  await database.close();
}
