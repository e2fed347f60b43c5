// Ports of the site the e2e suite starts (away from `npm start`'s, so both can run at once), and
// a block of spare ports per worker for tests that start their own shell or remote.
// `E2E_PORT_OFFSET` moves every one of them, so two checkouts can run the suite side by side.
import { kinds, readEnvironment, readOrExit, withDefault } from '@pv/shared/config/environment.ts';
import { remotePortsAt } from '@pv/tools/local-site/remote-addresses.ts';

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

/** Ports for a test's own shell, remote and proxy: 20000 + offset + 100 * worker + 10 * slot, + 0/1/2. */
export function sparePorts(workerIndex: number, slot: number) {
  const base = 20_000 + offset + workerIndex * 100 + slot * 10;
  return { shellPort: base, remotePort: base + 1, proxyPort: base + 2 };
}
