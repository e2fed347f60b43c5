export const DEFAULT_TITLE = 'Data-Driven Founder Success';

export type JsonLd = Record<string, unknown>;

/** Everything a page says about itself to browsers, crawlers and social networks. */
export interface PageMeta {
  /** Page title without the brand; the document title appends it. */
  title?: string;
  /**
   * The whole document title, for a page whose title names the brand itself ("About <brand> |
   * No-Equity Startup Accelerator"); the brand is then not appended and `title` is not used.
   */
  fullTitle?: string;
  description?: string;
  /**
   * The path and query the canonical link and og:url name, for a page whose query is what it shows
   * (the assessment's results); by default the route's canonical path, without a query.
   */
  canonicalPath?: string;
  /** Adds `robots: noindex,nofollow`. */
  noindex?: boolean;
  type?: 'website' | 'article';
  /** Social card image: absolute URL or site path. */
  image?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    author: string;
    tags: readonly string[];
  };
  /** Structured data beyond the Organization every page carries. */
  jsonLd?: readonly JsonLd[];
  /** HTTP status for a server-rendered response (404 for a missing blog post). */
  status?: number;
}
