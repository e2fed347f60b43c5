// The blog list's data for the browser (docs/decisions/0033-blog-list-react-island.md): the list's island
// reads a list state's page of cards and the filters' topics and authors as JSON from the site,
// GET /api/blog/posts?<the state's query> and GET /api/blog/facets. The shell's server answers them
// by calling the blog remote's `mf_blog/list-data` module, keeps them in its render cache, and
// sends exactly the fields below (the schemas: anything else the module returns is left out).
import type { SiteConfig } from '@pv/shared/config/site-config';

/** One page of a list state's cards, at `BLOG_POSTS_PATH` followed by the state's query (`?tag=Boston&page=2`). */
export const BLOG_POSTS_PATH = '/api/blog/posts';
/** The topics and authors of the filters, with their numbers of posts. */
export const BLOG_FACETS_PATH = '/api/blog/facets';

/** A post in a list (a row of the blog_post_cards view): everything but its body. */
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
   * database works out: a browser changing the list loads no time-zone data.
   */
  published_day: string;
  /**
   * With a search: the excerpt or body around the words searched, each word marked by the
   * characters U+0002 and U+0003 (search_blog_post_cards()); shown as text.
   */
  match?: string;
}

export interface BlogListPage {
  posts: BlogCard[];
  /** Posts matching the state's search and filters, on all its pages. */
  total: number;
}

export interface Facet {
  value: string;
  count: number;
}

export interface BlogFacets {
  tags: Facet[];
  authors: Facet[];
}

/** What `mf_blog/list-data` exports. Each read rejects when the posts cannot be read. */
export interface ListDataModule {
  /** The one query of the list state a request's query names (`''` for the list's default state). */
  listQuery(search: string): string;
  readListPage(options: { config: SiteConfig; query: string }): Promise<BlogListPage>;
  readFacets(options: { config: SiteConfig }): Promise<BlogFacets>;
}

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** The JSON Schema of an answer of BLOG_POSTS_PATH. */
export const blogListPageSchema = {
  type: 'object',
  required: ['posts', 'total'],
  additionalProperties: false,
  properties: {
    posts: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'slug',
          'title',
          'excerpt',
          'content_start',
          'featured_image',
          'tags',
          'author',
          'published_date',
          'updated_at',
          'published_day',
        ],
        additionalProperties: false,
        properties: {
          id: text,
          slug: text,
          title: text,
          excerpt: textOrNull,
          content_start: text,
          featured_image: textOrNull,
          tags: { type: 'array', items: text },
          author: text,
          published_date: text,
          updated_at: text,
          published_day: text,
          match: text,
        },
      },
    },
    total: count,
  },
} as const;

const facetList = {
  type: 'array',
  items: { type: 'object', required: ['value', 'count'], additionalProperties: false, properties: { value: text, count } },
} as const;

/** The JSON Schema of an answer of BLOG_FACETS_PATH. */
export const blogFacetsSchema = {
  type: 'object',
  required: ['tags', 'authors'],
  additionalProperties: false,
  properties: { tags: facetList, authors: facetList },
} as const;
