// The site's URL space in one table: every route with the remote and page that serve it, the
// redirects, and the documents the shell's server answers itself. The shell routes by it, remotes'
// standalone pages and the e2e suite derive their routes from it, and docs/site-map.md is
// generated from it (a test keeps them in step). Type imports only: plain Node (the e2e suite) reads it too.
import type { RemoteName, RemotePages } from '@pv/shared/contract/page';

/**
 * `live`: routed to its remote's page. `planned`: the page is not built yet and the path answers
 * 404; changing `planned` to `live` routes it (a test fails until the remote exposes the page).
 */
export type RouteStatus = 'live' | 'planned';

export interface SiteRoute {
  /** A react-router path pattern: `:name` matches one path segment. */
  path: string;
  remote: RemoteName;
  /** The page's id in the remote's `./pages` module. */
  page: string;
  status: RouteStatus;
  /** What the page is, in a few words (docs/site-map.md, standalone pages). */
  title: string;
  /**
   * Another route of the same screen, the one that is indexed: this path's canonical link names
   * it, and the sitemap leaves this path out.
   */
  canonical?: string;
}

export const routes = [
  { path: '/', remote: 'mf_marketing', page: 'home', status: 'live', title: 'Home' },
  { path: '/about', remote: 'mf_marketing', page: 'about', status: 'live', title: 'About us' },
  { path: '/team', remote: 'mf_marketing', page: 'team', status: 'live', title: 'Team' },
  { path: '/events', remote: 'mf_marketing', page: 'events', status: 'live', title: 'Events' },
  { path: '/community', remote: 'mf_marketing', page: 'community', status: 'live', title: 'Community' },
  { path: '/resources', remote: 'mf_marketing', page: 'resources', status: 'live', title: 'Resources' },
  { path: '/partnerships', remote: 'mf_marketing', page: 'partnerships', status: 'live', title: 'Partnerships' },
  { path: '/mentors', remote: 'mf_marketing', page: 'mentors', status: 'live', title: 'Become a mentor' },
  { path: '/partners', remote: 'mf_marketing', page: 'partners', status: 'live', title: 'Service partner network' },
  { path: '/sitemap', remote: 'mf_blog', page: 'sitemap', status: 'live', title: 'Sitemap (page)' },
  { path: '/privacy', remote: 'mf_marketing', page: 'privacy', status: 'live', title: 'Privacy policy' },
  { path: '/terms', remote: 'mf_marketing', page: 'terms', status: 'live', title: 'Terms of service' },
  { path: '/security', remote: 'mf_marketing', page: 'security', status: 'live', title: 'Security and responsible disclosure' },
  { path: '/programs', remote: 'mf_programs', page: 'programs', status: 'live', title: 'Programs' },
  { path: '/programs/breakthrough', remote: 'mf_programs', page: 'breakthrough', status: 'live', title: 'Breakthrough accelerator' },
  { path: '/programs/engine', remote: 'mf_programs', page: 'engine', status: 'live', title: 'Engine advisory' },
  { path: '/programs/launchpad', remote: 'mf_programs', page: 'launchpad', status: 'live', title: 'Launchpad' },
  { path: '/programs/astral-labs', remote: 'mf_programs', page: 'astralLabs', status: 'live', title: 'Astral Labs' },
  { path: '/journey-map', remote: 'mf_programs', page: 'journeyMap', status: 'live', title: 'Venture journey map' },
  { path: '/chart-my-course', remote: 'mf_assessment', page: 'assessment', status: 'live', title: 'Compass assessment' },
  { path: '/chart-my-course/results', remote: 'mf_assessment', page: 'results', status: 'live', title: 'Compass results' },
  {
    path: '/programs/compass',
    remote: 'mf_assessment',
    page: 'assessment',
    status: 'live',
    title: 'Compass assessment',
    canonical: '/chart-my-course',
  },
  { path: '/blog', remote: 'mf_blog', page: 'list', status: 'live', title: 'Blog' },
  { path: '/blog/:slug', remote: 'mf_blog', page: 'post', status: 'live', title: 'Blog post' },
] as const satisfies readonly SiteRoute[];

export type RoutePath = (typeof routes)[number]['path'];
export type LiveRoutePath = Extract<(typeof routes)[number], { status: 'live' }>['path'];

/** Paths the site links to without serving them: permanent redirects on the server, replacements in the browser. */
export const redirects = {
  '/programs/workshops': '/events',
  '/programs/consulting': '/programs/engine',
  '/register': '/programs',
  '/investors': '/partnerships',
  '/quick-assessment': '/chart-my-course',
} as const satisfies Readonly<Record<string, RoutePath>>;

export type RedirectPath = keyof typeof redirects;

export interface SiteDocument {
  path: string;
  /** Who builds the answer: a remote's exposed module that the shell's server calls, or the shell. */
  builtBy: `${RemoteName}/${string}` | 'shell';
  contentType: string;
  title: string;
}

/**
 * Files for machines, answered by the shell's server before any page is routed. A link to one
 * loads the document (never a page of the app).
 */
export const documents = [
  { path: '/sitemap.xml', builtBy: 'mf_blog/feeds', contentType: 'application/xml; charset=utf-8', title: 'XML sitemap' },
  { path: '/rss.xml', builtBy: 'mf_blog/feeds', contentType: 'application/rss+xml; charset=utf-8', title: 'Blog RSS feed' },
  { path: '/feed.json', builtBy: 'mf_blog/feeds', contentType: 'application/feed+json; charset=utf-8', title: 'Blog JSON Feed' },
  { path: '/robots.txt', builtBy: 'shell', contentType: 'text/plain; charset=utf-8', title: 'Rules for crawlers' },
] as const satisfies readonly SiteDocument[];

export type DocumentPath = (typeof documents)[number]['path'];

type WithoutParameters<Path> = Path extends `${string}:${string}` ? never : Path;

/** A path a link of the site may name: a route (live or planned), a redirect or a document. */
export type SiteLink = WithoutParameters<RoutePath> | RedirectPath | DocumentPath;

export const liveRoutes: readonly SiteRoute[] = routes.filter((route) => route.status === 'live');

/** The live routes one remote serves. */
export const routesOf = (remote: RemoteName): readonly SiteRoute[] => liveRoutes.filter((route) => route.remote === remote);

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a pathname matches a route pattern (`:name` matches one non-empty segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return wanted.length === given.length && wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
}

/** The route of the table (live or planned) a pathname belongs to; an exact path wins over a pattern. */
export function findRoute(pathname: string): SiteRoute | undefined {
  const table: readonly SiteRoute[] = routes;
  return table.find((route) => route.path === pathname) ?? table.find((route) => matchesPattern(route.path, pathname));
}

export function findDocument(pathname: string): (typeof documents)[number] | undefined {
  return documents.find((document) => document.path === pathname);
}

export type LinkTarget =
  { kind: 'route'; route: SiteRoute } | { kind: 'redirect'; to: RoutePath } | { kind: 'document'; document: SiteDocument };

/** What a site path (query and hash ignored) leads to, or null when it leads nowhere (a 404). */
export function resolveLink(link: string): LinkTarget | null {
  const pathname = link.split(/[?#]/)[0] ?? '';
  const document = findDocument(pathname);
  if (document) return { kind: 'document', document };
  const to = (redirects as Readonly<Record<string, RoutePath>>)[pathname];
  if (to) return { kind: 'redirect', to };
  const route = findRoute(pathname);
  return route ? { kind: 'route', route } : null;
}

/** The path a page names as its canonical URL: its route's canonical screen, or itself. */
export function canonicalPath(pathname: string): string {
  const route = findRoute(pathname);
  return route?.status === 'live' && route.canonical ? route.canonical : pathname;
}

/**
 * What disagrees between a remote's `./pages` and the table: a live route naming a page the remote
 * does not expose, or an exposed page no live route serves (a page built for a planned route: make
 * the route live). Each remote's tests expect none.
 */
export function routingProblems(remote: RemoteName, pages: RemotePages, table: readonly SiteRoute[] = routes): string[] {
  const own = table.filter((route) => route.status === 'live' && route.remote === remote);
  const missing = own
    .filter((route) => typeof pages[route.page]?.Component !== 'function' || typeof pages[route.page]?.meta !== 'function')
    .map((route) => `${route.path} names the page "${route.page}", which ${remote} does not expose`);
  const routed = new Set(own.map((route) => route.page));
  const unrouted = Object.keys(pages)
    .filter((page) => !routed.has(page))
    .map((page) => {
      const planned = table.find((route) => route.remote === remote && route.page === page);
      return planned ? `${remote} exposes "${page}": make ${planned.path} live` : `${remote} exposes "${page}", which no route names`;
    });
  return [...missing, ...unrouted];
}
