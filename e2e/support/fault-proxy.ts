// An HTTP proxy in front of one remote that injects a fault on demand: the remote down (connections
// refused), slow (requests never answered), serving a broken `remoteEntry.js` (the Node build's
// or the browser container's), or serving code that throws while rendering (a string literal of the
// remote's render code replaced by an expression that throws, and its entry changed so a server
// sees a new deployment). Cheaper than stopping, slowing or rebuilding real remotes, and switched
// in a moment.
import http from 'node:http';
import type net from 'node:net';

export type Fault = 'none' | 'down' | 'slow' | 'broken-entry' | 'throws';

export interface FaultProxy {
  url: string;
  /** Switches the fault; `down` closes the port, anything else opens it again. */
  set(fault: Fault): Promise<void>;
  /** Requests that met each fault since the start. */
  hits: Record<Fault, number>;
  stop(): Promise<void>;
}

/**
 * Runs, but registers no remote: what a half-finished upload or a wrong file gives. (A file that is
 * not JavaScript at all also fails, but its syntax error is reported by the browser itself.)
 */
const BROKEN_ENTRY = '/* not the remote entry this deployment should have served */ void 0;';
const THROWING_EXPRESSION = '(()=>{throw new Error("Fault injected while rendering")})()';

export async function startFaultProxy(port: number, target: string, renderLiteral: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let fault: Fault = 'none';
  const hits: Record<Fault, number> = { none: 0, down: 0, slow: 0, 'broken-entry': 0, throws: 0 };
  const sockets = new Set<net.Socket>();
  const literal = new RegExp(`(["'])${renderLiteral.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, rewrite: ((body: string) => string) | null) => {
    const headers = { ...request.headers, host: upstream.host, ...(rewrite ? { 'accept-encoding': 'identity' } : {}) };
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!rewrite) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = rewrite(Buffer.concat(chunks).toString('utf8'));
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
          response.end(body);
        });
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    // What a server or a browser loads first from a remote: its federation entry.
    const isEntry = /\/remoteEntry\.js(\?|$)/.test(path);
    hits[fault] += 1;
    if (fault === 'slow') return; // held until the client gives up or the proxy stops
    if (fault === 'broken-entry' && isEntry) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
      response.end(BROKEN_ENTRY);
      return;
    }
    if (fault === 'throws' && path.startsWith('/releases/index.json')) {
      // A deployment without a release index: the shell tells it apart by its entry's fingerprint,
      // which the appended comment below changes, so it loads the throwing code as a new deployment.
      response.writeHead(404, { 'cache-control': 'no-cache' });
      response.end();
      return;
    }
    if (fault === 'throws' && /\.js(\?|$)/.test(path)) {
      forward(
        request,
        response,
        isEntry ? (body) => `${body}\n/* fault: throws */\n` : (body) => body.replace(literal, THROWING_EXPRESSION),
      );
      return;
    }
    forward(request, response, null);
  });
  server.keepAliveTimeout = 1_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () => new Promise<void>((resolve) => server.listen(port, resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });

  await listen();
  return {
    url: `http://localhost:${port}`,
    hits,
    async set(next) {
      if (next === 'down' && server.listening) await close();
      if (next !== 'down' && !server.listening) await listen();
      // Held requests end with the fault that held them.
      if (fault === 'slow' && next !== 'slow') for (const socket of sockets) socket.destroy();
      fault = next;
    },
    stop: close,
  };
}
