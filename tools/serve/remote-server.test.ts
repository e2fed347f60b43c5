/** @jest-environment node */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IMMUTABLE } from '@pv/shared/contract/file-caching.ts';
import { promoteRelease, publishRelease } from '../releases/releases.ts';
import { startRemoteServer } from './remote-server.ts';

let work: string;
let server: ReturnType<typeof startRemoteServer>;
let origin: string;

function build(label: string): string {
  const dist = path.join(work, `dist-${label}`);
  for (const [file, text] of [
    ['server/remoteEntry.js', `server ${label}`],
    ['browser/remoteEntry.js', `browser ${label}`],
    ['browser/chunk.0123abcd.js', `chunk ${label}`],
    ['standalone/index.html', `<p>standalone ${label}</p>`],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

async function start(releases?: string) {
  jest.spyOn(console, 'log').mockImplementation(() => {});
  server = startRemoteServer({ dist: build('dist'), releases, port: 0, name: 'mf-blog' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = async (pathname: string) => {
  const response = await fetch(`${origin}${pathname}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), text: await response.text() };
};

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-remote-server-'));
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

it('serves every kept release under /releases/<version>/ for good, the index revalidated, the current release at the root', async () => {
  const releases = path.join(work, 'releases');
  const publish = (label: string) =>
    publishRelease({ distDir: build(label), releasesDir: releases, packageVersion: '1.0.0', keep: 5 }).version;
  const v1 = publish('one');
  const v2 = publish('two');
  await start(releases);

  expect(await get(`/releases/${v1}/browser/remoteEntry.js`)).toEqual({ status: 200, cacheControl: IMMUTABLE, text: 'browser one' });
  expect(await get(`/releases/${v2}/browser/chunk.0123abcd.js`)).toEqual({ status: 200, cacheControl: IMMUTABLE, text: 'chunk two' });
  const index = await get('/releases/index.json');
  expect([index.status, index.cacheControl, JSON.parse(index.text).current]).toEqual([200, 'no-cache', v2]);
  expect(await get('/server/remoteEntry.js')).toMatchObject({ status: 200, cacheControl: 'no-cache', text: 'server two' });
  expect((await get('/blog')).text).toBe('<p>standalone two</p>');

  promoteRelease(releases, v1);
  expect((await get('/server/remoteEntry.js')).text).toBe('server one');
  expect((await get(`/releases/${v2}/server/remoteEntry.js`)).text).toBe('server two');
  expect((await get('/releases/9.9.9-00000000/server/remoteEntry.js')).status).toBe(404);
  expect((await get('/releases/../dist-one/server/remoteEntry.js')).status).toBe(404);
});

it("without releases, serves the build's dist/ and answers no index", async () => {
  await start(path.join(work, 'no-releases'));
  expect((await get('/server/remoteEntry.js')).text).toBe('server dist');
  expect((await get('/releases/index.json')).status).toBe(404);
});
