// Ports of the site the e2e suite starts (away from `npm start`'s, so both can run at once), and
// a block of spare ports per worker for tests that start their own shell or remote.
export const e2ePorts = {
  shell: 18080,
  remotes: { mf_marketing: 13001, mf_programs: 13002, mf_blog: 13003, mf_assessment: 13004 },
  supabase: { port: 15421, dbPort: 15422, postgrestPort: 15423 },
} as const;

/** Ten free ports for test `index` of a worker: 20000 + 100 * worker + 10 * slot. */
export function sparePorts(workerIndex: number, slot: number): number[] {
  const base = 20_000 + workerIndex * 100 + slot * 10;
  return Array.from({ length: 10 }, (_, i) => base + i);
}
