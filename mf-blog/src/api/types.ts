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

// A list's rows, as the site sends them to the list's island too (the shell's JSON answers).
export type { BlogCard, BlogFacets, BlogListPage, Facet } from '@pv/shared/contract/blog-data';

/** A published post as both sitemaps list it: the XML one for crawlers, the /sitemap page for people. */
export interface SitemapEntry {
  slug: string;
  title: string;
  updated_at: string | null;
  published_date: string;
}
