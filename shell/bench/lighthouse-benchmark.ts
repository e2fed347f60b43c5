// Lighthouse (mobile, default throttling) for the home page, a legal page and the 404 page, server-rendered
// against the same pages rendered in the browser (RENDER_MODE=client), in one run on one machine.
// Lighthouse refuses to audit a document answered with 404, so the 404 page is audited through a
// small proxy that changes only that status to 200. Run `npm run build` first.
// Usage: npm run bench:lighthouse -w @pv/shell -- [--runs 3]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromiumArgs, chromiumExecutable } from '../../shared/build/chromium.ts';
import { startComposedSite } from '@pv/tools/local-site/composed-site.ts';
import { remotePortsAt, remoteUrlEnv } from '@pv/tools/local-site/remote-addresses.ts';
import { startNodeProcess, stopProcess, waitForHttp } from '@pv/tools/local-site/processes.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const pages = [
  { label: 'home page', path: '/' },
  { label: 'legal page', path: '/security' },
  { label: '404 page', path: '/no-such-page' },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-lighthouse-'));
fs.chmodSync(dataDir, 0o755);
const remotePorts = remotePortsAt(15_000);
const site = await startComposedSite({
  shellPort: 15080,
  remotePorts,
  supabase: { dataDir, port: 15521, dbPort: 15522, postgrestPort: 15523, log: () => {} },
});
const clientShell = startNodeProcess('dist/server/index.cjs', {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: '15090',
    SITE_ORIGIN: 'http://localhost:15090',
    RENDER_MODE: 'client',
    SUPABASE_URL: site.supabaseUrl,
    SUPABASE_ANON_KEY: site.anonKey,
    ...remoteUrlEnv((name) => `http://localhost:${remotePorts[name]}`),
  },
});

/** Forwards to `target`, answering 404 documents with 200 so Lighthouse audits them. */
function statusProxy(port: number, target: number) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502), answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  server.listen(port);
  return server;
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
}

// Asynchronous: the status proxy runs in this process and must keep answering meanwhile.
async function lighthouse(url: string): Promise<Scores> {
  const output = path.join(dataDir, 'report.json');
  const flags = ['--headless=new', ...chromiumArgs].join(' ');
  await promisify(execFile)('npx', [
    '-y',
    'lighthouse@13.5.0',
    url,
    `--chrome-path=${chromiumExecutable()}`,
    `--chrome-flags=${flags}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ]);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  };
  const score = (key: string) => Math.round((report.categories[key]?.score ?? NaN) * 100);
  const value = (key: string) => report.audits[key]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const proxies = [statusProxy(15180, 15080), statusProxy(15190, 15090)];
try {
  await waitForHttp('http://localhost:15090/healthz');
  const rows: string[] = [];
  for (const page of pages) {
    for (const [mode, port] of [
      ['server-rendered', 15180],
      ['client-rendered', 15190],
    ] as const) {
      const runs: Scores[] = [];
      for (let i = 0; i < Number(values.runs); i++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try.
        const url = `http://localhost:${port}${page.path}`;
        runs.push(await lighthouse(url).catch(() => lighthouse(url)));
      }
      const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${page.label} | ${mode} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${(m('js') / 1024).toFixed(0)} KB |`,
      );
    }
  }
  console.log(`\nLighthouse 13.5, mobile preset, median of ${values.runs} runs\n`);
  console.log('| page | rendering | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  for (const proxy of proxies) proxy.close();
  await stopProcess(clientShell);
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
