// Ports for processes a test or a benchmark starts beside others on this machine.
import fs from 'node:fs';
import net from 'node:net';

/**
 * Above the e2e suite's ports at its default offset (up to 22999: README.md, "Ports"); those of
 * `npm start` and of the benchmarks' "before" site are outside the range (below 10000, or 50000 and up).
 */
const LOWEST_FREE_PORT = 23_000;

/** The first port of the system's ephemeral range (Linux's own setting; its default elsewhere). */
export function ephemeralRangeStart(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

/** Ports this process has handed out: never twice. */
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Distinct ports that were free a moment ago, chosen at random below the ephemeral range: between
 * this check and a server's listen (seconds, for a database that runs initdb first), the kernel
 * could give a port of that range to any outgoing connection, and the server would not start.
 */
export async function freePorts(count: number): Promise<number[]> {
  const highest = ephemeralRangeStart() - 1;
  const ports: number[] = [];
  for (let attempt = 0; ports.length < count; attempt++) {
    if (attempt === 1000) throw new Error(`No ${count} free ports between ${LOWEST_FREE_PORT} and ${highest}`);
    const port = LOWEST_FREE_PORT + Math.floor(Math.random() * (highest - LOWEST_FREE_PORT + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    ports.push(port);
  }
  return ports;
}
