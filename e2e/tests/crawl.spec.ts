// The whole composed site, crawled (docs/content.md, "No dead ends"): from the start page, every
// internal link of every page is followed (every route, every tab, every page of the blog), read
// from the server HTML with plain requests. No link answers 404 or 5xx, every in-page target
// exists, every external link opens in a new tab with rel="noopener noreferrer", every mailto is
// well formed. Then a browser clicks every button of each kind of page: each one does something.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { findRoute, liveRoutes, routes, type SiteRoute } from '@pv/shared/contract/routes.ts';
import { test, expect, hydrated } from '../support/fixtures';
import { e2eOrigin } from '../support/ports';

/** Where the crawl starts: the home page, as a visitor does. */
const START = '/';
/** A results page is reached by finishing the assessment, never by a link: the crawl starts there too. */
const RESULTS_EXAMPLE = '/chart-my-course/results?a=1a5tr';

/** More pages than that means a link generator gone wrong (a query that grows on every page). */
const MAX_PAGES = 600;

const table: readonly SiteRoute[] = routes;

interface Anchor {
  href: string;
  target: string | null;
  rel: string | null;
  /** The page it was found on. */
  on: string;
}

interface CrawlResult {
  /** Path and query of every page fetched, with its final status and content type. */
  pages: Map<string, { status: number; type: string; html: string }>;
  anchors: Anchor[];
  problems: string[];
  /** Links to routes of the table that are still planned (404 until their page is built). */
  planned: Set<string>;
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decodeHtml = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** Every `<a>` of an HTML text with its href, target and rel (React writes attributes in double quotes). */
function anchorsIn(html: string, on: string): (Anchor | { missingHref: string })[] {
  return [...html.matchAll(/<a(\s[^>]*)?>/g)].map((match) => {
    const attributes = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decodeHtml(value ?? '')]),
    );
    if (attributes.href === undefined) return { missingHref: match[0] };
    return { href: attributes.href, target: attributes.target ?? null, rel: attributes.rel ?? null, on };
  });
}

const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtml(match[1] ?? '')));

const isPlanned = (pathname: string) => findRoute(pathname)?.status === 'planned';

/** What is wrong with a mailto link (RFC 6068), or null. */
export function mailtoProblem(href: string): string | null {
  const [addresses = '', query] = href.slice('mailto:'.length).split('?', 2) as [string, string | undefined];
  if (/[\s#]/.test(href)) return 'a raw space, line break or # (must be percent-encoded)';
  const to = decodeURIComponent(addresses).split(',');
  if (!to.every((address) => /^[^@\s<>(),;:"]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(address))) return `bad address "${addresses}"`;
  for (const field of query ? query.split('&') : []) {
    const [name = '', value = ''] = field.split('=', 2);
    if (!['subject', 'body', 'cc', 'bcc'].includes(name)) return `unknown field "${name}"`;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return `${name} is not valid percent-encoding`;
    }
    if (/[^A-Za-z0-9\-_.!~*'()%]/.test(value)) return `${name} has characters that must be percent-encoded`;
    if (name === 'body' && /(?<!\r)\n/.test(decoded)) return 'a line break in the body that is not CRLF';
  }
  return null;
}

async function crawl(request: APIRequestContext, starts: readonly string[]): Promise<CrawlResult> {
  const result: CrawlResult = { pages: new Map(), anchors: [], problems: [], planned: new Set() };
  const queue = [...starts];
  const fragments: { path: string; id: string; on: string }[] = [];
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path);
        const type = response.headers()['content-type'] ?? '';
        const html = type.startsWith('text/html') ? await response.text() : '';
        result.pages.set(path, { status: response.status(), type, html });
        for (const found of anchorsIn(html, path)) {
          if ('missingHref' in found) {
            result.problems.push(`${path}: an anchor without href: ${found.missingHref}`);
            continue;
          }
          result.anchors.push(found);
          const { href } = found;
          if (href.startsWith('#')) {
            fragments.push({ path, id: href.slice(1), on: path });
            continue;
          }
          const url = new URL(href, `${e2eOrigin}${path}`);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
          if (url.origin !== e2eOrigin) continue;
          const target = `${url.pathname}${url.search}`;
          if (url.hash) fragments.push({ path: target, id: decodeURIComponent(url.hash.slice(1)), on: path });
          if (!result.pages.has(target) && !queue.includes(target) && !batch.includes(target)) queue.push(target);
        }
      }),
    );
    if (result.pages.size > MAX_PAGES) {
      result.problems.push(`more than ${MAX_PAGES} pages: ${[...result.pages.keys()].slice(-10).join(', ')}`);
      break;
    }
  }
  for (const [path, page] of result.pages) {
    const pathname = path.split('?')[0] ?? '';
    if (page.status === 404 && isPlanned(pathname)) result.planned.add(pathname);
    else if (page.status === 404 || page.status >= 500) result.problems.push(`${path} answers ${page.status}`);
  }
  for (const { path, id, on } of fragments) {
    const page = result.pages.get(path);
    if (page?.html && !idsIn(page.html).has(id)) result.problems.push(`${on} links to ${path}#${id}, which has no element with that id`);
  }
  return result;
}

function linkProblems(anchors: readonly Anchor[]): string[] {
  const problems: string[] = [];
  for (const { href, target, rel, on } of anchors) {
    if (href.startsWith('mailto:')) {
      const problem = mailtoProblem(href);
      if (problem) problems.push(`${on}: ${href}: ${problem}`);
    } else if (/^https?:/.test(href) && new URL(href).origin !== e2eOrigin) {
      const tokens = new Set((rel ?? '').split(/\s+/));
      if (target !== '_blank' || !tokens.has('noopener') || !tokens.has('noreferrer'))
        problems.push(`${on}: external ${href} has target=${target} rel=${rel}`);
    } else if (!href.startsWith('/') && !href.startsWith('#') && !href.startsWith(e2eOrigin)) {
      problems.push(`${on}: ${href} is neither a site path, an external URL nor a mailto`);
    }
  }
  return problems;
}

// ---- Buttons, in a browser -------------------------------------------------------------------

/** One page of each kind: a route of the table, and each of its tabs. */
function pageKinds(pages: CrawlResult['pages']): string[] {
  const kinds = new Map<string, string>();
  for (const [path, page] of pages) {
    if (page.status !== 200 || !page.type.startsWith('text/html')) continue;
    const url = new URL(path, e2eOrigin);
    const route = findRoute(url.pathname);
    if (!route) continue;
    const key = `${route.path}?tab=${url.searchParams.get('tab') ?? ''}`;
    if (!kinds.has(key) && (url.search === '' || url.searchParams.has('tab'))) kinds.set(key, path);
  }
  return [...kinds.values()];
}

interface Evidence {
  mutations: number;
  url: string;
  scrollY: number;
  events: number;
}

async function startWatching(page: Page) {
  // Mutations during a quiet moment mark regions that change on their own (an animation, a
  // rotating word): they do not count as a button's doing.
  await page.evaluate(async () => {
    const w = window as unknown as { crawl: { noisy: Node[]; mutations: number; observer?: MutationObserver } };
    w.crawl?.observer?.disconnect();
    const state: { noisy: Node[]; mutations: number; observer?: MutationObserver; quiet: boolean } = {
      noisy: [],
      mutations: 0,
      quiet: true,
    };
    state.observer = new MutationObserver((records) => {
      for (const record of records) {
        if (state.quiet) state.noisy.push(record.target);
        else if (!state.noisy.some((node) => node.contains(record.target))) state.mutations += 1;
      }
    });
    state.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    w.crawl = state;
    await new Promise((resolve) => setTimeout(resolve, 400));
    state.quiet = false;
  });
}

const evidence = (page: Page): Promise<Evidence> =>
  page.evaluate(() => ({
    mutations: (window as unknown as { crawl: { mutations: number } }).crawl.mutations,
    url: window.location.href,
    scrollY: Math.round(window.scrollY),
    events: (window.dataLayer ?? []).length,
  }));

/**
 * Marks the visible, enabled buttons of a page (`data-crawl-button="<n>"`, in document order) and
 * returns their names; `main` only, or the whole page with the header and footer.
 */
const markButtons = (page: Page, scope: 'page' | 'everything') =>
  page.evaluate(
    (selector) => {
      const buttons = Array.from(document.querySelectorAll<HTMLElement>(`${selector} button, ${selector} [role="button"]`)).filter(
        (button) =>
          // Visible and large enough to click (a visually hidden submit button is for the keyboard).
          button.getBoundingClientRect().width > 2 &&
          button.getBoundingClientRect().height > 2 &&
          getComputedStyle(button).visibility !== 'hidden' &&
          !(button as HTMLButtonElement).disabled &&
          button.getAttribute('aria-disabled') !== 'true',
      );
      return buttons.map((button, index) => {
        button.dataset.crawlButton = String(index);
        return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
      });
    },
    scope === 'page' ? 'main' : 'body',
  );

const ACTION = { timeout: 5_000 };
const CONCURRENT_PAGES = 3;

/** Clicks the button marked `index` on a loaded page; a problem, or null when it did something. */
async function clickDoesSomething(context: BrowserContext, page: Page, index: number, name: string): Promise<string | null> {
  const path = new URL(page.url()).pathname + new URL(page.url()).search;
  try {
    const button = page.locator(`[data-crawl-button="${index}"]`);
    await button.scrollIntoViewIfNeeded(ACTION);
    // Hovering first: what a hover does (a dropdown opening) is not the click's doing.
    await button.hover(ACTION);
    await page.waitForTimeout(350);
    await startWatching(page);
    const before = await evidence(page);
    let popups = 0;
    const onPage = () => (popups += 1);
    context.on('page', onPage);
    await button.click(ACTION);
    await page.waitForTimeout(400);
    context.off('page', onPage);
    if (popups > 0 || page.url() !== before.url) return null;
    const after = await evidence(page);
    const did = after.mutations > 0 || after.scrollY !== before.scrollY || after.events !== before.events;
    return did ? null : `${path}: the button "${name}" does nothing when clicked`;
  } catch (error) {
    return `${path}: the button "${name}" could not be clicked: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
  }
}

/**
 * Every button of each kind of page, clicked once (a button with the same name on the same route
 * once; the header's and footer's on the first page only), each on a freshly loaded page.
 */
async function buttonProblems(context: BrowserContext, kinds: readonly string[]): Promise<{ problems: string[]; clicked: number }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let clicked = 0;
  const visit = async (path: string, scope: 'page' | 'everything') => {
    const page = await context.newPage();
    const load = async () => {
      await page.goto(path);
      await hydrated(page);
      return markButtons(page, scope);
    };
    try {
      let names = await load();
      let fresh = true;
      const route = findRoute(new URL(path, e2eOrigin).pathname)?.path;
      for (const [index, name] of names.entries()) {
        const key = `${route} ${name} ${names.slice(0, index).filter((other) => other === name).length}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!fresh) {
          // The same button on a fresh page, by name and rank among its namesakes (a button before
          // it may be gone, as a poster's button is once its frame is shown).
          const rank = names.slice(0, index).filter((other) => other === name).length;
          names = await load();
          const now = names.findIndex((other, i) => other === name && names.slice(0, i).filter((e) => e === name).length === rank);
          if (now < 0) continue;
          const problem = await clickDoesSomething(context, page, now, name);
          if (problem) problems.push(problem);
        } else {
          const problem = await clickDoesSomething(context, page, index, name);
          if (problem) problems.push(problem);
        }
        clicked += 1;
        fresh = false;
      }
    } finally {
      await page.close();
    }
  };
  for (let i = 0; i < kinds.length; i += CONCURRENT_PAGES)
    await Promise.all(kinds.slice(i, i + CONCURRENT_PAGES).map((path, j) => visit(path, i + j === 0 ? 'everything' : 'page')));
  return { problems, clicked };
}

// ---- Tests -------------------------------------------------------------------------------------

test('the mailto check accepts a well-formed draft and refuses broken ones', () => {
  expect(mailtoProblem('mailto:help@harbor-lane.test?subject=Mentor%20Application&body=Name%3A%20%0D%0A')).toBeNull();
  expect(mailtoProblem('mailto:help@harbor-lane.test')).toBeNull();
  expect(mailtoProblem('mailto:help@harbor-lane.test?subject=Mentor Application')).toMatch(/raw space/);
  expect(mailtoProblem('mailto:help@harbor-lane.test?body=a%0Ab')).toMatch(/CRLF/);
  expect(mailtoProblem('mailto:help@harbor-lane.test?subject=a&b')).toMatch(/unknown field/);
  expect(mailtoProblem('mailto:help@harbor-lane.test?body=%E0%A4%A')).toMatch(/percent-encoding/);
  expect(mailtoProblem('mailto:not-an-address?subject=x')).toMatch(/bad address/);
});

test('every link of the site leads somewhere, opens safely, and every button does something', async ({ request, browser }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const result = await crawl(request, [START, RESULTS_EXAMPLE]);
  const crawled = Date.now() - started;

  // Everything the crawl had to reach: every live route, each tab, a later page of the blog, a post.
  const visited = [...result.pages.keys()];
  for (const route of liveRoutes.filter((candidate) => !candidate.path.includes(':')))
    expect(
      visited.some((path) => path.split('?')[0] === route.path),
      route.path,
    ).toBe(true);
  for (const path of ['/community?tab=forum', '/community?tab=success', '/resources?tab=tools', '/resources?tab=perks', '/blog?page=2'])
    expect(visited, path).toContain(path);
  expect(visited.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThanOrEqual(14);
  expect(result.anchors.filter((anchor) => anchor.href.startsWith('mailto:')).length).toBeGreaterThan(0);

  // A link to a page still being built (its route is planned in the table) answers 404 until the
  // page lands; it must be a page of the table, never a path nobody serves.
  for (const path of result.planned) expect(table.find((route) => route.path === path)?.status, path).toBe('planned');

  const problems = [...result.problems, ...linkProblems(result.anchors)];
  expect(problems).toEqual([]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204 }));
  const wide = await buttonProblems(context, pageKinds(result.pages));
  await context.close();
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await phone.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204 }));
  const narrow = await buttonProblems(phone, [START]);
  await phone.close();

  test.info().annotations.push({
    type: 'crawl',
    description: `${result.pages.size} URLs and ${result.anchors.length} links in ${crawled} ms; ${wide.clicked + narrow.clicked} buttons clicked; links to planned pages: ${[...result.planned].join(', ') || 'none'}`,
  });
  expect([...wide.problems, ...narrow.problems]).toEqual([]);
});
