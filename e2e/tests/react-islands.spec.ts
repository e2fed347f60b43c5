// React islands through Module Federation (docs/decisions/0032-react-islands.md): every island a
// remote exposes is hydrated by React, loaded from the remote's browser container, with one copy of
// React per page whatever remotes its islands come from; no route logs a hydration error.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';
import { siteRoutes } from '../support/routes';

/** A string only React DOM's client holds: the key it sets on a root's container. */
const REACT_DOM_SIGNATURE = '__reactContainer$';

/** What React and the browser say when a hydration does not match the server's HTML. */
const HYDRATION_ERROR = /hydrat|did not match|recoverable render error|Minified React error #(418|419|421|422|423|425)/i;

interface IslandEntry {
  id: string;
  owner: string;
  name: string;
  kind: string;
  hydrate: unknown;
  props?: object;
}
interface PageStateJson {
  islands: IslandEntry[];
  remotes: { name: string; entry: string }[];
  hydrator?: string[];
  [key: string]: unknown;
}

const stateOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="__PV_STATE__">([^<]*)<\/script>/)?.[1] ?? '{}') as PageStateJson;

/** Whether React hydrated the island's marker (React DOM keeps its root on the container). */
const hydratedByReact = (page: Page, island: string) =>
  page
    .locator(`pv-island[data-island="${island}"]`)
    .first()
    .evaluate((marker) => Object.keys(marker).some((key) => key.startsWith('__reactContainer$')));

/**
 * A document holding the React island `island` of each page, as the server rendered it, under a new
 * id (`id` and the ids React's useId wrote inside it, which carry the island's id), with the
 * pages' styles, the first page's boot script, and a page state naming both: what a page composed
 * of two remotes' islands is.
 */
async function composedPage(request: APIRequestContext, parts: { path: string; island: string; id: string; hydrate?: unknown }[]) {
  const islands: IslandEntry[] = [];
  const remotes: PageStateJson['remotes'] = [];
  const markers: string[] = [];
  let head = '';
  let state: PageStateJson | null = null;
  let starter = '';
  for (const part of parts) {
    const html = await (await request.get(part.path)).text();
    const pageState = stateOf(html);
    state ??= pageState;
    starter ||= html.match(/<script id="pv-start"[\s\S]*?<\/script>/)?.[0] ?? '';
    head += (html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '');
    const entry = pageState.islands.find((candidate) => `${candidate.owner}:${candidate.name}` === part.island);
    if (!entry) throw new Error(`${part.path} has no island ${part.island}`);
    const marker = html.match(
      new RegExp(`<pv-island data-island="${part.island}" data-island-id="${entry.id}">[\\s\\S]*?</pv-island>`),
    )?.[0];
    if (!marker) throw new Error(`${part.path} has no marker for ${part.island}`);
    markers.push(marker.replace(`data-island-id="${entry.id}"`, `data-island-id="${part.id}"`).replaceAll(`_${entry.id}-`, `_${part.id}-`));
    islands.push({ ...entry, id: part.id, ...(part.hydrate ? { hydrate: part.hydrate } : {}) });
    for (const remote of pageState.remotes) if (!remotes.some((known) => known.name === remote.name)) remotes.push(remote);
  }
  const composed = { ...state, islands, remotes };
  return `<!doctype html><html lang="en"><head>${head}</head><body><main>${markers.join('<hr>')}</main>
<script type="application/json" id="__PV_STATE__">${JSON.stringify(composed).replaceAll('<', '\\u003c')}</script>${starter}</body></html>`;
}

/**
 * Serves `html` at /__composed on the site's origin. A document the test fulfils has no network
 * address, so Chromium counts it as public and asks leave for its requests to the remotes on
 * localhost (Local Network Access); a visitor's page and its remotes share one address space.
 */
async function serveComposed(page: Page, html: string) {
  await page.context().grantPermissions(['local-network-access']);
  await page.route('**/__composed', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
}

test('a page with islands of two remotes loads React DOM once, and each island is hydrated by React from its own container', async ({
  page,
  request,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const html = await composedPage(request, [
    { path: '/journey-map', island: 'mf_programs:journey-map', id: 'a0', hydrate: 'load' },
    { path: '/', island: 'mf_marketing:founder-path-selector', id: 'b0', hydrate: 'load' },
  ]);
  await serveComposed(page, html);
  const bodies: Promise<{ url: string; reactDom: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().then((text) => ({ url: response.url(), reactDom: text.includes(REACT_DOM_SIGNATURE) })));
  });
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.goto('/__composed');
  await expect(page.locator('pv-island[data-island-id="a0"]')).toHaveAttribute('data-hydration', 'hydrated');
  await expect(page.locator('pv-island[data-island-id="b0"]')).toHaveAttribute('data-hydration', 'hydrated');
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.filter((script) => script.reactDom).map((script) => new URL(script.url).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/[\w.-]+\.js$/),
  ]);
  // Each remote's container, once, and nothing of React from a remote.
  for (const remote of ['mf_programs', 'mf_marketing']) {
    const entry = stateOf(html).remotes.find((candidate) => candidate.name === remote)?.entry ?? 'none';
    expect(scripts.filter((script) => script.url.split('?')[0] === entry)).toHaveLength(1);
  }
  expect(await hydratedByReact(page, 'mf_programs:journey-map')).toBe(true);
  expect(await hydratedByReact(page, 'mf_marketing:founder-path-selector')).toBe(true);
  // Both work, each in its own root.
  await page.getByTestId('marker-hub').focus();
  await expect(page.getByTestId('card-hub')).toBeVisible();
  expect(logged.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('`media`: an island whose query does not match waits, with no React downloaded, until the screen changes so that it does', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const html = await composedPage(request, [
    { path: '/journey-map', island: 'mf_programs:journey-map', id: 'a0', hydrate: { media: '(min-width: 1000px)' } },
  ]);
  await serveComposed(page, html);
  const hydrator: string[] = [];
  page.on('request', (request) => /\/assets\/hydrator\.[0-9a-f]+\.js$/.test(request.url()) && hydrator.push(request.url()));
  await page.goto('/__composed');
  await expect(page.locator('html[data-booted]')).toBeAttached();
  await page.waitForTimeout(1000);
  expect(await page.locator('pv-island[data-island-id="a0"]').getAttribute('data-hydration')).toBeNull();
  expect(hydrator).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('pv-island[data-island-id="a0"]')).toHaveAttribute('data-hydration', 'hydrated');
  expect(hydrator).toHaveLength(1);
});

test('no route logs a hydration error, with every island hydrated', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => logged.push(`${page.url()}: ${error.message}`));
  const withReact: string[] = [];
  for (const route of [...siteRoutes.map((r) => r.path), '/blog?tag=Boston&sort=title-asc', '/chart-my-course/results?a=1a5tr']) {
    await page.goto(route);
    await hydrated(page);
    const state = stateOf(await page.content());
    for (const island of state.islands.filter((entry) => entry.kind === 'react')) {
      withReact.push(`${route} ${island.owner}:${island.name}`);
      expect(await hydratedByReact(page, `${island.owner}:${island.name}`), `${route} ${island.name}`).toBe(true);
    }
  }
  expect(logged.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  // Every remote has islands that React hydrates.
  for (const remote of ['mf_marketing', 'mf_programs', 'mf_blog', 'mf_assessment'])
    expect(
      withReact.some((entry) => entry.includes(` ${remote}:`)),
      remote,
    ).toBe(true);
  await context.close();
});
