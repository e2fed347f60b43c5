// The Launchpad app on a shell whose LAUNCHPAD_APP_URL points at a port this test controls: a poster
// until asked; then an app that answers shows in its frame, full height, and the same port closed
// (refused) or silent (accepts, never answers) leaves the poster with its link and a notice: never
// the browser's error page in a frame.
import http from 'node:http';
import type { Page } from '@playwright/test';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { test, expect, hydrated } from '../support/fixtures';
import { sparePorts } from '../support/ports';
import { startBlackHole, startShell } from '../support/isolated-site';

const frame = (page: Page) => page.getByTitle('Launchpad app');
const openLink = (page: Page) => page.getByRole('link', { name: /^Open the Launchpad app in a new tab/ });
const openHere = (page: Page) => page.locator('#app').getByRole('button');
const status = (page: Page) => page.locator('#app').getByRole('status');
const embedState = (page: Page) => page.locator('#app [data-embed-state]');

function startApp(port: number) {
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Launchpad</title><body style="background:#fff"><h1>Launchpad test app</h1></body>');
  });
  return new Promise<{ stop: () => Promise<void> }>((resolve) =>
    server.listen(port, () => resolve({ stop: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}

test('a poster until asked; an app that answers shows full height; closed or silent, the poster stays and says so', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const { shellPort, remotePort: appPort } = sparePorts(testInfo.workerIndex, 8);
  const appUrl = `http://localhost:${appPort}/forge`;
  const shell = await startShell(shellPort, { env: { LAUNCHPAD_APP_URL: appUrl, PAGE_CACHE_MS: '0' } });
  try {
    // The policy lets the page frame exactly that origin, and ask it whether it answers.
    const response = await page.request.get(`${shell.url}/programs/launchpad`);
    const policy = (response.headers()['content-security-policy'] ?? '').split(/;\s*/);
    for (const directive of ['frame-src', 'connect-src'])
      expect(policy.find((d) => d.startsWith(`${directive} `))?.split(' ')).toContain(`http://localhost:${appPort}`);

    // An app that answers: nothing of it loads until the button; then it shows in the frame, full
    // height, and the poster goes.
    const app = await startApp(appPort);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${shell.url}/programs/launchpad`);
    await hydrated(page);
    await expect(frame(page)).toHaveCount(0);
    await expect(embedState(page)).toHaveAttribute('data-embed-state', 'poster');
    await openHere(page).click();
    await expect(embedState(page)).toHaveAttribute('data-embed-state', 'shown');
    await expect(frame(page)).toHaveAttribute('src', appUrl);
    await expect(page.frameLocator('iframe[title="Launchpad app"]').getByRole('heading', { name: 'Launchpad test app' })).toBeVisible();
    // As tall as the window under the fixed header (72 px), less a margin and the box's border.
    const height = (await frame(page).boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(900 - 72 - 32 - 2);
    await expect(openLink(page)).toHaveAttribute('href', appUrl);
    await app.stop();

    // Refused (the port is closed): the browser would show its error page in a frame, and fires
    // `load` for it; the page shows no frame, keeps the poster and its link, and says so.
    await page.goto(`${shell.url}/programs/launchpad`);
    await hydrated(page);
    await openHere(page).click();
    await expect(embedState(page)).toHaveAttribute('data-embed-state', 'failed');
    await expect(status(page)).toContainText('The Launchpad app has not loaded here');
    await expect(frame(page)).toHaveCount(0);
    await expect(openLink(page)).toBeVisible();

    // Silent (accepts, never answers): loading behind the poster, then after 8 s the notice.
    const silent = await startBlackHole(appPort);
    try {
      await page.goto(`${shell.url}/programs/launchpad`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await openHere(page).click();
      await expect(embedState(page)).toHaveAttribute('data-embed-state', 'loading');
      await expect(status(page)).toHaveText('Opening the Launchpad app…');
      await expect(frame(page)).toBeHidden();
      await expect(status(page)).toContainText('The Launchpad app has not loaded here', { timeout: 15_000 });
      await expect(frame(page)).toHaveCount(0);
      await expect(openLink(page)).toBeVisible();
    } finally {
      await silent.stop();
    }
  } finally {
    await shell.stop();
  }
});

test('on the configured (unreachable) app, /programs/launchpad shows the poster and its link, not a frame', async ({ page }) => {
  await page.goto('/programs/launchpad');
  await hydrated(page);
  await expect(openLink(page)).toBeVisible();
  await openHere(page).click();
  await expect(embedState(page)).toHaveAttribute('data-embed-state', 'failed');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(openLink(page)).toBeVisible();
});

test('on a phone the poster, its link and then the frame fit the screen; a short window still gets 36rem of app', async ({ page }) => {
  await page.route(`${new URL(defaultSiteConfig.urls.launchpadApp).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title><p>app</p>' }),
  );
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/programs/launchpad');
  await hydrated(page);
  await expect(openLink(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await openHere(page).click();
  await expect(frame(page)).toBeVisible();
  const box = await frame(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(box?.height).toBeGreaterThanOrEqual(36 * 16 - 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
