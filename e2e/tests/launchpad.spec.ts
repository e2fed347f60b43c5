// The Launchpad app in its frame, on a shell whose LAUNCHPAD_APP_URL points at a port this test
// controls: an app that answers, the same port closed (refused), and a port that never answers.
import http from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { startBlackHole, startShell } from '../support/isolated-site';

const frame = (page: Page) => page.getByTitle('Launchpad app');
const openLink = (page: Page) => page.getByRole('link', { name: /^Open the Launchpad app in a new tab/ });
const status = (page: Page) => page.locator('#app').getByRole('status');
const frameState = (page: Page) => page.locator('[data-frame-state]');

function startApp(port: number) {
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Launchpad</title><body style="background:#fff"><h1>Launchpad test app</h1></body>');
  });
  return new Promise<{ stop: () => Promise<void> }>((resolve) =>
    server.listen(port, () => resolve({ stop: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}

test('the frame: the app inside, a loading state, the always-visible link; closed or silent, it says so', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const { shellPort, remotePort: appPort } = sparePorts(testInfo.workerIndex, 8);
  const appUrl = `http://localhost:${appPort}/forge`;
  const shell = await startShell(shellPort, { env: { LAUNCHPAD_APP_URL: appUrl, PAGE_CACHE_MS: '0' } });
  try {
    // The policy lets the page frame exactly that origin.
    const response = await page.request.get(`${shell.url}/programs/launchpad`);
    const frameSrc = (response.headers()['content-security-policy'] ?? '').split('; ').find((d) => d.startsWith('frame-src'));
    expect(frameSrc?.split(' ')).toContain(`http://localhost:${appPort}`);

    // An app that answers: it shows in the frame, full height, and the loading state goes.
    const app = await startApp(appPort);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shell.url}/programs/launchpad`);
    await hydrated(page);
    await expect(frame(page)).toHaveAttribute('src', appUrl);
    await expect(page.frameLocator('iframe[title="Launchpad app"]').getByRole('heading', { name: 'Launchpad test app' })).toBeVisible();
    await expect(frameState(page)).toHaveAttribute('data-frame-state', 'loaded');
    // As tall as the window under the fixed header (72 px), less a margin and the frame's border.
    const height = (await frame(page).boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(900 - 72 - 32 - 2);
    await expect(openLink(page)).toHaveAttribute('href', appUrl);
    await expect(openLink(page)).toHaveAttribute('target', '_blank');
    await app.stop();

    // Refused (the port is closed): the browser shows its error page inside the frame, which the
    // page cannot tell apart from the app; the link to open it in a new tab is there.
    await page.goto(`${shell.url}/programs/launchpad`);
    await hydrated(page);
    await expect(frame(page)).toBeVisible();
    await expect(openLink(page)).toBeVisible();
    await expect(openLink(page)).toHaveAttribute('href', appUrl);

    // Silent (accepts, never answers): the loading state, then after 8 s the notice beside the link.
    const silent = await startBlackHole(appPort);
    try {
      await page.goto(`${shell.url}/programs/launchpad`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await expect(frameState(page)).toHaveAttribute('data-frame-state', 'loading');
      await expect(page.getByText('Opening the Launchpad app…')).toBeVisible();
      await expect(status(page)).toHaveText('');
      await expect(status(page)).toContainText('The Launchpad app has not appeared yet', { timeout: 15_000 });
      await expect(openLink(page)).toBeVisible();
    } finally {
      await silent.stop();
    }
  } finally {
    await shell.stop();
  }
});

test('on a phone the frame and its link fit the screen; a short window still gets 36rem of app', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/programs/launchpad');
  await expect(openLink(page)).toBeVisible();
  const box = await frame(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(box?.height).toBeGreaterThanOrEqual(36 * 16 - 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
