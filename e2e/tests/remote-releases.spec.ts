// A team releases its remote, then rolls it back: the running shell (server and browser) serves
// each current release in turn, with no shell rebuild or restart, and a page opened on the old
// release keeps loading that release's files after the switch (docs/decisions/0009-releases.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { publishRelease } from '@pv/tools/releases/releases.ts';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { serveRemoteFolder, startShell } from '../support/isolated-site';
import { buildRemoteInto, copyOfBuild, reviseSecurityTitle } from '../support/remote-builds';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const revised = 'Security & Responsible Disclosure (revised)';
/** The revised title as the server's HTML writes it. */
const revisedInHtml = 'Responsible Disclosure (revised)';

test('a release and a rollback are served by the running shell; a page opened on the old release keeps loading its files', async ({
  page,
  context,
  pageErrors,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // Slot 3 is the redeploy test's: a worker runs one test at a time, and each stops its processes.
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 3);
  const deployment = copyOfBuild('mf-marketing');
  const releases = path.join(deployment, 'releases');
  const publish = (distDir: string) => publishRelease({ distDir, releasesDir: releases, packageVersion: '1.0.0', keep: 5 }).version;
  const v1 = publish(path.join(deployment, 'dist'));
  const remote = await serveRemoteFolder(deployment, remotePort);
  const shell = await startShell(shellPort, {
    remotes: { mf_marketing: remote.url },
    env: { SHELL_WORKERS: '2', REMOTE_REVALIDATE_MS: '1000' },
  });
  const securityText = async () => (await request.get(`${shell.url}/security`)).text();
  try {
    // A visitor opens the home page on v1; its islands' code is held back until v2 is current.
    let releaseHeld: () => void = () => {};
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const remoteFiles: { url: string; status: number }[] = [];
    await page.route(`${remote.url}/releases/**`, async (route) => {
      await held;
      await route.continue();
    });
    page.on('response', (response) => {
      if (response.url().startsWith(remote.url)) remoteFiles.push({ url: response.url(), status: response.status() });
    });
    // On a busy machine the shell's first load of the remote may exceed its time-out: wait for v1's page.
    await expect.poll(async () => (await request.get(`${shell.url}/`)).status(), { timeout: 30_000 }).toBe(200);
    await page.goto(`${shell.url}/`, { waitUntil: 'domcontentloaded' });
    expect(await securityText()).not.toContain(revisedInHtml);

    const v2Build = copyOfBuild('mf-marketing');
    await buildRemoteInto('mf-marketing', v2Build, reviseSecurityTitle);
    const v2 = publish(path.join(v2Build, 'dist'));
    fs.rmSync(v2Build, { recursive: true, force: true });
    expect(v2).not.toBe(v1);

    // The server renders v2 and hands browsers v2's entry with the pages that have its islands.
    await expect.poll(async () => (await securityText()).includes(revisedInHtml), { timeout: 30_000, intervals: [500] }).toBe(true);
    expect(await (await request.get(`${shell.url}/`)).text()).toContain(`${remote.url}/releases/${v2}/browser/remoteEntry.js`);

    // The page opened on v1 now gets its code (its container and its islands' chunks): every file from v1,
    // each answered, and both islands start.
    releaseHeld();
    await hydrated(page);
    await expect(page.locator('html[data-page="/"]')).toBeAttached();
    await expect(page.locator('pv-island[data-island^="mf_marketing:"][data-hydration="hydrated"]')).toHaveCount(2);
    expect(remoteFiles.length).toBeGreaterThan(0);
    expect(remoteFiles.filter((file) => !file.url.startsWith(`${remote.url}/releases/${v1}/`) || file.status !== 200)).toEqual([]);

    // A new page shows v2 in the browser too.
    const consoleErrors: string[] = [];
    const second = await context.newPage();
    second.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await second.goto(`${shell.url}/security`);
    await hydrated(second);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(revised);

    // Roll back as a team would: the previous release is current again.
    execFileSync(process.execPath, ['tools/releases/release-cli.ts', 'rollback'], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releases },
      stdio: 'pipe',
    });
    await expect.poll(async () => (await securityText()).includes(revisedInHtml), { timeout: 30_000, intervals: [500] }).toBe(false);
    await second.reload();
    await hydrated(second);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Security & Responsible Disclosure');

    // The same shell process served all of it.
    expect(() => process.kill(shell.pid ?? -1, 0)).not.toThrow();
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await remote.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
