import { spawn } from 'node:child_process';

/**
 * Runs `node …args` with stderr passed through; resolves with the JSON document it printed last on
 * stdout (from the last line that opens an object: one line or pretty-printed), or with an error
 * description. A child still running after `timeoutMs` is killed.
 */
export function childJson(
  args: string[],
  { cwd, env, timeoutMs }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            process.stderr.write(`[bench] ${args.join(' ')} exceeded ${timeoutMs / 1000} s, stopping it\n`);
            child.kill('SIGKILL');
          }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(stdout.slice(stdout.trimEnd().lastIndexOf('\n{') + 1)) as Record<string, unknown>);
      } catch {
        resolve({ error: `child exited with ${signal ?? code} and no JSON result`, stdout: stdout.slice(-2000) });
      }
    });
  });
}
