/**
 * Clients behind a load balancer in front of several instances: the balancer checks each
 * instance's /api/ready and sends calls only to those ready; a call refused, broken or answered
 * 503 is sent again to another instance, as a balancer's retry (or the app's own) would, so the
 * user sees no error. Counts what was retried and what failed for good.
 */
export function loadBalancer(instances: () => string[], checkEveryMs = 100) {
  const ready = new Set<string>();
  let next = 0;
  let stopped = false;
  const stats = { calls: 0, retried: 0, failed: 0 };

  const checking = (async () => {
    while (!stopped) {
      await Promise.all(
        instances().map(async (url) => {
          const ok = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
            (r) => r.status === 200,
            () => false,
          );
          if (ok) ready.add(url);
          else ready.delete(url);
        }),
      );
      await new Promise((r) => setTimeout(r, checkEveryMs));
    }
  })();

  function pick(): string {
    const live = instances().filter((u) => ready.has(u));
    const pool = live.length > 0 ? live : instances();
    return pool[next++ % pool.length]!;
  }

  return {
    stats,
    ready: () => [...ready],
    /** Sends one call through the balancer; answers its status (0: it failed on every attempt). */
    async call(method: string, path: string, token: string, body?: unknown): Promise<number> {
      stats.calls++;
      for (let attempt = 1; attempt <= 8; attempt++) {
        try {
          const res = await fetch(`${pick()}/api${path}`, {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          await res.arrayBuffer();
          if (res.status !== 503) return res.status;
        } catch {
          // Refused or broken: another instance.
        }
        stats.retried++;
        await new Promise((r) => setTimeout(r, 25 * attempt));
      }
      stats.failed++;
      return 0;
    },
    async stop() {
      stopped = true;
      await checking;
    },
  };
}
