// Every path the shell's server answers, in one table: the pages, redirects and documents of the
// route table, and the paths that are not pages (the blog list's JSON, health,
// the newsletter form, the shell's own files, the remotes' files on the site's origin). The server
// registers exactly these, one Fastify plugin per kind (a test compares its routes with this
// table); docs/site-map.md is written from it; the browser reads from it which links are not pages.
// Paths are patterns both Fastify and the URL Pattern API read: `:name` is one segment, a final
// `*` everything after it. Any other path is answered with the 404 page (GET, HEAD) or 405.
import { FINISHED_PATH, RESULTS_EMAIL_PATH } from '@pv/shared/contract/assessment-results';
import { BLOG_FACETS_PATH, BLOG_POSTS_PATH } from '@pv/shared/contract/blog-data';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { EXIT_PREVIEW_PATH, PREVIEW_PATH } from '@pv/shared/contract/release-preview';
import { RELEASE_STATUS_PATH, REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import { documents, liveRoutes, matchesPattern, redirects } from '@pv/shared/contract/routes';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export type ServerPathKind =
  'page' | 'redirect' | 'document' | 'api' | 'health' | 'form' | 'file' | 'remote-file' | 'preview' | 'report' | 'ops';

export interface ServerPath {
  path: string;
  methods: readonly HttpMethod[];
  kind: ServerPathKind;
  /** Who makes the answer: the shell, or a remote (its page, module or files). */
  answeredBy: 'shell' | RemoteName;
  title: string;
}

const READ: readonly HttpMethod[] = ['GET', 'HEAD'];
const EVERY: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The site's JSON: what its islands read in the browser (@pv/shared/contract/blog-data). */
export const API_PATH = '/api';

/** Where the footer form posts when no mailing-list provider is configured. */
export const NEWSLETTER_PATH = '/newsletter';

/** The shell's browser build (content-hashed scripts), at this prefix. */
export const ASSETS_PREFIX = '/assets/';

/** The files of the shell's `public/` folder, at the site's root. */
export const publicFiles = ['/favicon.svg', '/images/logo.png', '/images/logo.svg', '/images/social-card.png'] as const;

export const serverPaths: readonly ServerPath[] = [
  ...liveRoutes.map((route): ServerPath => ({
    path: route.path,
    methods: READ,
    kind: 'page',
    answeredBy: route.remote,
    title: route.title,
  })),
  ...Object.entries(redirects).map(([from, to]): ServerPath => ({
    path: from,
    methods: READ,
    kind: 'redirect',
    answeredBy: 'shell',
    title: `301 to ${to}`,
  })),
  ...documents.map((document): ServerPath => ({
    path: document.path,
    methods: READ,
    kind: 'document',
    answeredBy: document.builtBy === 'shell' ? 'shell' : (document.builtBy.split('/')[0] as RemoteName),
    title: document.title,
  })),
  {
    path: BLOG_POSTS_PATH,
    methods: READ,
    kind: 'api',
    answeredBy: 'mf_blog',
    title: "A list state's page of cards in JSON (`?` and the state's query), for the blog list",
  },
  { path: BLOG_FACETS_PATH, methods: READ, kind: 'api', answeredBy: 'mf_blog', title: "The blog list's topics and authors in JSON" },
  { path: API_PATH, methods: EVERY, kind: 'api', answeredBy: 'shell', title: 'Refused in JSON: 404' },
  { path: `${API_PATH}/*`, methods: EVERY, kind: 'api', answeredBy: 'shell', title: 'Refused in JSON: 404, or 405 for a resource above' },
  { path: '/healthz', methods: READ, kind: 'health', answeredBy: 'shell', title: 'The process is up' },
  { path: '/readyz', methods: READ, kind: 'health', answeredBy: 'shell', title: 'Every dependency answers (JSON), else 503' },
  { path: NEWSLETTER_PATH, methods: ['POST'], kind: 'form', answeredBy: 'shell', title: 'Newsletter sign-up (without a provider)' },
  { path: FINISHED_PATH, methods: ['POST'], kind: 'form', answeredBy: 'shell', title: "A finished assessment (the browser's beacon)" },
  { path: RESULTS_EMAIL_PATH, methods: ['POST'], kind: 'form', answeredBy: 'shell', title: 'E-mail me my results' },
  {
    path: PREVIEW_PATH,
    methods: READ,
    kind: 'preview',
    answeredBy: 'shell',
    title: "A team's signed preview link: the preview cookie, then the page",
  },
  { path: EXIT_PREVIEW_PATH, methods: READ, kind: 'preview', answeredBy: 'shell', title: 'Ends the preview, then the page' },
  {
    path: REMOTE_FAILURE_PATH,
    methods: ['POST'],
    kind: 'report',
    answeredBy: 'shell',
    title: "A browser's failed island, counted per release",
  },
  {
    path: RELEASE_STATUS_PATH,
    methods: READ,
    kind: 'ops',
    answeredBy: 'shell',
    title: 'Counts per remote and release, the canaries (bearer OPS_TOKEN)',
  },
  { path: `${ASSETS_PREFIX}*`, methods: READ, kind: 'file', answeredBy: 'shell', title: "The shell's browser code" },
  ...publicFiles.map((path): ServerPath => ({ path, methods: READ, kind: 'file', answeredBy: 'shell', title: "The shell's public file" })),
  { path: '/images/blog/*', methods: READ, kind: 'remote-file', answeredBy: 'mf_blog', title: "The blog's images, named by its data" },
  { path: '/images/compass/*', methods: READ, kind: 'remote-file', answeredBy: 'mf_assessment', title: "The results page's social cards" },
  { path: '/resources/*', methods: READ, kind: 'remote-file', answeredBy: 'mf_marketing', title: 'The PDFs the resources pages offer' },
];

/** The paths of one kind. */
export const serverPathsOf = (kind: ServerPathKind): readonly ServerPath[] => serverPaths.filter((entry) => entry.kind === kind);

/** Whether `pathname` matches a pattern of the table: a route pattern, or anything below a prefix ending in `*`. */
export const matchesServerPath = (pattern: string, pathname: string): boolean =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : matchesPattern(pattern, pathname);

/** The entry of the table `pathname` belongs to, if any. */
export const findServerPath = (pathname: string): ServerPath | undefined =>
  serverPaths.find((entry) => !entry.path.endsWith('*') && matchesServerPath(entry.path, pathname)) ??
  serverPaths.find((entry) => matchesServerPath(entry.path, pathname));

/** Patterns of every path that is not a page (nor a redirect to one): links to them are never loaded ahead. */
export const notPagePatterns: readonly string[] = serverPaths
  .filter((entry) => entry.kind !== 'page' && entry.kind !== 'redirect')
  .map((entry) => entry.path);
