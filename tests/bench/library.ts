/**
 * npm run bench:library — the library at scale: 100,000 modules in one organisation
 * (BENCH_LIBRARY_MODULES to change it; `--smoke` for 2,000), GET /api/courses/list latency per
 * query kind over HTTP. PostgreSQL when DATABASE_URL is set, else PGlite. Prints one JSON document.
 */
import { databaseLabel } from '../support/database';
import setupPGliteTemplate from '../support/global-setup';
import { benchLibrary } from './library.bench-case';

await setupPGliteTemplate();
const smoke = process.argv.includes('--smoke');
const modules = Number(process.env.BENCH_LIBRARY_MODULES) || undefined;
console.log(JSON.stringify({ database: databaseLabel, ...(await benchLibrary({ smoke, modules })) }, null, 2));
