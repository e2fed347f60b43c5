// Ports of the site the e2e suite starts (away from `npm start`'s, so both can run at once), and
// a block of spare ports per worker for tests that start their own shell or remote.
// `E2E_PORT_OFFSET` moves every one of them, so two checkouts can run the suite side by side
// (0 and 9000, say). It may not move them into the system's ephemeral range (32768 and up on
// Linux), where the kernel picks the local ports of outgoing connections: a test's server that
// warms up before it listens could find its port taken by one of them.
import { kinds, readEnvironment, readOrExit, withDefault } from '@pv/shared/config/environment.ts';
import { remotePortsAt } from '@pv/tools/local-site/remote-addresses.ts';
import { ephemeralRangeStart } from '@pv/tools/process/free-ports.ts';

const { E2E_PORT_OFFSET: offset } = readOrExit('The end-to-end suite', () =>
  readEnvironment({ E2E_PORT_OFFSET: withDefault(kinds.wholeNumber, 0) }, process.env),
);

export const e2ePorts = {
  shell: 18080 + offset,
  /** Each remote's default port moved to 13000: 13001 to 13004. */
  remotes: remotePortsAt(13_000 + offset),
  supabase: { port: 15421 + offset, dbPort: 15422 + offset, postgrestPort: 15423 + offset },
} as const;

/** The composed site's origin in the suite. */
export const e2eOrigin = `http://localhost:${e2ePorts.shell}`;

/** Worker indexes with a block of spare ports (Playwright gives a restarted worker a new index). */
const SPARE_BLOCKS = 30;
const SPARE_BASE = 20_000;

/** Ports a slot holds: a worker's block of 100 has 10 slots. */
const SLOT_PORTS = 10;

/**
 * The ports of one slot of a worker's block: 20000 + offset + 100 * worker + 10 * slot, and up.
 * Tests of one worker run one after another, so a slot is a test's own while it runs, and no other
 * process of the suite takes its ports between a test's choice and its servers' listen.
 */
export function sparePortSlot(workerIndex: number, slot: number, count = SLOT_PORTS): number[] {
  if (workerIndex >= SPARE_BLOCKS) throw new Error(`Worker ${workerIndex} has no spare ports: only ${SPARE_BLOCKS} workers have a block`);
  if (count > SLOT_PORTS) throw new Error(`A slot has ${SLOT_PORTS} ports, not ${count}`);
  const base = SPARE_BASE + offset + workerIndex * 100 + slot * SLOT_PORTS;
  return Array.from({ length: count }, (_, i) => base + i);
}

/** Ports for a test's own shell, remote and proxy: a slot's first three. */
export function sparePorts(workerIndex: number, slot: number) {
  const [shellPort = 0, remotePort = 0, proxyPort = 0] = sparePortSlot(workerIndex, slot, 3);
  return { shellPort, remotePort, proxyPort };
}

/** The slots of the suite's helpers that start servers (a test's own slots are 2 to 9). */
export const helperSlots = { wholeSite: 0, ownBlogStack: 1 } as const;

/** The highest port the suite may use. */
export const highestPort = SPARE_BASE + offset + SPARE_BLOCKS * 100 - 1;

/** Why the suite's ports cannot be used here, or null. */
export function portsProblem(rangeStart = ephemeralRangeStart()): string | null {
  if (highestPort < rangeStart) return null;
  const largest = rangeStart - 1 - (highestPort - offset);
  return (
    `E2E_PORT_OFFSET=${offset} moves the suite's ports up to ${highestPort}, into this system's ephemeral range ` +
    `(${rangeStart} and up), where outgoing connections take their ports: use an offset of ${largest} or less`
  );
}
