// wrk (Debian package `wrk`: a load generator in C, so a measurement is not limited by its client)
// for the benchmarks: checks it is installed, and reads its latency percentiles.
import { execFileSync } from 'node:child_process';

/** Exits with a hint when wrk is missing. */
export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('wrk is not installed: apt-get install wrk');
      process.exit(1);
    }
  }
}

/** A percentile (e.g. "99") of wrk's `--latency` output, in milliseconds. */
export function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`\\s${percentile}%\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) throw new Error(`Unexpected wrk output:\n${output}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** wrk leaves an answer slower than its time-out (2 s by default) out of the percentiles: wait longer, so none is. */
export const WRK_TIMEOUT = '10s';
