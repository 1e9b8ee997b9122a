/**
 * The benchmarks that are scripts of their own (`bench:startup`, `bench:learner`, `bench:media`,
 * `bench:packages`): each starts its servers, browser or processes itself and repeats itself,
 * giving median, min and max. A whole `npm run bench` runs each once on embedded defaults, the
 * machine settled before, and reports its figures under `embedded` beside the cases'.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childJson } from './child-json';

const here = dirname(fileURLToPath(import.meta.url));

export const STANDALONE = [
  { key: 'startup', script: 'startup.ts', args: [] },
  { key: 'learnerSlowPhone', script: 'learner-page.ts', args: [] },
  { key: 'media', script: 'media.ts', args: ['variants'] },
  { key: 'packages', script: 'packages.ts', args: [] },
] as const;

/** Runs one script in a child process; resolves with the JSON document it printed, or an error description. */
export const runStandalone = ({ script, args }: (typeof STANDALONE)[number], env: NodeJS.ProcessEnv) =>
  childJson(['--import', 'tsx', join(here, script), ...args], { cwd: join(here, '../..'), env });
