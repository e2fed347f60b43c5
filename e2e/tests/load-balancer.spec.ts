// The shell keeps no state between requests: behind the balancer docker-compose.yml runs (nginx,
// the same configuration), two replicas answer the site, and stopping one while requests flow
// costs no request.
import { test, expect } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { startShell } from '../support/isolated-site';
import { startBalancer } from '../support/nginx-balancer';

/** Pages of every remote, the shell's own answers, and a 404, each with the status it must have. */
const paths: [string, number][] = [
  ['/', 200],
  ['/about', 200],
  ['/programs', 200],
  ['/blog', 200],
  ['/chart-my-course', 200],
  ['/security', 200],
  ['/robots.txt', 200],
  ['/healthz', 200],
  ['/no-such-page', 404],
];
const REQUESTS = 120;
const STOP_AFTER = 30;
const CONCURRENCY = 4;

test(`${REQUESTS} requests through nginx, one of two shell replicas stopped after ${STOP_AFTER}: every one answered`, async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shellPort, remotePort: secondShellPort, proxyPort } = sparePorts(testInfo.workerIndex, 5);
  const replicas = await Promise.all([shellPort, secondShellPort].map((port) => startShell(port, { env: { SHELL_WORKERS: '1' } })));
  const balancer = await startBalancer(proxyPort, [shellPort, secondShellPort]);
  try {
    // Both replicas render each page once first, so the count below measures the balancer, not a cold start.
    for (const [pathname] of paths) for (const replica of replicas) await request.get(`${replica.url}${pathname}`);

    const wrong: string[] = [];
    let done = 0;
    let stopped: Promise<void> | null = null;
    const worker = async (offset: number) => {
      for (let i = offset; i < REQUESTS; i += CONCURRENCY) {
        const [pathname, status] = paths[i % paths.length] ?? ['/', 200];
        try {
          const response = await request.get(`${balancer.url}${pathname}`, { maxRedirects: 0 });
          if (response.status() !== status) wrong.push(`${pathname}: ${response.status()}`);
        } catch (error) {
          wrong.push(`${pathname}: ${String(error)}`);
        }
        if (++done === STOP_AFTER) stopped = replicas[0]?.stop() ?? null;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, offset) => worker(offset)));
    await stopped;
    expect(done).toBe(REQUESTS);
    expect(stopped).not.toBeNull();
    expect(wrong).toEqual([]);
  } finally {
    await balancer.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
  }
});
