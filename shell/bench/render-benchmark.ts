// Server render latency at 50 concurrent connections, measured with wrk (Debian package `wrk`; a
// load generator in C, so the measurement is not limited by the client). Starts the composed
// production build as a process (run `npm run build` first) with a fresh database, and a second
// shell server beside it with the render cache off (PAGE_CACHE_MS=0). For each path it reports
// p50/p90/p99 and answers per second from the render cache (the same URL again and again: the
// steady state) and with every request rendering (cache off, and each request a URL of its own,
// `?bench=<n>` added, so that no two share a render: what visitors to many different pages, or a
// crawler, cost).
// Every answer is counted by status: one that is not the path's own (200 for a route of the route
// table, 404 for any other path), a socket error, or no answer within 10 s fails the run (exit 1).
// Usage: npm run bench:render -w @pv/shell -- [--seconds 10] [--connections 50] [--workers N] [paths...]
// (--workers sets SHELL_WORKERS on both servers; without it they take their default.)
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { findRoute } from '@pv/shared/contract/routes.ts';
import { startSiteProcess, type SiteProcess } from '@pv/tools/local-site/site-process.ts';
import { startShellServer, type RunningShellServer } from '@pv/tools/local-site/shell-server.ts';
import { freePorts } from '../../tools/process/free-ports.ts';
import { latencyMs, requireWrk, WRK_TIMEOUT } from './wrk.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/security', '/privacy', '/chart-my-course', '/blog', '/does-not-exist'];

requireWrk();

interface Run {
  p50: number;
  p90: number;
  p99: number;
  rps: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
}

const statusScript = path.join(import.meta.dirname, 'wrk-statuses.lua');

/** `unique`: each request a URL of its own, so none can share another's render. */
async function wrk(url: string, seconds: number, urls: 'same' | 'unique' = 'same'): Promise<Run> {
  const options = [`-t2`, `-c${values.connections}`, `-d${seconds}s`, '--latency', '--timeout', WRK_TIMEOUT, '-s', statusScript];
  const args = [...options, '-H', 'accept-encoding: br, gzip', url, '--', urls];
  const { stdout: out } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const ms = (label: string) => latencyMs(out, label);
  const counts = out.split('\n').find((line) => line.startsWith('{"statuses"'));
  if (!counts) throw new Error(`No status counts in wrk's output:\n${out}`);
  const { statuses, errors } = JSON.parse(counts) as Pick<Run, 'statuses' | 'errors'>;
  return { p50: ms('50'), p90: ms('90'), p99: ms('99'), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), statuses, errors };
}

/** What a path must answer: a route of the table renders its page, anything else is the 404 page. */
const expectedStatus = (pathname: string) => (findRoute(new URL(pathname, 'http://localhost').pathname) ? 200 : 404);

/** Every answer that is not the expected status, and every socket error, in words; empty when none. */
function failures(run: Run, expected: number): string[] {
  const wrong = Object.entries(run.statuses)
    .filter(([status]) => Number(status) !== expected)
    .map(([status, count]) => `${count} x ${status}`);
  const errors = Object.entries(run.errors)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind} error${count === 1 ? '' : 's'}`);
  return [...wrong, ...errors];
}

const workerEnv: Record<string, string> = values.workers ? { SHELL_WORKERS: values.workers } : {};
let site: SiteProcess | undefined;
let uncached: RunningShellServer | undefined;
let exitCode = 1;
try {
  site = await startSiteProcess(workerEnv);
  const [port] = await freePorts(1);
  uncached = await startShellServer({
    port: port ?? 0,
    remoteUrls: site.remoteUrls,
    supabase: { url: site.supabaseUrl, anonKey: site.anonKey },
    env: { ...workerEnv, PAGE_CACHE_MS: '0' },
  });

  const seconds = Number(values.seconds);
  const rows: string[] = [];
  const problems: string[] = [];
  for (const p of paths) {
    const expected = expectedStatus(p);
    await wrk(`${site.url}${p}`, 2);
    await wrk(`${uncached.url}${p}`, 2, 'unique');
    const cached = await wrk(`${site.url}${p}`, seconds);
    const fresh = await wrk(`${uncached.url}${p}`, seconds, 'unique');
    const fmt = (run: Run) => `${run.p50.toFixed(1)} / ${run.p90.toFixed(1)} / ${run.p99.toFixed(1)} ms (${run.rps.toFixed(0)}/s)`;
    const wrong = [...failures(cached, expected).map((f) => `cache on: ${f}`), ...failures(fresh, expected).map((f) => `rendering: ${f}`)];
    rows.push(`| ${p} | ${fmt(cached)} | ${fmt(fresh)} | ${wrong.length ? wrong.join(', ') : `all ${expected}`} |`);
    problems.push(...wrong.map((w) => `${p} ${w} (expected ${expected})`));
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(
    `\n${values.connections} concurrent connections, ${seconds} s per run, ${os.cpus().length} cores, load average ${load}, SHELL_WORKERS ${values.workers ?? 'default'}\n`,
  );
  console.log('| path | render cache on: p50 / p90 / p99 | every request renders: p50 / p90 / p99 | answers |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (problems.length > 0) console.error(`\nFailed: answers other than expected:\n  ${problems.join('\n  ')}`);
  exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await uncached?.stop();
  await site?.stop();
}
process.exit(exitCode);
