// The API URL: forwards /rest/v1/* to PostgREST as Supabase's API gateway does, with CORS for
// browsers and the apikey check (the anon key, or the service key when one is configured).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const API_PREFIX = '/rest/v1';

// What supabase-js sends (its own list is in @supabase/supabase-js/cors) and PostgREST's headers.
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'range',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Range',
};

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS,
  'access-control-max-age': '86400',
};

// Meaningful for one connection only, so never forwarded.
const HOP_BY_HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export type GatewayOptions = {
  host: string;
  /** 0 picks a free port. */
  port: number;
  postgrestPort: number;
  /** Where PostgREST listens: this machine locally, its service name in a container network. */
  postgrestHost?: string;
  anonKey: string;
  /** Also accepted as the apikey, as Supabase accepts its service_role key. */
  serviceRoleKey?: string;
  log: (line: string) => void;
};

export type RunningGateway = {
  port: number;
  stop(): Promise<void>;
};

function sendJson(response: http.ServerResponse, status: number, body: object): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP_HEADERS.has(name)));
}

/** Takes the apikey parameter out of a raw query string and leaves the rest byte for byte. */
function takeApiKeyParam(rawQuery: string): { apiKey: string | undefined; query: string } {
  let apiKey: string | undefined;
  const kept = rawQuery.split('&').filter((part) => {
    const equals = part.indexOf('=');
    if ((equals === -1 ? part : part.slice(0, equals)) !== 'apikey') return part !== '';
    apiKey = decodeURIComponentOrRaw(equals === -1 ? '' : part.slice(equals + 1));
    return false;
  });
  return { apiKey, query: kept.join('&') };
}

function decodeURIComponentOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // malformed escapes: compared as sent, so it fails the key check
  }
}

function createHandler({ postgrestPort, postgrestHost = '127.0.0.1', anonKey, serviceRoleKey, log }: GatewayOptions, agent: http.Agent) {
  const apiKeys = new Set([anonKey, ...(serviceRoleKey ? [serviceRoleKey] : [])]);
  return (request: http.IncomingMessage, response: http.ServerResponse): void => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT_HEADERS);
      response.end();
      return;
    }

    const rawUrl = request.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
    if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) {
      sendJson(response, 404, { message: 'no Route matched with those values' });
      return;
    }

    const { apiKey: apiKeyParam, query } = takeApiKeyParam(queryStart === -1 ? '' : rawUrl.slice(queryStart + 1));
    const apiKey = typeof request.headers.apikey === 'string' ? request.headers.apikey : apiKeyParam;
    if (!apiKey) {
      sendJson(response, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return;
    }
    if (!apiKeys.has(apiKey)) {
      sendJson(response, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return;
    }

    const upstreamPath = (pathname.slice(API_PREFIX.length) || '/') + (query ? `?${query}` : '');
    let clientGone = false;
    const upstream = http.request(
      {
        host: postgrestHost,
        port: postgrestPort,
        method: request.method,
        path: upstreamPath,
        headers: { ...withoutHopByHop(request.headers), host: `${postgrestHost}:${postgrestPort}` },
        agent,
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, {
          ...withoutHopByHop(upstreamResponse.headers),
          ...CORS_HEADERS,
        });
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (clientGone) return; // we aborted it below
      log(`[gateway] ${request.method} ${pathname}: PostgREST did not answer (${error.message})`);
      if (response.headersSent) response.destroy(error);
      else sendJson(response, 502, { message: 'PostgREST is not reachable', hint: error.message });
    });
    response.on('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    request.pipe(upstream);
  };
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer(createHandler(options, agent));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let stopping: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    stop() {
      stopping ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        agent.destroy();
      });
      return stopping;
    },
  };
}
