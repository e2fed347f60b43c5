// A team previews a kept release of its remote on the live site (docs/decisions/0020-preview-and-canary.md):
// the signed link from `npm run preview` gives one browser that release on every page the remote
// renders, on the server and in the browser, with the shell's badge and its exit, while another
// browser, and one whose cookie was tampered with, gets the current release; behind the nginx
// balancer, no preview answer reaches another browser.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { publishRelease } from '@pv/tools/releases/releases.ts';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { serveRemoteFolder, startShell, type Running } from '../support/isolated-site';
import { startBalancer } from '../support/nginx-balancer';
import { buildRemoteInto, copyOfBuild, nextMarketingRelease } from '../support/remote-builds';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const NEXT_HEADING = 'Founder success without giving up equity (next)';
const nextMark = '[data-release-mark="next"]';

/** A fresh browser whose requests to the remote are recorded. */
async function visitor(browser: Browser, remoteUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(remoteUrl) && response.url().endsWith('.js')) remoteFiles.push(response.url());
  });
  return { context, page, remoteFiles };
}

const badge = (page: Page) => page.locator('[data-preview-badge]');

test('a preview link shows one browser a kept release on / and /about, server and browser; others get the current one', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // The load balancer test's layout (two shells, then the balancer), with the remote beside them.
  const { shellPort, remotePort: secondShellPort, proxyPort } = sparePorts(testInfo.workerIndex, 9);
  const remotePort = proxyPort + 3;
  const deployment = copyOfBuild('mf-marketing');
  const releases = path.join(deployment, 'releases');
  const publish = (distDir: string, promote: boolean) =>
    publishRelease({ distDir, releasesDir: releases, packageVersion: '1.0.0', keep: 5, promote }).version;
  const current = publish(path.join(deployment, 'dist'), true);
  const nextBuild = copyOfBuild('mf-marketing');
  await buildRemoteInto('mf-marketing', nextBuild, nextMarketingRelease);
  const next = publish(path.join(nextBuild, 'dist'), false);
  fs.rmSync(nextBuild, { recursive: true, force: true });

  // Whatever started is stopped, also when a later start fails.
  const started: Running[] = [];
  const contexts: BrowserContext[] = [];
  try {
    const remote = await serveRemoteFolder(deployment, remotePort);
    started.push(remote);
    for (const port of [shellPort, secondShellPort]) {
      started.push(
        await startShell(port, { remotes: { mf_marketing: remote.url }, env: { SHELL_WORKERS: '2', REMOTE_REVALIDATE_MS: '1000' } }),
      );
    }
    const shell = started[1] as Running;
    const previewLink = (origin: string, to: string) =>
      execFileSync(process.execPath, ['../tools/releases/release-cli.ts', 'preview', next, '--to', to], {
        cwd: path.join(repoRoot, 'mf-marketing'),
        env: { ...process.env, RELEASES_DIR: releases, SITE_ORIGIN: origin },
        encoding: 'utf8',
      }).trim();
    const previewer = await visitor(browser, remote.url);
    const other = await visitor(browser, remote.url);
    contexts.push(previewer.context, other.context);
    const balancer = await startBalancer(proxyPort, [shellPort, secondShellPort]);
    started.push(balancer);
    await expect.poll(async () => (await request.get(`${shell.url}/`)).status(), { timeout: 30_000 }).toBe(200);

    // The team's browser opens the link: the home page of the next release, its island hydrated from that release.
    await previewer.page.goto(previewLink(shell.url, '/'));
    await hydrated(previewer.page);
    expect(new URL(previewer.page.url()).pathname).toBe('/');
    await expect(previewer.page.locator(nextMark)).toBeAttached();
    await expect(badge(previewer.page)).toContainText(`Preview: mf_marketing ${next}`);
    expect(previewer.remoteFiles.length).toBeGreaterThan(0);
    expect(previewer.remoteFiles.filter((url) => !url.startsWith(`${remote.url}/releases/${next}/`))).toEqual([]);
    await previewer.page.goto(`${shell.url}/about`);
    await hydrated(previewer.page);
    await expect(previewer.page.getByRole('heading', { level: 1 })).toHaveText(NEXT_HEADING);
    await expect(badge(previewer.page)).toBeVisible();

    // Another browser gets the current release, from the server and in the browser.
    await other.page.goto(`${shell.url}/`);
    await hydrated(other.page);
    await expect(other.page.locator('[data-testid="rotating-word"]')).toBeAttached();
    await expect(other.page.locator(nextMark)).toHaveCount(0);
    await expect(badge(other.page)).toHaveCount(0);
    expect(other.remoteFiles.filter((url) => !url.startsWith(`${remote.url}/releases/${current}/`))).toEqual([]);
    await other.page.goto(`${shell.url}/about`);
    await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('Founder success without giving up equity');

    // A tampered cookie (another release, the same signature) is ignored: the current release.
    const [cookie] = await previewer.context.cookies(shell.url);
    expect(cookie).toMatchObject({ name: 'pv_preview', httpOnly: true, sameSite: 'Lax' });
    const tampered = await browser.newContext();
    await tampered.addCookies([{ ...(cookie as NonNullable<typeof cookie>), value: (cookie?.value ?? '').replace(next, current) }]);
    const tamperedPage = await tampered.newPage();
    await tamperedPage.goto(`${shell.url}/about`);
    await expect(tamperedPage.getByRole('heading', { level: 1 })).toHaveText('Founder success without giving up equity');
    await expect(badge(tamperedPage)).toHaveCount(0);
    await tampered.close();

    // Exit preview: the same page, on the current release.
    await badge(previewer.page).getByRole('link', { name: 'Exit preview' }).click();
    await expect(previewer.page).toHaveURL(`${shell.url}/about`);
    await expect(previewer.page.getByRole('heading', { level: 1 })).toHaveText('Founder success without giving up equity');
    await expect(badge(previewer.page)).toHaveCount(0);

    // Behind the balancer, both browsers alternate requests over both replicas: a preview answer never reaches the other.
    await previewer.page.goto(previewLink(balancer.url, '/about'));
    await other.page.goto(`${balancer.url}/about`);
    for (let i = 0; i < 6; i++) {
      for (const [who, heading] of [
        [previewer, NEXT_HEADING],
        [other, 'Founder success without giving up equity'],
      ] as const) {
        const answer = await who.page.goto(`${balancer.url}/about`);
        const cacheControl = answer?.headers()['cache-control'] ?? '';
        if (who === previewer) expect(cacheControl).toBe('private, no-store');
        else expect(cacheControl).not.toContain('private');
        await expect(who.page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
    }
  } finally {
    for (const context of contexts) await context.close();
    for (const one of started.reverse()) await one.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
