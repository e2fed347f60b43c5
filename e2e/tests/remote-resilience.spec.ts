// The remote fault matrix: each of the four remotes down, slow past its time-out, serving a broken
// `remoteEntry.js`, or serving code that throws while rendering, first where the shell's server
// loads it, then where the browser loads its islands. A fault proxy (support/fault-proxy.ts) stands
// in front of the suite's real remote, one for the server's address and one for the browser's.
// On the server: the remote's route answers its fallback with Retry inside the normal layout (503
// when the remote could not be loaded, 200 when its page threw: docs/decisions/0001), every other
// route answers 200 with its content, and once the remote is back, Retry and the next server
// render recover, without a restart. In the browser, a page is the server's HTML and only its
// islands load code, from the remote's browser container (docs/decisions/0032-react-islands.md): an
// island whose container does not come keeps that HTML (its links and forms work) and shows Retry,
// which hydrates it once the container is back; one that throws keeps its HTML too, while the
// shell's islands work. Never an uncaught error in the page.
import type { Browser, Page } from '@playwright/test';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { findRoute } from '@pv/shared/contract/routes.ts';
import { REMOTE_TIMEOUT_MS, SERVER_RETRY_PAUSE_MS } from '@pv/shared/contract/remote-loading.ts';
import { test, expect, hydrated, settleEveryIsland } from '../support/fixtures';
import { e2ePorts, sparePorts } from '../support/ports';
import { startShell } from '../support/isolated-site';
import { startFaultProxy, type Fault } from '../support/fault-proxy';
import { siteRoutes } from '../support/routes';

interface Subject {
  /** A route of the remote whose page has an island of the remote's. */
  path: string;
  heading: RegExp;
  /**
   * A string literal found only in render code of that page and island, in both builds (the
   * server's and the browser container's): the `throws` fault replaces it.
   */
  renderLiteral: string;
}

const subjects: Record<RemoteName, Subject> = {
  mf_marketing: { path: '/', heading: /^Turning Founder Potential into Momentum$/, renderLiteral: 'button' },
  mf_programs: { path: '/journey-map', heading: /^Explore your venture journey$/, renderLiteral: 'journey-progress' },
  mf_blog: { path: '/blog', heading: /^Insights for founders on the way to funding$/, renderLiteral: 'checkbox' },
  mf_assessment: { path: '/chart-my-course', heading: /^Chart your course$/, renderLiteral: 'radio' },
};

const SERVER_FAULTS = ['down', 'broken-entry', 'slow'] as const satisfies readonly Fault[];
const BROWSER_FAULTS = ['down', 'broken-entry', 'slow', 'throws'] as const satisfies readonly Fault[];

/** How often the test shell looks for a new deployment of a remote (the `throws` fault is one). */
const REVALIDATE_MS = 500;

const fallback = (page: Page) => page.getByTestId('remote-fallback');
const islandRetry = (page: Page) => page.getByTestId('island-retry');
const remoteIslands = (page: Page, name: RemoteName) => page.locator(`pv-island[data-island^="${name}:"]`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visits the remote's route, expects its fallback, and returns how long the server took to answer. */
async function expectFallback(page: Page, status: number): Promise<number> {
  const response = await page.goto(subjects[remoteOf(page)].path);
  expect(response?.status()).toBe(status);
  expect(response?.headers()['cache-control']).toBe('no-store');
  if (status === 503) expect(response?.headers()['retry-after']).toBe('30');
  await hydrated(page);
  await expect(fallback(page)).toContainText('This page is temporarily unavailable');
  await expect(fallback(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
  return response?.request().timing().responseStart ?? Number.NaN;
}

const remoteOfPage = new WeakMap<Page, RemoteName>();
const remoteOf = (page: Page) => remoteOfPage.get(page) as RemoteName;

/** A page in a context of its own (each browser fault is met with an empty cache), and what it logs as errors. */
async function freshPage(browser: Browser, baseURL: string, errors: Error[]) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('pageerror', (error) => errors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  return { page, logged };
}

for (const { name, env } of remotes) {
  const subject = subjects[name];
  test(`${name}: down, slow, broken entry and throwing, on the server and in the browser; recovers without a restart`, async ({
    browser,
    pageErrors,
  }, testInfo) => {
    test.setTimeout(150_000);
    const ports = sparePorts(testInfo.workerIndex, 3 + remotes.findIndex((remote) => remote.name === name));
    const target = `http://localhost:${e2ePorts.remotes[name]}`;
    const serverSide = await startFaultProxy(ports.remotePort, target, subject.renderLiteral);
    const browserSide = await startFaultProxy(ports.proxyPort, target, subject.renderLiteral);
    await serverSide.set('down'); // from the start: the server's warm-up cannot load it either
    const shell = await startShell(ports.shellPort, {
      remotes: { [name]: browserSide.url },
      env: { [env.serverUrl]: serverSide.url, SHELL_WORKERS: '1', PAGE_CACHE_MS: '0', REMOTE_REVALIDATE_MS: String(REVALIDATE_MS) },
    });
    const context = await browser.newContext({ baseURL: shell.url });
    const shellPage = await context.newPage();
    shellPage.on('pageerror', (error) => pageErrors.push(error));
    remoteOfPage.set(shellPage, name);
    const browserErrors: Error[] = [];
    try {
      // The server cannot load the remote: each fault in turn, each after the server's pause
      // between two attempts has passed, so that each is really met.
      for (const [index, fault] of SERVER_FAULTS.entries()) {
        await serverSide.set(fault);
        if (index > 0) await pause(SERVER_RETRY_PAUSE_MS + 500);
        const hitsBefore = serverSide.hits[fault];
        const answeredAfter = await test.step(`server: ${fault}`, () => expectFallback(shellPage, 503));
        if (fault === 'slow') expect(answeredAfter, 'the server gives up at its time-out').toBeLessThan(REMOTE_TIMEOUT_MS.server + 2_000);
        if (fault !== 'down') expect(serverSide.hits[fault], `the server met ${fault}`).toBeGreaterThan(hitsBefore);

        if (fault === 'down') {
          await test.step('every other route answers 200 with its page', async () => {
            for (const route of siteRoutes) {
              if (findRoute(new URL(route.path, shell.url).pathname)?.remote === name) continue;
              const response = await shellPage.request.get(route.path);
              expect(response.status(), route.path).toBe(route.status);
              expect(await response.text(), route.path).not.toContain('data-testid="remote-fallback"');
            }
          });
        }
      }

      await test.step('back: Retry loads the page, and the next server render has it', async () => {
        await serverSide.set('none');
        await fallback(shellPage).getByRole('button', { name: 'Retry' }).click();
        await expect(shellPage.getByRole('heading', { level: 1, name: subject.heading })).toBeVisible({ timeout: 15_000 });
        await expect(fallback(shellPage)).toHaveCount(0);
        expect((await shellPage.request.get(subject.path)).status()).toBe(200);
      });

      // The server has the remote; the browser cannot load its islands' code, or that code throws.
      for (const fault of BROWSER_FAULTS) {
        await test.step(`browser: ${fault}`, async () => {
          await browserSide.set(fault);
          const { page: visit, logged } = await freshPage(browser, shell.url, browserErrors);
          // Not waiting for `load`: a slow remote's entry holds it back, while the page is already there.
          const response = await visit.goto(subject.path, { waitUntil: 'domcontentloaded' });
          expect(response?.status()).toBe(200);
          await expect(visit.getByRole('heading', { level: 1, name: subject.heading })).toBeVisible();
          await visit.locator('header[data-scripted]').waitFor({ state: 'attached' });
          // Every island settles: a slow remote's once the browser's time-out has passed.
          await visit.waitForFunction(() => document.documentElement.dataset.page === location.pathname, undefined, {
            timeout: REMOTE_TIMEOUT_MS.browser * 2 + 5_000,
          });
          // The remote's islands further down, as the visitor scrolls to them.
          await settleEveryIsland(visit, REMOTE_TIMEOUT_MS.browser * 2 + 5_000);
          await expect(fallback(visit)).toHaveCount(0);
          // The fault was met: the island's code did not come, or it threw and kept its server HTML.
          const met =
            fault === 'throws' ? new RegExp(`Island ${name}:[\\w-]+ failed`) : new RegExp(`Island ${name}:[\\w-]+ could not be loaded`);
          expect(
            logged.some((text) => met.test(text)),
            logged.join('\n'),
          ).toBe(true);
          // Its server HTML is there, links and all; a container that did not come offers Retry.
          // (Code that throws fails only the islands whose code holds the literal.)
          const failed = remoteIslands(visit, name).and(visit.locator('[data-hydration="failed"]')).first();
          await expect(failed).toBeAttached();
          expect(await failed.locator('a[href], button, input, select').count()).toBeGreaterThan(0);
          if (fault === 'throws') await expect(islandRetry(visit)).toHaveCount(0);
          else await expect(islandRetry(visit).first().getByRole('button', { name: 'Retry' })).toBeEnabled();
          await visit.context().close();
        });
      }
      await test.step('browser: the container is back, and Retry hydrates the island in the page', async () => {
        await browserSide.set('down');
        const { page: visit } = await freshPage(browser, shell.url, browserErrors);
        await visit.goto(subject.path);
        await settleEveryIsland(visit, REMOTE_TIMEOUT_MS.browser * 2 + 5_000);
        const retry = islandRetry(visit).first();
        await expect(retry).toBeVisible();
        // One Retry per island whose code did not come (the home page has two).
        const offered = await islandRetry(visit).count();
        await browserSide.set('none');
        await retry.getByRole('button', { name: 'Retry' }).click();
        await expect(islandRetry(visit)).toHaveCount(offered - 1, { timeout: REMOTE_TIMEOUT_MS.browser + 5_000 });
        await expect(remoteIslands(visit, name).first()).toHaveAttribute('data-hydration', 'hydrated');
        await visit.context().close();
      });
      await browserSide.set('none');

      await test.step("server: the remote's new deployment throws while rendering, then is fixed", async () => {
        await serverSide.set('throws');
        await expect
          .poll(async () => (await shellPage.request.get(subject.path)).text(), { timeout: 15_000 })
          .toContain('data-testid="remote-fallback"');
        await expectFallback(shellPage, 200);
        await serverSide.set('none');
        await expect
          .poll(async () => (await shellPage.request.get(subject.path)).text(), { timeout: 15_000 })
          .not.toContain('data-testid="remote-fallback"');
        await shellPage.goto(subject.path);
        await hydrated(shellPage);
        await expect(shellPage.getByRole('heading', { level: 1, name: subject.heading })).toBeVisible();
      });
      expect(browserSide.hits.throws).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
      expect(browserErrors).toEqual([]);
    } finally {
      await context.close();
      await shell.stop();
      await serverSide.stop();
      await browserSide.stop();
    }
  });
}
