// What operators and load balancers ask the shell: /healthz (the process is up) and /readyz (each
// remote's current release and the Supabase API answer), never cached, without secrets.
import fs from 'node:fs';
import path from 'node:path';
import { remotes } from '@pv/shared/contract/remotes.ts';
import { test, expect } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { startBlackHole, startShell } from '../support/isolated-site';

const repoRoot = path.resolve(import.meta.dirname, '../..');

test('/healthz answers ok and /readyz names each remote with its current release and the API, all ready', async ({ request }) => {
  const health = await request.get('/healthz');
  expect([health.status(), await health.text(), health.headers()['cache-control']]).toEqual([200, 'ok', 'no-store']);

  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  const body = (await ready.json()) as { ready: boolean; dependencies: { name: string; ok: boolean; release?: string | null }[] };
  expect(body.ready).toBe(true);
  // The suite's site serves the releases its start made current (tools/local-site).
  const currentOf = (folder: string) =>
    (JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'releases/index.json'), 'utf8')) as { current: string }).current;
  expect(body.dependencies).toEqual([
    ...remotes.map(({ name, folder }) => ({ name, ok: true, release: currentOf(folder), ms: expect.any(Number) })),
    { name: 'supabase', ok: true, ms: expect.any(Number) },
  ]);
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/https?:|localhost|eyJ/);
});

test('/readyz answers 503 naming the remote that does not answer', async ({ request }, testInfo) => {
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 4);
  const hole = await startBlackHole(remotePort);
  const shell = await startShell(shellPort, { remotes: { mf_blog: hole.url } });
  try {
    const ready = await request.get(`${shell.url}/readyz`);
    expect(ready.status()).toBe(503);
    const { dependencies } = (await ready.json()) as { dependencies: { name: string; ok: boolean; problem?: string }[] };
    expect(dependencies.filter((dependency) => !dependency.ok)).toEqual([
      { name: 'mf_blog', ok: false, release: null, ms: expect.any(Number), problem: 'timeout' },
    ]);
    expect((await request.get(`${shell.url}/healthz`)).status()).toBe(200);
  } finally {
    await shell.stop();
    await hole.stop();
  }
});
