import { logRemoteFailure, logRequest } from './log';

const parsed = (write: jest.Mock) => write.mock.calls.map(([line]) => JSON.parse(line as string) as Record<string, unknown>);

it('writes one JSON line per request: method, path, status, duration and the render cache state', () => {
  const write = jest.fn();
  logRequest({ method: 'GET', path: '/blog', status: 200, ms: 12.345, cache: 'hit' }, write);
  logRequest({ method: 'HEAD', path: '/healthz', status: 200, ms: 0.04 }, write);
  expect(parsed(write)).toEqual([
    {
      type: 'request',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'GET',
      path: '/blog',
      status: 200,
      ms: 12.3,
      cache: 'hit',
    },
    { type: 'request', time: expect.any(String), method: 'HEAD', path: '/healthz', status: 200, ms: 0 },
  ]);
});

it('writes one JSON line per remote failure: remote, release, route, kind, duration and the error', () => {
  const write = jest.fn();
  logRemoteFailure(
    { remote: 'mf_blog', release: '1.0.0-abcd1234', route: '/blog/:slug', kind: 'unreachable', ms: 3000.04, error: 'did not load' },
    write,
  );
  expect(parsed(write)).toEqual([
    {
      type: 'remote-failure',
      time: expect.any(String),
      remote: 'mf_blog',
      release: '1.0.0-abcd1234',
      route: '/blog/:slug',
      kind: 'unreachable',
      ms: 3000,
      error: 'did not load',
    },
  ]);
});
