// The shell's HTTP server as tests drive it: the real server (every route, hook and plugin)
// answering `inject`ed requests, with pages and documents faked, the shell's public files, a
// folder of built assets, and one real HTTP server on a free port standing in for the backend
// and every remote's deployment.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PostedForm } from '@pv/shared/forms/posted-form';
import type { AssessmentResultRecord, AssessmentResultsModule } from '@pv/shared/contract/assessment-results';
import { LOCAL_PREVIEW_SECRET } from '@pv/shared/contract/release-preview';
import { LOCAL_OPS_TOKEN } from '@pv/shared/contract/release-status';
import { readRuntimeConfig } from '../server/runtime-config';
import { createPageCache, PAGE_CACHE_LIMITS, type RenderedPage } from '../server/page-cache';
import { createServer, type ServerOptions } from '../server/server';
import type { ListData } from '../server/routes/api';
import { createReleaseCoordinator } from '../server/releases/release-coordinator';
import { captureLogLines } from './log-lines';

// What the servers log goes nowhere unless a test reads it (captureLogLines).
captureLogLines();

export const SITE = 'https://site.example';
/** A script of the fake build, with its pre-compressed copy. */
export const ASSET = 'main.0123abcd.js';
export const ASSET_TEXT = 'console.log("the page starts");'.repeat(100);

export interface UpstreamRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type UpstreamAnswer = (request: UpstreamRequest, response: http.ServerResponse) => void;

/** The backend and the remotes' deployments: records each request, answers with `answer`. */
export async function startUpstream() {
  const seen: UpstreamRequest[] = [];
  let answer: UpstreamAnswer = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
    seen.push(request);
    answer(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answerWith(next: UpstreamAnswer) {
      answer = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

function assetsFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-assets-'));
  fs.writeFileSync(path.join(dir, ASSET), ASSET_TEXT);
  fs.writeFileSync(path.join(dir, `${ASSET}.br`), zlib.brotliCompressSync(ASSET_TEXT));
  fs.writeFileSync(path.join(dir, `${ASSET}.gz`), zlib.gzipSync(ASSET_TEXT));
  return dir;
}

/** A page as the fake renderer writes it: its path, and the posted form's outcome it shows. */
export const fakePageHtml = (url: URL, posted?: PostedForm) =>
  `<!doctype html><title>${url.pathname}${url.search}</title>${posted ? `<output>${JSON.stringify(posted)}</output>` : ''}`;

/** A finished assessment's record, as the fake results module reads its code. */
export const RESULT: AssessmentResultRecord = {
  code: '1abcd',
  persona: 'growth-seeker',
  answers: ['launched', 'funding', 'parttime', 'mentorship', 'serial'],
};

/** The assessment remote's `./results` module: one code is a result, any other none. */
const fakeResults: AssessmentResultsModule = {
  readResult: (code) => (code?.trim().toLowerCase() === RESULT.code ? RESULT : null),
  resultsEmail: () => ({ subject: 'Your Compass result: Growth Seeker', text: 'text', html: '<p>html</p>' }),
};

/** `/no-such-page...` paths are the 404 page; everything else renders with status 200. */
const fakeRender = async (url: URL, posted?: PostedForm): Promise<RenderedPage> => ({
  status: url.pathname.startsWith('/no-such-page') ? 404 : 200,
  html: fakePageHtml(url, posted),
  cacheable: true,
  remotes: [],
  releases: {},
});

/** The blog list's JSON as a fake blog module reads it: no posts, and every query taken as a state's own. */
export const fakeListData: ListData = {
  listQuery: async (search) => search,
  listPage: async () => ({ posts: [], total: 0 }),
  facets: async () => ({ tags: [], authors: [] }),
};

export async function startTestServer(upstream: Upstream, overrides: Partial<ServerOptions> = {}, env: Record<string, string> = {}) {
  const config = readRuntimeConfig({
    SITE_ORIGIN: SITE,
    SUPABASE_URL: upstream.url,
    MF_BLOG_URL: 'https://blog.cdn.example',
    MF_BLOG_SERVER_URL: upstream.url,
    MF_MARKETING_SERVER_URL: upstream.url,
    MF_ASSESSMENT_SERVER_URL: upstream.url,
    SHELL_WORKERS: '1',
    PREVIEW_SECRET: LOCAL_PREVIEW_SECRET,
    OPS_TOKEN: LOCAL_OPS_TOKEN,
    ...env,
  });
  const assetsDir = assetsFolder();
  const app = await createServer({
    config,
    renderPage: fakeRender,
    listData: fakeListData,
    pageCache: createPageCache({ freshMs: config.pageCacheMs, ...PAGE_CACHE_LIMITS }),
    documents: {
      '/sitemap.xml': async () => '<urlset/>',
      '/rss.xml': async () => '<rss/>',
      '/feed.json': async () => '{}',
      '/robots.txt': async () => 'User-agent: *\n',
    },
    readiness: async () => ({ ready: true, dependencies: [] }),
    loadResults: async () => fakeResults,
    files: { assetsDir, publicDir: path.resolve(__dirname, '../../public') },
    releaseStatus: async () => createReleaseCoordinator(config.releases.abortRule).status(),
    ...overrides,
  });
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(assetsDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** For each test of the file: a fresh upstream and a server in front of it (`env`: more configuration). */
export function withTestServer(env: Record<string, string> = {}) {
  const current = {} as { upstream: Upstream; server: TestServer };
  beforeEach(async () => {
    current.upstream = await startUpstream();
    current.server = await startTestServer(current.upstream, {}, env);
  });
  afterEach(async () => {
    await current.server.close();
    await current.upstream.close();
  });
  return current;
}
