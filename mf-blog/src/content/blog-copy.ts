// Every word the blog's pages show, in one place (docs/behaviour.md for the fixed texts).
import { withThousands } from '@pv/shared/format/thousands';
import type { SortOption } from '../config/blog';

export const listCopy = {
  eyebrow: 'Insights',
  title: 'Blog',
  heading: 'Insights for founders on the way to funding',
  lead: 'Practical guides on fundraising, metrics, investors and the founder’s mindset, written for early-stage teams.',
  metaDescription:
    'Practical articles for early-stage founders on fundraising, pitch decks, metrics, term sheets and investors, from a no-equity accelerator in Boston.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  searchSubmit: 'Search',
  sortLabel: 'Sort by',
  sortOptions: {
    relevance: 'Best match',
    newest: 'Newest first',
    oldest: 'Oldest first',
    'title-asc': 'Title A–Z',
    'title-desc': 'Title Z–A',
  } satisfies Record<SortOption, string>,
  filtersToggle: 'Filters',
  filtersTitle: 'Filters',
  clear: 'Clear',
  /** Without scripts: sends the form of search, sort, topics and authors. */
  apply: 'Apply',
  activeFilters: 'Active Filters',
  topics: 'Topics',
  authors: 'Authors',
  removeFilter: (kind: string, value: string) => `Remove ${kind} filter: ${value}`,
  searchBadge: (q: string) => `“${q}”`,
  postCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  resultsHeading: 'Articles',
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${withThousands(total)} articles`,
  loading: 'Loading articles',
  error: 'Unable to load blog posts. Please try again later.',
  retry: 'Try again',
  emptyTitle: 'No articles found',
  emptyWithFilters: 'Try adjusting your filters or search term',
  emptyWithoutFilters: 'Check back soon for new content',
  clearFilters: 'Clear Filters',
  pastLastPage: (pages: number) => `There ${pages === 1 ? 'is only 1 page' : `are only ${pages} pages`} of articles.`,
  firstPage: 'Go to the first page',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  metaTitle: (page: number) => (page > 1 ? `Blog - Page ${page}` : 'Blog'),
} as const;

export const postCopy = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  blog: 'Blog',
  by: 'By',
  share: 'Share this article',
  shareOn: (network: string) => `Share on ${network}`,
  authorLabel: 'Content Creator',
  authorNote: (brand: string) => `Writes for founders in the ${brand} community.`,
  related: 'Related Articles',
  contents: 'On this page',
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  backToBlog: 'Back to Blog',
  loading: 'Loading article',
} as const;

export const feedCopy = {
  title: (brand: string) => `${brand} Blog`,
  description: (brand: string) => `Articles for early-stage founders from ${brand}: fundraising, metrics, investors and momentum.`,
} as const;
