// Lighthouse 13.5 (mobile preset: simulated slow 4G, a 4x slower CPU by default) for every live
// route of the route table, the 404 page, a blog post and the blog with filters in its URL and with
// a search, and beside each, in the same run, its floor (the same page's server HTML with every
// script taken out, served by this benchmark: what a plain static page costs) and, with --peer, the
// same path on a single-page app served elsewhere (the Vite + React peer the site is compared with).
// The page, its floor, --before's page and the peer are audited in turn, each run starting one
// place later, so a change in the machine's speed falls on all of them and none is always last.
// Median of --runs runs: score, TBT, CLS, LCP and the script transferred; Lighthouse's own CPU
// benchmark index of the machine over the run, as its speed varies; then each page's accessibility
// score at the mobile and the desktop preset, as Lighthouse runs it. Then the first click on a blog
// filter, an assessment answer, a founder path and a journey-map destination, each on a freshly
// loaded page at 1280 px under a 4x CPU slowdown once its island is hydrated: the time from the
// input to the next paint (the Event Timing API, as INP measures it; 16 ms is the smallest it reports).
// Starts the composed production build as a process (run `npm run build` first). Lighthouse
// refuses to audit a document answered with 404, so every page is audited through a small proxy
// that changes only that status to 200; the floor's page is answered by that proxy too.
// Usage: npm run bench:lighthouse -w @pv/shell -- [--runs 5] [--rates 4] [--before URL] [--peer URL] [--clicks-only] [--out results.md] [paths...]
// (paths: audit only these instead of every page; --before: a running site of the previous build,
// e.g. `npm start` in a checkout of main on other ports; --peer: a running single-page app, each
// page audited at the same path there.)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { liveRoutes } from '@pv/shared/contract/routes.ts';
import { startSiteProcess, type SiteProcess } from '@pv/tools/local-site/site-process.ts';
import { chromiumArgs, chromiumExecutable } from '../../shared/build/chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    rates: { type: 'string', default: '4' },
    before: { type: 'string' },
    peer: { type: 'string' },
    'clicks-only': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const runs = Number(values.runs);
/**
 * The CPU slowdowns: Lighthouse's mobile default (4x) and a slower phone (6x). The goals are
 * relative to the floor, measured in the same run, because this machine's speed varies
 * (docs/performance.md, "How to read the machine's noise"). `--rates` picks them (default 4).
 */
const CPU_RATES_KNOWN = ['4', '6'] as const;
type CpuRate = (typeof CPU_RATES_KNOWN)[number];
const isCpuRate = (rate: string): rate is CpuRate => (CPU_RATES_KNOWN as readonly string[]).includes(rate);
const CPU_RATES = values.rates.split(',').map((rate) => {
  if (!isCpuRate(rate)) throw new Error(`--rates: ${rate} is not one of ${CPU_RATES_KNOWN.join(', ')}`);
  return rate;
});
/** The goals: within this many points of the floor's score, and at most this much TBT over the floor's. */
const SCORE_GAP_GOAL = 3;
const TBT_OVER_FLOOR_GOAL_MS = 100;
const CLICK_CPU_RATE = 4;
const CLICK_GOAL_MS = 100;

interface Scores {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  script: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-lighthouse-'));

/** Lighthouse's CLI, found once (npx resolving it before every run cost a second each time). */
const lighthouseCli = promisify(execFile)('npm', [
  'exec',
  '-y',
  '--package=lighthouse@13.5.0',
  '--',
  'sh',
  '-c',
  'command -v lighthouse',
]).then(({ stdout }) => stdout.trim());

/**
 * The audits read: the five metrics the performance score weighs (its score is the same with only
 * them: the others weigh nothing) and the requests, for the script's bytes. A run takes about 8.5 s
 * instead of 12.5 (the other 43 audits of the category are not computed).
 */
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
];

/** Lighthouse's accessibility score of a page at the mobile or the desktop preset, as Lighthouse runs it. */
async function accessibility(url: string, preset: 'mobile' | 'desktop'): Promise<number> {
  const output = path.join(workDir, 'accessibility.json');
  await promisify(execFile)(await lighthouseCli, [
    url,
    '--only-categories=accessibility',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    `--chrome-path=${chromiumExecutable()}`,
    `--chrome-flags=${['--headless=new', ...chromiumArgs].join(' ')}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ]);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as { categories: Record<string, { score: number }> };
  return Math.round((report.categories.accessibility?.score ?? NaN) * 100);
}

async function lighthouse(url: string, cpuRate: CpuRate): Promise<Scores> {
  const output = path.join(workDir, 'report.json');
  const flags = ['--headless=new', ...chromiumArgs].join(' ');
  await promisify(execFile)(await lighthouseCli, [
    url,
    // With --only-categories too, Lighthouse would run the category's every audit as well.
    `--only-audits=${AUDITS.join(',')}`,
    `--throttling.cpuSlowdownMultiplier=${cpuRate}`,
    // A second and more per run, and no metric depends on it.
    '--disable-full-page-screenshot',
    `--chrome-path=${chromiumExecutable()}`,
    `--chrome-flags=${flags}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ]);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  };
  // A run whose trace failed (NO_NAVSTART) still writes a report, without a score: tried again.
  if (report.runtimeError || !Number.isFinite(report.categories.performance?.score)) {
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError?.code ?? 'no score'}`);
  }
  const value = (key: string) => report.audits[key]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((report.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    script: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"): up to 3 tries. */
async function lighthouseWithRetries(url: string, cpuRate: CpuRate, tries = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, cpuRate);
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

/** The floor: a page's server HTML without its scripts (its code's starter and preloads, its data block, the Speculation Rules); JSON-LD stays. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
}

/** The page's headers that describe its body or connection, not the page: the floor sends its own. */
const HEADERS_OF_THE_BODY: ReadonlySet<string> = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** `FLOOR_PREFIX + path`: the floor of the page at `path`. */
const FLOOR_PREFIX = '/__floor';

/**
 * Forwards to `target`, answering 404 documents with 200 so Lighthouse audits them; a path under
 * FLOOR_PREFIX is answered with the floor of the page it names, with the page's own headers and
 * compressed as the site would. The headers matter: Lighthouse scores the same page 3 to 5
 * points lower at 9x when it comes with Cross-Origin-Opener-Policy, whatever its scripts, so a
 * floor without them would flatter itself. Each
 * floor is made once and kept, so it is answered as fast as the site answers from its render cache.
 */
async function statusProxy(target: string) {
  const { port: targetPort } = new URL(target);
  const floors = new Map<string, Promise<{ headers: Record<string, string>; body: Buffer }>>();
  const floorOf = async (pagePath: string) => {
    const page = await fetch(`${target}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...page.headers].filter(([name]) => !HEADERS_OF_THE_BODY.has(name)));
    return { headers: { ...headers, 'content-encoding': 'br' }, body: zlib.brotliCompressSync(withoutScripts(await page.text())) };
  };
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith(`${FLOOR_PREFIX}/`)) {
      const pagePath = req.url.slice(FLOOR_PREFIX.length);
      const floor = floors.get(pagePath) ?? floorOf(pagePath);
      floors.set(pagePath, floor);
      floor
        .then(({ headers, body }) => {
          res.writeHead(200, { ...headers, 'content-length': body.length });
          res.end(body);
        })
        .catch(() => {
          floors.delete(pagePath);
          res.destroy();
        });
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502), answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The pages: every live route (a route with parameters by an example), the 404 page, the blog filtered and searched. */
async function pagesOf(site: SiteProcess): Promise<{ label: string; path: string }[]> {
  // The newest post, from the site's JSON feed.
  const feed = (await (await fetch(`${site.url}/feed.json`)).json()) as { items: { url: string }[] };
  const newest = feed.items[0] && new URL(feed.items[0].url).pathname;
  const examples: Record<string, string | undefined> = { '/blog/:slug': newest };
  const pages = liveRoutes.flatMap((route) => {
    if (!route.path.includes(':')) return [{ label: route.path, path: route.path }];
    const example = examples[route.path];
    if (!example) console.warn(`No example for ${route.path}: left out`);
    return example ? [{ label: `${route.path} (a post)`, path: example }] : [];
  });
  return [
    ...pages,
    { label: '/blog with filters in the URL', path: '/blog?tag=Fundraising&sort=oldest' },
    { label: '/blog with a search and a topic', path: '/blog?q=investor&tag=Fundraising' },
    { label: '404 page', path: '/no-such-page' },
  ];
}

// ---- The first click, under a slower CPU ----

interface Interaction {
  label: string;
  path: string;
  /** Waits until the island the click is for is hydrated (its strategy has fired). */
  ready: (page: Page) => Promise<void>;
  /** What the visitor clicks. */
  target: (page: Page) => Locator;
  /** Whether the page did what the click asks, so a click before the page could answer is not counted as fast. */
  handled: (page: Page) => Promise<boolean>;
}

/** Waits until the page's island `island` (`owner:name`) is hydrated, scrolled to first if its strategy waits for that. */
async function islandHydrated(page: Page, island: string) {
  const marker = page.locator(`pv-island[data-island="${island}"]`).first();
  await marker.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(
    (name) => document.querySelector(`pv-island[data-island="${name}"]`)?.getAttribute('data-hydration') === 'hydrated',
    island,
    {
      timeout: 30_000,
    },
  );
}

const interactions: Interaction[] = [
  {
    label: 'blog filter (a topic)',
    path: '/blog',
    ready: (page) => islandHydrated(page, 'mf_blog:blog-list'),
    target: (page) => page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first(),
    handled: (page) => page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().isChecked(),
  },
  {
    label: 'assessment answer',
    path: '/chart-my-course',
    ready: (page) => islandHydrated(page, 'mf_assessment:assessment'),
    target: (page) => page.locator('input[type="radio"]').first(),
    handled: (page) => page.locator('input[type="radio"]').first().isChecked(),
  },
  {
    label: 'founder path',
    path: '/',
    ready: (page) => islandHydrated(page, 'mf_marketing:founder-path-selector'),
    target: (page) => page.getByRole('link', { name: 'Serial Founder' }),
    handled: async (page) => new URL(page.url()).searchParams.get('path') === 'serial',
  },
  {
    label: 'journey-map destination',
    path: '/journey-map',
    ready: (page) => islandHydrated(page, 'mf_programs:journey-map'),
    // A click chooses the destination: the map starts to fade before it goes there.
    target: (page) => page.getByTestId('marker-hub'),
    handled: async (page) => (await page.getByTestId('journey-map').getAttribute('data-leaving')) !== null,
  },
];

declare global {
  interface Window {
    __interactionDurations: { id: number; duration: number }[];
    __lastLongTaskEnd: number;
  }
}

/** Milliseconds from the click's input to the next paint; null when every part took under 16 ms. */
async function firstClick(browser: Browser, url: string, interaction: Interaction): Promise<{ ms: number | null; handled: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CLICK_CPU_RATE });
    // A share window goes nowhere.
    await context.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204 }));
    await page.addInitScript(() => {
      window.__interactionDurations = [];
      window.__lastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        // interactionId groups an interaction's events (pointerdown, pointerup, click); not in TypeScript's DOM types yet.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (entry.interactionId) window.__interactionDurations.push({ id: entry.interactionId, duration: entry.duration });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await interaction.ready(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    // The mouse comes to rest on the target, as a visitor's does before a click (what hovering shows
    // is not the click's work), then the visitor reads: the main thread free of long tasks for a second.
    const box = await target.boundingBox();
    if (!box) throw new Error(`${interaction.label}: nothing to click`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => performance.now() - window.__lastLongTaskEnd > 1000, undefined, { timeout: 30_000, polling: 100 });
    // Pressed where it rests: a locator's click would run Playwright's checks in the page (its role
    // queries, a hit-test listener inside the click's own dispatch), under the same slower CPU.
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => window.__interactionDurations);
    const longest = durations.length ? Math.max(...durations.map((d) => d.duration)) : null;
    return { ms: longest, handled: await interaction.handled(page) };
  } finally {
    await context.close();
  }
}

// ---- The run ----

const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** One rate's cells for a page: its floor, the previous build and the peer (when measured), the page, the gaps and the goals. */
function rateCells(floor: Scores[], before: Scores[], peer: Scores[], page: Scores[]) {
  const m = (results: Scores[], key: keyof Scores) => median(results.map((r) => r[key]));
  const gap = m(floor, 'score') - m(page, 'score');
  const tbtOver = m(page, 'tbt') - m(floor, 'tbt');
  const met = gap <= SCORE_GAP_GOAL && tbtOver <= TBT_OVER_FLOOR_GOAL_MS;
  const cell = (results: Scores[]) => (results.length ? `${m(results, 'score')}, ${ms(m(results, 'tbt'))}` : '-');
  return [
    cell(floor),
    cell(before),
    cell(peer),
    `${m(page, 'score')}, ${ms(m(page, 'tbt'))}, ${seconds(m(page, 'lcp'))}`,
    `${gap > 0 ? '-' : '+'}${Math.abs(gap)}`,
    `${tbtOver >= 0 ? '+' : '-'}${ms(Math.abs(tbtOver))}`,
    met ? 'met' : 'missed',
    peer.length ? (m(page, 'score') > m(peer, 'score') ? 'ahead' : 'behind') : '-',
  ];
}

let site: SiteProcess | undefined;
let proxy: { url: string; close(): void } | undefined;
let beforeProxy: { url: string; close(): void } | undefined;
let exitCode = 1;
try {
  site = await startSiteProcess();
  proxy = await statusProxy(site.url);
  const origin = proxy.url;
  if (values.before) beforeProxy = await statusProxy(values.before);
  const pages = positionals.length ? positionals.map((p) => ({ label: p, path: p })) : await pagesOf(site);

  // The clicks first: a short run, whose rows print before the long one starts.
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] });
  const clickRows: string[] = [];
  try {
    for (const interaction of interactions) {
      const pagePath = interaction.path;
      const results = [];
      const before = [];
      // With --before, the previous build's page in turn with this one's, under the same conditions.
      // Which goes first changes with each run, as the audits' places do.
      for (let i = 0; i < runs; i++) {
        if (values.before && i % 2 === 1) before.push(await firstClick(browser, `${values.before}${pagePath}`, interaction));
        results.push(await firstClick(browser, `${site.url}${pagePath}`, interaction));
        if (values.before && i % 2 === 0) before.push(await firstClick(browser, `${values.before}${pagePath}`, interaction));
      }
      const shown = (value: number | null) => (value === null ? '< 16' : value.toFixed(0));
      const summary = (clicks: { ms: number | null }[]) => {
        const middle = median(clicks.map((r) => r.ms ?? 0));
        return `${middle === 0 ? '< 16' : middle.toFixed(0)} ms (${clicks.map((r) => shown(r.ms)).join(', ')})`;
      };
      const middle = median(results.map((r) => r.ms ?? 0));
      const row = `| ${interaction.label} | ${pagePath} | ${before.length ? summary(before) : '-'} | ${summary(results)} | ${results.every((r) => r.handled) ? 'yes' : 'no'} | ${middle <= CLICK_GOAL_MS ? 'met' : 'missed'} |`;
      console.log(row);
      clickRows.push(row);
    }
  } finally {
    await browser.close();
  }

  const rows: string[] = [];
  const indexes: number[] = [];
  for (const audit of values['clicks-only'] ? [] : pages) {
    const cells: string[] = [];
    let script = 0;
    let cls = 0;
    for (const rate of CPU_RATES) {
      const floor: Scores[] = [];
      const before: Scores[] = [];
      const peer: Scores[] = [];
      const page: Scores[] = [];
      const inTurn: [Scores[], string][] = [
        [floor, `${origin}${FLOOR_PREFIX}${audit.path}`],
        ...(beforeProxy ? [[before, `${beforeProxy.url}${audit.path}`] as [Scores[], string]] : []),
        ...(values.peer ? [[peer, `${values.peer}${audit.path}`] as [Scores[], string]] : []),
        [page, `${origin}${audit.path}`],
      ];
      // Each run starts one place later, so none of them is always audited last: the last place
      // did worse, whichever build was in it.
      for (let i = 0; i < runs; i++) {
        const start = i % inTurn.length;
        for (const [results, url] of [...inTurn.slice(start), ...inTurn.slice(0, start)]) {
          results.push(await lighthouseWithRetries(url, rate));
        }
      }
      indexes.push(...[...floor, ...before, ...peer, ...page].map((r) => r.benchmarkIndex));
      cells.push(...rateCells(floor, before, peer, page));
      script = median(page.map((r) => r.script));
      cls = Math.max(cls, median(page.map((r) => r.cls)));
    }
    const a11y = [await accessibility(`${origin}${audit.path}`, 'mobile'), await accessibility(`${origin}${audit.path}`, 'desktop')];
    const row = `| ${audit.label} | ${cells.join(' | ')} | ${a11y.join(', ')} | ${cls.toFixed(3)} | ${(script / 1024).toFixed(0)} KB |`;
    console.log(row);
    rows.push(row);
  }

  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const sortedIndexes = [...indexes].sort((a, b) => a - b);
  const table = [
    `Lighthouse 13.5, mobile preset, median of ${runs} runs, floor, previous build, peer and page in turn, each run starting one place later; ${os.cpus().length} cores, load average at the end ${load}; Lighthouse's benchmark index ${sortedIndexes[0]?.toFixed(0)} to ${sortedIndexes.at(-1)?.toFixed(0)} (median ${median(indexes).toFixed(0)}). Each cell: score, TBT (and LCP for the page); gap: the page's score against its floor's, and its TBT over the floor's (goals: within ${SCORE_GAP_GOAL} points, at most ${TBT_OVER_FLOOR_GOAL_MS} ms over); peer: the same path on the single-page peer (--peer); a11y: accessibility at the mobile and desktop presets.`,
    '',
    `| page | ${CPU_RATES.map((rate) => `floor ${rate}x | before ${rate}x | peer ${rate}x | page ${rate}x | score gap | TBT over floor | ${rate}x goals | vs peer`).join(' | ')} | a11y | CLS | script |`,
    `|---|${CPU_RATES.map(() => '---|---|---|---|---|---|---|---|').join('')}---|---|---|`,
    ...rows,
    '',
    `First click at 1280 px under a ${CLICK_CPU_RATE}x CPU slowdown, once its island is hydrated and the page has been a second without long tasks: input to next paint, median of ${runs} (goal <= ${CLICK_GOAL_MS} ms)`,
    '',
    '| interaction | page | before: input to next paint (runs) | input to next paint (runs) | handled | goal |',
    '|---|---|---|---|---|---|',
    ...clickRows,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (values.out) fs.writeFileSync(values.out, `${table}\n`);
  exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  proxy?.close();
  beforeProxy?.close();
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
