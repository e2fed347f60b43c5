// A team exposes a release of its remote to a share of visitors first (docs/decisions/0020-preview-and-canary.md):
// `promote --canary 10` splits visitors by their bucket as recorded, each keeping their release
// across pages; a candidate that throws is stopped by the running shell on its own after the abort
// rule's threshold, with `canary:status` showing why; a healthy one moved to 100% needs no restart.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { publishRelease } from '@pv/tools/releases/releases.ts';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { serveRemoteFolder, startShell } from '../support/isolated-site';
import { buildRemoteInto, copyOfBuild, throwingHomePage } from '../support/remote-builds';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BUCKETS = 10_000;

test('a canary splits visitors by bucket, a throwing candidate is aborted on its own, a healthy one goes to 100% without a restart', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 2);
  const deployment = copyOfBuild('mf-marketing');
  const releases = path.join(deployment, 'releases');
  const publish = (distDir: string, promote: boolean) =>
    publishRelease({ distDir, releasesDir: releases, packageVersion: '1.0.0', keep: 5, promote }).version;
  const current = publish(path.join(deployment, 'dist'), true);
  // A healthy candidate: the same code, another release (one more file).
  const healthyBuild = copyOfBuild('mf-marketing');
  fs.writeFileSync(path.join(healthyBuild, 'dist/browser/release-note.txt'), 'healthy candidate');
  const healthy = publish(path.join(healthyBuild, 'dist'), false);
  const throwingBuild = copyOfBuild('mf-marketing');
  await buildRemoteInto('mf-marketing', throwingBuild, throwingHomePage);
  const throwing = publish(path.join(throwingBuild, 'dist'), false);
  for (const folder of [healthyBuild, throwingBuild]) fs.rmSync(folder, { recursive: true, force: true });

  const remote = await serveRemoteFolder(deployment, remotePort);
  const shell = await startShell(shellPort, {
    remotes: { mf_marketing: remote.url },
    env: { SHELL_WORKERS: '2', REMOTE_REVALIDATE_MS: '1000' },
  }).catch(async (error: unknown) => {
    await remote.stop();
    throw error;
  });
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['../tools/releases/release-cli.ts', ...args], {
      cwd: path.join(repoRoot, 'mf-marketing'),
      env: { ...process.env, RELEASES_DIR: releases, SITE_ORIGIN: shell.url },
      encoding: 'utf8',
    });
  /**
   * The release of mf-marketing a page was rendered with, as the page records it; where the page
   * loads the remote's code, that code must be the same release's.
   */
  const releaseIn = (html: string) => {
    const rendered = html.match(/"releases":\{[^}]*"mf_marketing":"([^"]+)"/)?.[1];
    const code = html.match(new RegExp(`${remote.url}/releases/([^/]+)/browser/remoteEntry\\.js`))?.[1];
    return code === undefined || code === rendered ? rendered : `rendered by ${rendered}, code of ${code}`;
  };
  /** The release of mf-marketing the page at `pathname` was rendered with, for a visitor in `bucket`. */
  const releaseFor = async (bucket: number, pathname = '/', client: APIRequestContext = request) =>
    releaseIn(await (await client.get(`${shell.url}${pathname}`, { headers: { cookie: `pv_bucket=${bucket}` } })).text());
  try {
    await expect.poll(async () => (await request.get(`${shell.url}/`)).status(), { timeout: 30_000 }).toBe(200);

    await test.step('at 10%, the buckets under 10% get the candidate, on every page, and a new visitor keeps theirs', async () => {
      cli('promote', healthy, '--canary', '10');
      await expect.poll(() => releaseFor(0), { timeout: 30_000, intervals: [500] }).toBe(healthy);
      const buckets = Array.from({ length: 40 }, (_, i) => Math.floor((i * BUCKETS) / 40) + 7);
      const served = await Promise.all(buckets.map((bucket) => releaseFor(bucket)));
      expect(served).toEqual(buckets.map((bucket) => (bucket < BUCKETS / 10 ? healthy : current)));
      for (const pathname of ['/community', '/resources']) {
        expect([await releaseFor(999, pathname), await releaseFor(1000, pathname)]).toEqual([healthy, current]);
      }
      // A browser with no bucket is given one (a random number, nothing else) and keeps its release.
      const context = await browser.newContext();
      const page = await context.newPage();
      const seen: (string | undefined)[] = [];
      for (const pathname of ['/', '/community', '/resources', '/']) {
        await page.goto(`${shell.url}${pathname}`);
        await hydrated(page);
        seen.push(releaseIn(await page.content()));
      }
      const [bucket] = await context.cookies(shell.url);
      expect(bucket).toMatchObject({ name: 'pv_bucket', value: expect.stringMatching(/^\d{1,4}$/), httpOnly: true, sameSite: 'Lax' });
      const expected = Number(bucket?.value) < BUCKETS / 10 ? healthy : current;
      expect(seen).toEqual([expected, expected, expected, expected]);
      await context.close();
    });

    await test.step('at 50%, then promoted without --canary, the candidate serves everyone, with no restart', async () => {
      cli('promote', healthy, '--canary', '50');
      await expect.poll(() => releaseFor(4_999), { timeout: 30_000, intervals: [500] }).toBe(healthy);
      expect(await releaseFor(5_000)).toBe(current);
      cli('promote', healthy);
      await expect.poll(() => releaseFor(9_999), { timeout: 30_000, intervals: [500] }).toBe(healthy);
      expect(await releaseFor(0)).toBe(healthy);
    });

    await test.step('a candidate that throws is aborted after the threshold; everyone gets the current release', async () => {
      cli('promote', throwing, '--canary', '10');
      await expect.poll(() => releaseFor(0), { timeout: 30_000, intervals: [500] }).not.toBe(healthy);
      // Every candidate visitor's home page fails (the remote's fallback) until the abort.
      await expect
        .poll(
          async () => {
            for (let i = 0; i < 5; i++) await request.get(`${shell.url}/about`, { headers: { cookie: `pv_bucket=${9_000 + i}` } });
            await request.get(`${shell.url}/`, { headers: { cookie: 'pv_bucket=0' } });
            return releaseFor(1);
          },
          { timeout: 60_000, intervals: [200] },
        )
        .toBe(healthy);
      // Stopped at once on this replica: the current release for every bucket, the same shell process.
      expect(await Promise.all([0, 500, 999, 5_000].map((bucket) => releaseFor(bucket)))).toEqual([healthy, healthy, healthy, healthy]);
      expect(() => process.kill(shell.pid ?? -1, 0)).not.toThrow();

      await expect.poll(() => cli('canary:status'), { timeout: 10_000, intervals: [600] }).toContain('ABORTED at');
      const status = cli('canary:status');
      expect(status).toContain(`canary ${throwing} for 10% of visitors`);
      const candidateLine = status.split('\n').find((line) => line.trim().startsWith('candidate')) ?? '';
      const [pages, failures] = [...candidateLine.matchAll(/(\d+) (pages|failures)/g)].map((match) => Number(match[1]));
      expect(pages).toBeGreaterThanOrEqual(20);
      expect(failures).toBe(pages);
      expect(candidateLine).toContain('100.00%');

      // The team records it: every replica and restart agrees.
      expect(cli('canary:abort')).toContain(`current ${healthy}`);
      expect(JSON.parse(fs.readFileSync(path.join(releases, 'index.json'), 'utf8'))).toMatchObject({
        canary: null,
        aborted: { version: throwing },
      });
    });
  } finally {
    await shell.stop();
    await remote.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
