// The site under sustained load: wrk drives 50 concurrent connections for 60 s over a mix of
// requests (wrk-mix.lua picks each one): pages of the route table (answered from the render cache),
// blog searches no cache holds, blog posts, 404s for paths never asked before, and the shell's
// static assets. Reports answers by status, socket errors, p50/p99, and the memory (RSS) of the
// shell's processes, the primary and its workers summed, at the end of a warm-up and of each run
// (the median of the last third of samples taken every 2 s). Then the
// same again with one remote (--remote, mf_blog by default) stopped halfway through.
// Fails (exit 1) on a socket error, an answer other than 200 and 404 in the first run (or 503 in
// the second), more 404s than 404 requests, or memory at the end more than 10% above the start.
// Starts the composed production build as a process (run `npm run build` first) for the remotes and
// the backend, and a shell server beside it whose remote reaches the site through a proxy the
// script closes: that remote is down for the shell from then on. Loopback only.
// Usage: npm run bench:load -w @pv/shell -- [--seconds 60] [--connections 50] [--warmup 60] [--remote mf_blog]
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { remoteNames, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { liveRoutes } from '@pv/shared/contract/routes.ts';
import { startSiteProcess, type SiteProcess } from '@pv/tools/local-site/site-process.ts';
import { startShellServer, type RunningShellServer } from '@pv/tools/local-site/shell-server.ts';
import { freePorts } from '../../tools/process/free-ports.ts';
import { latencyMs, requireWrk, WRK_TIMEOUT } from './wrk.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '60' },
    remote: { type: 'string', default: 'mf_blog' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const stoppedRemote = values.remote as RemoteName;
if (!remoteNames.includes(stoppedRemote)) throw new Error(`--remote must be one of ${remoteNames.join(', ')}`);
requireWrk();

/** Memory at the end may exceed the start (after the warm-up) by at most this share. */
const MAX_MEMORY_DRIFT = 0.1;
const RSS_SAMPLE_MS = 2_000;

/** Published posts of the seed. */
const POSTS = [
  '/blog/reading-your-first-term-sheet',
  '/blog/runway-math-when-to-start-raising',
  '/blog/how-to-build-an-investor-pipeline-that-actually-closes',
  '/blog/the-seed-pitch-deck-slide-by-slide',
  '/blog/safes-vs-priced-rounds-what-founders-actually-give-up',
];
const SEARCH_WORDS = ['term', 'runway', 'pitch', 'safe', 'investor', 'boston'];

function mixFile(): string {
  const pages = liveRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
  const assets = fs
    .readdirSync(path.resolve(import.meta.dirname, '../dist/browser'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`);
  const lines = [
    `page 50 ${pages.join('|')}`,
    `search 15 ${SEARCH_WORDS.map((word) => `/blog?q=${word}&bench=`).join('|')}`,
    `post 15 ${POSTS.join('|')}`,
    `missing 10 /no-such-page-`,
    `asset 10 ${[...assets, '/favicon.svg'].join('|')}`,
  ];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pv-load-')), 'mix.txt');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

interface Run {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  sent: Record<string, number>;
  statuses: Record<string, number>;
  errors: Record<string, number>;
}

const mixScript = path.join(import.meta.dirname, 'wrk-mix.lua');

async function wrk(url: string, runSeconds: number, mix: string): Promise<Run> {
  const args = ['-t2', `-c${connections}`, `-d${runSeconds}s`, '--latency', '--timeout', WRK_TIMEOUT, '-s', mixScript];
  const { stdout: out } = await promisify(execFile)('wrk', [...args, '-H', 'accept-encoding: br, gzip', url, '--', mix], {
    encoding: 'utf8',
  });
  const counts = out.split('\n').find((line) => line.startsWith('{"sent"'));
  if (!counts) throw new Error(`No counts in wrk's output:\n${out}`);
  const { sent, statuses, errors } = JSON.parse(counts) as Pick<Run, 'sent' | 'statuses' | 'errors'>;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  return {
    requests,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: latencyMs(out, '50'),
    p99: latencyMs(out, '99'),
    sent,
    statuses,
    errors,
  };
}

/** Resident memory of the process listening on `port` and its children (the shell's primary and workers), in MB. */
function shellRssMb(port: number): { mb: number; processes: number } {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const primary = /pid=(\d+)/.exec(listening)?.[1];
  if (!primary) throw new Error(`No process listens on port ${port}`);
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const kb = [primary, ...children].reduce((sum, pid) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
  return { mb: kb / 1024, processes: 1 + children.length };
}

/**
 * The shell's memory over a run: sampled every 2 s while `run` goes on, reduced to the median of the
 * last third of the samples, so that one garbage collection (which moves RSS by tens of MB either
 * way) decides nothing.
 */
async function withMemory<T>(port: number, run: () => Promise<T>): Promise<{ result: T; mb: number; processes: number }> {
  const samples: number[] = [];
  let processes = 0;
  const sample = () => {
    const rss = shellRssMb(port);
    samples.push(rss.mb);
    processes = rss.processes;
  };
  const timer = setInterval(sample, RSS_SAMPLE_MS);
  const result = await run();
  clearInterval(timer);
  sample();
  const last = samples.slice(-Math.max(1, Math.floor(samples.length / 3))).sort((a, b) => a - b);
  return { result, mb: last[Math.floor(last.length / 2)] ?? Number.NaN, processes };
}

/** Forwards connections to `target` until `close()`; then the port refuses them, like a stopped server. */
async function startTcpProxy(port: number, target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** What is wrong with a run, in words; empty when nothing is. */
function problems(run: Run, allowed: readonly number[]): string[] {
  const found = Object.entries(run.statuses)
    .filter(([status]) => !allowed.includes(Number(status)))
    .map(([status, count]) => `${count} answers ${status}`);
  for (const kind of ['connect', 'read', 'write', 'timeout'] as const) {
    if ((run.errors[kind] ?? 0) > 0) found.push(`${run.errors[kind]} socket ${kind} errors`);
  }
  // Requests still in flight when wrk stops are sent but never answered: at most one per connection.
  if ((run.statuses['404'] ?? 0) > (run.sent.missing ?? 0))
    found.push(`${run.statuses['404']} answers 404 for ${run.sent.missing ?? 0} missing paths`);
  return found;
}

const row = (label: string, run: Run, before: number, after: number) => {
  const statuses = Object.entries(run.statuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
  const errors = Object.values(run.errors).reduce((sum, n) => sum + n, 0) - (run.errors.status ?? 0);
  const drift = ((after - before) / before) * 100;
  return `| ${label} | ${run.requests} (${run.rps.toFixed(0)}/s) | ${statuses} | ${errors} | ${run.p50.toFixed(1)} / ${run.p99.toFixed(1)} ms | ${before.toFixed(0)} -> ${after.toFixed(0)} MB (${drift >= 0 ? '+' : ''}${drift.toFixed(1)}%) |`;
};

let site: SiteProcess | undefined;
let shell: RunningShellServer | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
let exitCode = 1;
try {
  const mix = mixFile();
  site = await startSiteProcess();
  const [shellPort, proxyPort] = (await freePorts(2)) as [number, number];
  proxy = await startTcpProxy(proxyPort, new URL(site.remoteUrls[stoppedRemote]));
  shell = await startShellServer({
    port: shellPort,
    remoteUrls: { ...site.remoteUrls, [stoppedRemote]: proxy.url },
    supabase: { url: site.supabaseUrl, anonKey: site.anonKey },
  });

  const url = shell.url;
  const start = await withMemory(shellPort, () => wrk(url, Number(values.warmup), mix));
  const { result: steady, ...afterSteady } = await withMemory(shellPort, () => wrk(url, seconds, mix));

  const halfway = setTimeout(
    () => {
      console.log(`${stoppedRemote} stopped (its port now refuses connections)`);
      void proxy?.close();
    },
    (seconds * 1000) / 2,
  );
  const { result: withFault, ...afterFault } = await withMemory(shellPort, () => wrk(url, seconds, mix));
  clearTimeout(halfway);

  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(
    `\n${connections} connections, ${seconds} s per run, ${os.cpus().length} cores, load average ${load}, ${start.processes} shell processes`,
  );
  console.log(`mix: pages 50%, blog searches 15%, posts 15%, 404s 10%, assets 10%; sent: ${JSON.stringify(steady.sent)}\n`);
  console.log('| run | requests | answers | socket errors | p50 / p99 | shell RSS (primary + workers) |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('steady', steady, start.mb, afterSteady.mb));
  console.log(row(`${stoppedRemote} stopped halfway`, withFault, afterSteady.mb, afterFault.mb));

  const found = [
    ...problems(steady, [200, 404]).map((p) => `steady: ${p}`),
    ...problems(withFault, [200, 404, 503]).map((p) => `${stoppedRemote} stopped: ${p}`),
  ];
  if ((afterSteady.mb - start.mb) / start.mb > MAX_MEMORY_DRIFT)
    found.push(`memory grew from ${start.mb.toFixed(0)} to ${afterSteady.mb.toFixed(0)} MB`);
  if (found.length > 0) console.error(`\nFailed:\n  ${found.join('\n  ')}`);
  exitCode = found.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await shell?.stop();
  await proxy?.close().catch(() => {});
  await site?.stop();
}
process.exit(exitCode);
