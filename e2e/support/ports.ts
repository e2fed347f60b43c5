// Ports of the site the e2e suite starts (away from `npm start`'s, so both can run at once), and
// a block of spare ports per worker for tests that start their own shell or remote.
export const e2ePorts = {
  shell: 18080,
  remotes: { mf_marketing: 13001, mf_programs: 13002, mf_blog: 13003, mf_assessment: 13004 },
  supabase: { port: 15421, dbPort: 15422, postgrestPort: 15423 },
} as const;

/** Ports for a test's own shell, remote and proxy: 20000 + 100 * worker + 10 * slot, + 0/1/2. */
export function sparePorts(workerIndex: number, slot: number) {
  const base = 20_000 + workerIndex * 100 + slot * 10;
  return { shellPort: base, remotePort: base + 1, proxyPort: base + 2 };
}
