/** @jest-environment node */
import { Writable } from 'node:stream';
import { createLogger, log, logError, logRemoteFailure, setLogger, type LogFormat, type LogLevel } from './log';

function writeWith(format: LogFormat, level: LogLevel = 'info') {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  setLogger(createLogger({ format, level, destination }));
  // As the server's request log writes it (server.test.ts).
  log().info({ type: 'request', method: 'GET', path: '/blog', status: 200, ms: 12.3, cache: 'hit' });
  const failure = new Error('did not load');
  logRemoteFailure({ remote: 'mf_blog', release: '1.0.0-abcd1234', route: '/blog/:slug', kind: 'unreachable', ms: 3000.04 }, failure);
  logError('Server render of /about failed', new Error('render broke'));
  return written;
}

it('writes one JSON line per request, remote failure and error, with the fields an operator counts by', () => {
  const lines = writeWith('json').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toEqual([
    {
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      type: 'request',
      method: 'GET',
      path: '/blog',
      status: 200,
      ms: 12.3,
      cache: 'hit',
    },
    {
      level: 'warn',
      time: expect.any(String),
      type: 'remote-failure',
      remote: 'mf_blog',
      release: '1.0.0-abcd1234',
      route: '/blog/:slug',
      kind: 'unreachable',
      ms: 3000,
      error: 'did not load',
    },
    { level: 'error', time: expect.any(String), type: 'error', error: 'render broke', msg: 'Server render of /about failed' },
  ]);
});

it('adds the stack traces only at debug level, each on a line of its own', () => {
  const lines = writeWith('json', 'debug').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.map((line) => line.type)).toEqual(['request', 'remote-failure', 'remote-failure-stack', 'error', 'error-stack']);
  expect(lines[2]?.stack).toContain('Error: did not load\n    at ');
});

it('writes short readable lines for a terminal', () => {
  expect(writeWith('pretty').map((line) => line.replace(/^\[[\d:.]+\] /, ''))).toEqual([
    'INFO: GET /blog 200 12.3 ms hit\n',
    'WARN: mf_blog@1.0.0-abcd1234 unreachable on /blog/:slug after 3000 ms: did not load\n',
    'ERROR: Server render of /about failed: render broke\n',
  ]);
});
