// A team rebuilds its remote with a visible change and redeploys it: the running shell (server and
// browser) shows the new version, with no shell rebuild or restart.
import fs from 'node:fs';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { serveRemoteFolder, startShell } from '../support/isolated-site';
import { buildRemoteInto, copyOfBuild, reviseSecurityTitle } from '../support/remote-builds';

test('a redeployed remote is served by the running shell within 30 seconds', async ({ page, pageErrors, request }, testInfo) => {
  test.setTimeout(120_000);
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 3);
  const deployment = copyOfBuild('mf-marketing');
  const remote = await serveRemoteFolder(deployment, remotePort);
  const shell = await startShell(shellPort, { remotes: { mf_marketing: remote.url } });
  try {
    // On a busy machine the shell's first load of the remote may exceed its time-out: wait for the page.
    await expect.poll(async () => (await request.get(`${shell.url}/security`)).status(), { timeout: 30_000 }).toBe(200);
    await page.goto(`${shell.url}/security`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security & Responsible Disclosure');

    await buildRemoteInto('mf-marketing', deployment, reviseSecurityTitle);
    const deployedAt = Date.now();

    // Server rendering picks the new deployment up by itself.
    await expect
      .poll(async () => (await (await request.get(`${shell.url}/security`)).text()).includes('Responsible Disclosure (revised)'), {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe(true);
    testInfo.annotations.push({ type: 'picked up after', description: `${Date.now() - deployedAt} ms` });

    // The browser loads the new manifest on its next page load and hydrates without a mismatch.
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security & Responsible Disclosure (revised)');
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await remote.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
