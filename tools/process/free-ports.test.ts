import net from 'node:net';
import { ephemeralRangeStart, freePorts } from './free-ports.ts';

function listen(port: number): Promise<net.Server> {
  const server = net.createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

test('free ports are distinct, above the e2e suite’s and below the ephemeral range, and never handed out twice', async () => {
  const first = await freePorts(20);
  const second = await freePorts(20);
  const all = [...first, ...second];
  expect(new Set(all).size).toBe(40);
  for (const port of all) {
    expect(port).toBeGreaterThanOrEqual(23_000);
    expect(port).toBeLessThan(ephemeralRangeStart());
  }
  const servers = await Promise.all(first.map(listen));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});
