// `preview <file>`: the post as the site will show it, from the running local site's own parts,
// without storing it anywhere (docs/decisions/0014-post-preview.md). A second shell server, on a
// port of its own, renders with the site's remotes; its backend is a small proxy in front of the
// site's, which answers the request for this post's slug with the file, read and rendered again
// on every request, and passes every other request through. The draft never reaches the database,
// so nothing the anon key can ask for shows it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { startShellServer, type RunningShellServer } from '@pv/tools/local-site/shell-server.ts';
import { startOptionsFromEnv } from '@pv/tools/local-site/start-options.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { freePorts } from '../../tools/process/free-ports.ts';
import { checkPosts, formatProblem, type PostRow } from './check-posts.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The running local site's parts: its remotes and its backend, as `npm start` and the shell read them. */
export function localSite(env: Env) {
  const options = startOptionsFromEnv(env);
  const remoteUrls = Object.fromEntries(
    remotes.map((remote) => [remote.name, env[remote.env.url]?.trim() || `http://localhost:${options.remotePorts[remote.name]}`]),
  ) as Record<RemoteName, string>;
  return {
    remoteUrls,
    backendUrl: (env.SUPABASE_URL?.trim() || `http://localhost:${options.supabase?.port ?? 54321}`).replace(/\/+$/, ''),
    anonKey: env.SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
  };
}

/** What is not answering, or null when the remotes and the backend all are. */
async function missingPart(site: ReturnType<typeof localSite>): Promise<string | null> {
  const parts = [
    ...Object.entries(site.remoteUrls).map(([name, url]) => [name, `${url}/healthz`] as const),
    ['the backend', `${site.backendUrl}/rest/v1/`] as const,
  ];
  for (const [name, url] of parts) {
    const answered = await fetch(url, { headers: { apikey: site.anonKey }, signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (!answered) return `${name} (${url}) does not answer`;
  }
  return null;
}

const DROPPED_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'accept-encoding',
]);

const kept = (headers: Iterable<[string, string | string[] | undefined]>) =>
  Object.fromEntries([...headers].filter(([name, value]) => value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase()))) as Record<
    string,
    string
  >;

async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  request.setEncoding('utf8');
  let body = '';
  for await (const chunk of request) body += chunk as string;
  return body;
}

interface PreviewBackend {
  url: string;
  close(): Promise<void>;
}

/** The proxy: `post()` gives the row to answer for its slug (or null, then the request passes through). */
async function startPreviewBackend(backendUrl: string, post: () => PostRow | null): Promise<PreviewBackend> {
  const id = randomUUID();
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://preview');
      const row = url.pathname === '/rest/v1/blog_posts' && request.method === 'GET' ? post() : null;
      if (row && url.searchParams.get('slug') === `eq.${row.slug}`) {
        const answer = { id, ...row, updated_at: new Date().toISOString() };
        const single = String(request.headers.accept).includes('application/vnd.pgrst.object+json');
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(single ? answer : [answer]));
        return;
      }
      const upstream = await fetch(`${backendUrl}${request.url}`, {
        method: request.method,
        headers: kept(Object.entries(request.headers)),
        body: await readBody(request),
      });
      response.writeHead(upstream.status, kept(upstream.headers.entries()));
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `The preview's backend failed: ${error instanceof Error ? error.message : String(error)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface Preview {
  /** The post's page on the preview server. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the preview of `file` on `port` (a free one when 0). `report` hears the file's problems
 * each time they change (an empty list once they are fixed).
 */
export async function startPreview(file: string, options: { env: Env; port: number; report: (lines: string[]) => void }): Promise<Preview> {
  const site = localSite(options.env);
  const missing = await missingPart(site);
  if (missing) throw new Error(`The local site is not running: ${missing}. Start it with npm start, then preview again.`);

  let reported: string | undefined;
  const current = () => {
    const [checked] = checkPosts([file]);
    const lines = (checked?.problems ?? []).map((problem) => formatProblem(problem, options.env.INIT_CWD));
    if (lines.join('\n') !== reported) options.report(lines);
    reported = lines.join('\n');
    return checked?.row ?? null;
  };
  const first = current();
  if (!first) throw new Error(`${file} cannot be shown until its front matter is complete`);

  const backend = await startPreviewBackend(site.backendUrl, current);
  let shell: RunningShellServer;
  try {
    const [freePort = 0] = await freePorts(1);
    shell = await startShellServer({
      port: options.port || freePort,
      remoteUrls: site.remoteUrls,
      supabase: { url: backend.url, anonKey: site.anonKey },
      // Every request renders the file as it is now; one process; no line per request.
      env: { SUPABASE_SERVER_URL: backend.url, SUPABASE_PUBLIC_URL: '', PAGE_CACHE_MS: '0', SHELL_WORKERS: '1', REQUEST_LOG: 'off' },
    });
  } catch (error) {
    await backend.close();
    throw error;
  }
  return {
    url: `${shell.url}/blog/${first.slug}`,
    async stop() {
      await shell.stop();
      await backend.close();
    },
  };
}
