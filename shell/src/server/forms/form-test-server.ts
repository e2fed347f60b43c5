// Tests of a form endpoint: posts to it through a real HTTP server on a free port (headers, body
// size and Sec-Fetch-Site arrive as a browser's would), stopped after each test. `{host}` in a header
// value becomes the server's host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FormEndpoint } from './form-request';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

export async function postToEndpoint(endpoint: FormEndpoint, body: string, headers: Record<string, string> = {}, method = 'POST') {
  const server = http.createServer((req, res) => {
    void endpoint(req, 'client-1').then((reply) => res.writeHead(reply.status, reply.headers).end(reply.body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/form`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('{host}', `127.0.0.1:${port}`)])),
    },
    body: method === 'POST' ? body : undefined,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
