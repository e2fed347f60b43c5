import type { Browser } from '@playwright/test';
import { hydrated } from './fixtures';

/**
 * The files of one kind a fresh visit to `path` downloads until its islands are live and the
 * network is quiet, each with its size as transferred (compressed where the server compresses),
 * and what the page's islands need (its page state says so): `none` without React islands,
 * `react` with them, `react-query` when they also read the page's data cache.
 */
export async function freshVisitDownloads(browser: Browser, path: string, kind: 'script' | 'font') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === kind) sizes.push(request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize })));
  });
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const islandsNeed = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('__PV_STATE__')?.textContent ?? '{}') as {
      islands?: { kind: string }[];
      dehydratedState?: unknown;
    };
    if (!(state.islands ?? []).some((island) => island.kind === 'react')) return 'none' as const;
    return state.dehydratedState ? ('react-query' as const) : ('react' as const);
  });
  const files = await Promise.all(sizes);
  await context.close();
  return { files, islandsNeed };
}
