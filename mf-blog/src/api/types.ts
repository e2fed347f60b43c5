// Rows as the API returns them (dates are ISO strings).

/** blog_posts (docs/behaviour.md, "Data the blog reads"). */
export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  meta_description: string | null;
  featured_image: string | null;
  tags: string[] | null;
  author: string;
  published_date: string;
  updated_at: string;
  is_published: boolean;
}

/** A post as the post page uses it: `content` is sanitised HTML. */
export type BlogPost = BlogPostRow;

/** A row of the blog_post_cards view: a post without its body, for lists. */
export interface BlogCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  /** The body's first characters as text (tags stripped, entities kept). */
  content_start: string;
  featured_image: string | null;
  tags: string[];
  author: string;
  published_date: string;
  updated_at: string;
  /**
   * The calendar day it was published in the organisation's time zone ('YYYY-MM-DD'), which the
   * database works out: a browser changing the list loads no time-zone data, a long task on a phone.
   */
  published_day: string;
  /**
   * With a search: the excerpt or body around the words searched, each word marked by the
   * characters U+0002 and U+0003 (search_blog_post_cards()); shown as text (search-match.ts).
   */
  match?: string;
}

export interface Facet {
  value: string;
  count: number;
}

export interface BlogFacets {
  tags: Facet[];
  authors: Facet[];
}

export interface BlogListPage {
  posts: BlogCard[];
  /** Posts matching the filters, on all pages. */
  total: number;
}

/** A published post as both sitemaps list it: the XML one for crawlers, the /sitemap page for people. */
export interface SitemapEntry {
  slug: string;
  title: string;
  updated_at: string | null;
  published_date: string;
}
