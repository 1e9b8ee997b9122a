import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

const NATS_SERVER = '/usr/sbin/nats-server';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A nats-server of the test's own on a fixed port, which the test can kill -9 and start again. */
export function natsProcess(port: number) {
  let child: ChildProcess | null = null;
  return {
    url: `nats://127.0.0.1:${port}`,
    async start(): Promise<void> {
      child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await accepts(port))) {
        if (child.exitCode !== null) throw new Error(`nats-server exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error('nats-server did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    /** kill -9, and wait until the process is gone. */
    async kill(): Promise<void> {
      const gone = child;
      child = null;
      if (!gone || gone.exitCode !== null || gone.signalCode !== null) return;
      const exited = new Promise((r) => gone.once('exit', r));
      gone.kill('SIGKILL');
      await exited;
    },
  };
}
