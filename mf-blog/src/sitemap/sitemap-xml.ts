// The XML sitemap (sitemaps.org protocol 0.9), as a pure function of the site's pages and the
// published posts. The shell's server answers GET /sitemap.xml with it, through `./feeds`
// (docs/site-map.md).
import type { SitemapPage } from '@pv/shared/contract/feeds';
import type { SitemapEntry } from '../api/types';
import { escapeXml, trimOrigin } from '../lib/xml';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];
/** The protocol's limits for one file. */
export const MAX_URLS = 50_000;
export const MAX_LOC_LENGTH = 2048;

/** A page of the site the shell lists (its indexable routes). */
export type StaticPage = SitemapPage;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: ChangeFrequency;
  priority?: number;
}

/** docs/behaviour.md, "Blog": home 1.0, blog 0.9, posts 0.7 changing monthly. */
export const SITEMAP_RULES = {
  home: { path: '/', priority: 1.0 },
  blog: { path: '/blog', priority: 0.9, changefreq: 'weekly' },
  post: { priority: 0.7, changefreq: 'monthly' },
} as const;

const isChangeFrequency = (value: string | undefined): value is ChangeFrequency =>
  (CHANGE_FREQUENCIES as readonly (string | undefined)[]).includes(value);

/** The W3C date (YYYY-MM-DD, UTC) of a timestamp, or undefined when it is not a date. */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** `/about/` and `about?x#y` -> `/about`; the home page stays `/`. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0]?.trim() ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : '/';
}

const clampPriority = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? undefined : Math.min(1, Math.max(0, Math.round(value * 10) / 10));

/** A path or slug as URL path segments (already-safe characters stay as they are). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join('/');

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The sitemap's URLs: the shell's pages (home first at 1.0, /blog at 0.9 weekly, added when the
 * shell did not list it, with the newest post's date), then one URL per published post (0.7,
 * monthly, lastmod from updated_at). Post pages the shell lists itself, and /sitemap.xml, are left out.
 */
export function sitemapUrls(origin: string, staticPages: readonly StaticPage[], posts: readonly SitemapEntry[]): SitemapUrl[] {
  const base = trimOrigin(origin);
  const newestUpdate = posts
    .map((post) => w3cDate(post.updated_at ?? post.published_date))
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  const pages = new Map<string, StaticPage>();
  for (const page of staticPages) {
    const path = normalizePath(page.path);
    if (path === '/sitemap.xml' || path.startsWith('/blog/') || pages.has(path)) continue;
    pages.set(path, { ...page, path });
  }
  if (!pages.has(SITEMAP_RULES.blog.path)) pages.set(SITEMAP_RULES.blog.path, { path: SITEMAP_RULES.blog.path });

  const pageUrls = [...pages.values()].map((page): SitemapUrl => {
    const given = isChangeFrequency(page.changefreq) ? page.changefreq : undefined;
    if (page.path === SITEMAP_RULES.home.path)
      return { loc: `${base}/`, changefreq: given ?? 'weekly', priority: SITEMAP_RULES.home.priority };
    if (page.path === SITEMAP_RULES.blog.path) {
      return {
        loc: `${base}${encodePath(page.path)}`,
        ...(newestUpdate ? { lastmod: newestUpdate } : {}),
        changefreq: SITEMAP_RULES.blog.changefreq,
        priority: SITEMAP_RULES.blog.priority,
      };
    }
    const priority = clampPriority(page.priority);
    return {
      loc: `${base}${encodePath(page.path)}`,
      ...(given ? { changefreq: given } : {}),
      ...(priority !== undefined ? { priority } : {}),
    };
  });
  // Home first, then the rest in the shell's order.
  pageUrls.sort((a, b) => Number(b.loc === `${base}/`) - Number(a.loc === `${base}/`));

  const postUrls = posts.map((post): SitemapUrl => {
    const lastmod = w3cDate(post.updated_at ?? post.published_date);
    return {
      loc: `${base}/blog/${encodePath(post.slug)}`,
      ...(lastmod ? { lastmod } : {}),
      changefreq: SITEMAP_RULES.post.changefreq,
      priority: SITEMAP_RULES.post.priority,
    };
  });
  return [...pageUrls, ...postUrls].filter((url) => url.loc.length <= MAX_LOC_LENGTH).slice(0, MAX_URLS);
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const fields = [
      `<loc>${escapeXml(url.loc)}</loc>`,
      url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '',
      url.changefreq ? `<changefreq>${url.changefreq}</changefreq>` : '',
      url.priority !== undefined ? `<priority>${url.priority.toFixed(1)}</priority>` : '',
    ].filter(Boolean);
    return `  <url>\n${fields.map((field) => `    ${field}`).join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}
