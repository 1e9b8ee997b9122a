/**
 * The benchmarks that are scripts of their own (`bench:startup`, `bench:learner`, `bench:media`,
 * `bench:packages`): each starts its servers, browser or processes itself and repeats itself,
 * giving median, min and max. A whole `npm run bench` runs each once on embedded defaults, the
 * machine settled before, and reports its figures under `embedded` beside the cases'.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const STANDALONE = [
  { key: 'startup', script: 'startup.ts', args: [] },
  { key: 'learnerSlowPhone', script: 'learner-page.ts', args: [] },
  { key: 'media', script: 'media.ts', args: ['variants'] },
  { key: 'packages', script: 'packages.ts', args: [] },
] as const;

/** Runs one script in a child process; resolves with the JSON document it printed, or an error description. */
export function runStandalone(
  { script, args }: (typeof STANDALONE)[number],
  env: NodeJS.ProcessEnv,
): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, script), ...args], {
      cwd: join(here, '../..'),
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    child.on('close', (code, signal) => {
      // The document is the script's last output: it starts at the last line that opens an object.
      const start = stdout.lastIndexOf('\n{') + 1;
      try {
        resolve(JSON.parse(stdout.slice(start)) as Record<string, unknown>);
      } catch {
        resolve({ error: `${script} exited with ${signal ?? code} and no JSON document`, stdout: stdout.slice(-2000) });
      }
    });
  });
}
