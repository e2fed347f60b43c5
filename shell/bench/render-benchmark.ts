// Server render latency at 50 concurrent connections, measured with wrk (Debian package `wrk`; a
// load generator in C, so the measurement is not limited by the client). Starts the composed
// production build on its own ports (run `npm run build` first) with a fresh database, then for
// each path reports p50/p90/p99 from the render cache (the steady state) and with the cache off
// (no page kept; requests for one URL that arrive while it renders still share that render, which
// is what makes /blog, whose render waits for its data, far cheaper here than a legal page).
// Usage: npm run bench:render -w @pv/shell -- [--seconds 10] [paths...]
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startComposedSite } from '@pv/tools/local-site/composed-site.ts';
import { remotePortsAt } from '@pv/tools/local-site/remote-addresses.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const paths = positionals.length > 0 ? positionals : ['/security', '/privacy', '/chart-my-course', '/blog', '/does-not-exist'];

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: apt-get install wrk');
    process.exit(1);
  }
}

interface Latency {
  p50: number;
  p90: number;
  p99: number;
  rps: number;
}

// Asynchronous: the local Supabase API gateway runs in this process and must keep answering.
async function wrk(url: string, seconds: number): Promise<Latency> {
  const args = ['-t2', `-c${values.connections}`, `-d${seconds}s`, '--latency', '-H', 'accept-encoding: br, gzip', url];
  const { stdout: out } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const ms = (label: string) => {
    const match = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) throw new Error(`Unexpected wrk output:\n${out}`);
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return { p50: ms('50'), p90: ms('90'), p99: ms('99'), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-bench-'));
fs.chmodSync(dataDir, 0o755);
const site = await startComposedSite({
  shellPort: 14080,
  remotePorts: remotePortsAt(14_000),
  supabase: { dataDir, port: 14421, dbPort: 14422, postgrestPort: 14423, log: () => {} },
});
const uncached = await startComposedSite({
  shellPort: 14090,
  remotePorts: remotePortsAt(14_010),
  supabase: { dataDir: `${dataDir}-2`, port: 14431, dbPort: 14432, postgrestPort: 14433, log: () => {} },
  env: { PAGE_CACHE_MS: '0' },
}).catch(async (error: unknown) => {
  await site.stop();
  throw error;
});

try {
  const seconds = Number(values.seconds);
  const rows: string[] = [];
  for (const p of paths) {
    await wrk(`${site.url}${p}`, 2);
    await wrk(`${uncached.url}${p}`, 2);
    const cached = await wrk(`${site.url}${p}`, seconds);
    const fresh = await wrk(`${uncached.url}${p}`, seconds);
    const fmt = (l: Latency) => `${l.p50.toFixed(1)} / ${l.p90.toFixed(1)} / ${l.p99.toFixed(1)} ms (${l.rps.toFixed(0)}/s)`;
    rows.push(`| ${p} | ${fmt(cached)} | ${fmt(fresh)} |`);
  }
  console.log(`\n${values.connections} concurrent connections, ${seconds} s per run, ${os.cpus().length} cores\n`);
  console.log('| path | render cache on: p50 / p90 / p99 | render cache off: p50 / p90 / p99 |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await site.stop();
  await uncached.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-2`, { recursive: true, force: true });
}
