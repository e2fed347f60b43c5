// One remote down, slow or throwing: its routes show the fallback inside the normal layout, every
// other part of the site keeps working, and nothing is thrown at the visitor's page.
import fs from 'node:fs';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { serveRemoteFolder, startBlackHole, startShell, type Running } from '../support/isolated-site';
import { buildRemoteInto, copyOfBuild } from '../support/remote-builds';

const fallback = (page: import('@playwright/test').Page) => page.getByTestId('remote-fallback');

test('a stopped remote: fallback with Retry, the rest of the site works, Retry recovers', async ({ page, pageErrors }, testInfo) => {
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 0);
  const deployment = copyOfBuild('mf-marketing');
  let remote: Running | null = null;
  const shell = await startShell(shellPort, { remotes: { mf_marketing: `http://localhost:${remotePort}` } });
  try {
    // The remote is down from the start: neither the server nor the browser can load it. The page
    // still comes with header, footer and fallback; 503 tells crawlers and caches to come back.
    const response = await page.goto(`${shell.url}/privacy`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('30');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await hydrated(page);
    await expect(fallback(page)).toBeVisible();
    await expect(fallback(page)).toContainText('This page is temporarily unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');

    // Other remotes' pages and the shell's own pages are unaffected.
    await page.getByRole('link', { name: 'Start Free Assessment' }).first().isVisible();
    await page.goto(`${shell.url}/chart-my-course`);
    await expect(page.getByRole('heading', { name: 'Chart your course' })).toBeVisible();
    await page.goto(`${shell.url}/no-such-page`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();

    // Back up: Retry asks the server for the page until it has it again, then loads it.
    await page.goto(`${shell.url}/security`);
    await hydrated(page);
    await expect(fallback(page)).toBeVisible();
    remote = await serveRemoteFolder(deployment, remotePort);
    await fallback(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Security/ })).toBeVisible();
    await expect(fallback(page)).toBeHidden();
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await remote?.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});

test('a remote that never answers times out into the fallback', async ({ page, pageErrors }, testInfo) => {
  test.setTimeout(60_000);
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 1);
  const blackHole = await startBlackHole(remotePort);
  const shell = await startShell(shellPort, { remotes: { mf_marketing: blackHole.url } });
  try {
    const started = Date.now();
    const response = await page.goto(`${shell.url}/terms`);
    expect(response?.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);
    await expect(fallback(page)).toBeVisible();
    await hydrated(page);
    // The fallback is the server's, with Retry (an island): the browser loads nothing of the remote.
    await expect(fallback(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await blackHole.stop();
  }
});

test('a remote whose page throws shows the fallback, on the server and in the browser', async ({ page, pageErrors }, testInfo) => {
  test.setTimeout(90_000);
  const { shellPort, remotePort } = sparePorts(testInfo.workerIndex, 2);
  const deployment = copyOfBuild('mf-marketing');
  await buildRemoteInto('mf-marketing', deployment, {
    file: 'src/legal/legal-pages.tsx',
    from: 'export function TermsPage() {',
    to: "export function TermsPage() {\n  if (1 + 1 === 2) throw new Error('Terms page is broken in this build');",
  });
  const remote = await serveRemoteFolder(deployment, remotePort);
  const shell = await startShell(shellPort, { remotes: { mf_marketing: remote.url } });
  try {
    // The remote answers but its page throws: the page is sent (200) with that region's fallback.
    const response = await page.goto(`${shell.url}/terms`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await hydrated(page);
    await expect(fallback(page)).toBeVisible();
    // The same remote's other pages still work.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await remote.stop();
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
