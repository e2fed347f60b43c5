// The list (docs/behaviour.md, "Data the blog reads"; decision 0003): one page of published posts matching the list's state,
// searched, filtered, sorted and paged by the database (docs/decisions/0003-blog-read-models.md). A
// search reads search_blog_post_cards(), which ranks the matches, orders and cuts the page and
// quotes the fragment each of its posts matched in (docs/decisions/0013-blog-search-ranking.md,
// 0022-blog-list-speed.md).
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_SORT, PAGE_SIZE, type SortOption } from '../config/blog';
import { toPrefixTsQuery } from '../lib/search-query';
import type { ListState } from '../list/list-state';
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import type { BlogCard, BlogListPage } from './types';

// Typed as string: supabase-js would otherwise parse the list at the type level, for an untyped schema.
export const CARD_COLUMNS: string =
  'id,slug,title,excerpt,content_start,featured_image,tags,author,published_date,updated_at,published_day';
/** A search's cards: the column the API orders them by must be selected too (a function's rows are records). */
const SEARCH_COLUMNS: string = `${CARD_COLUMNS},total,position,match`;

/**
 * Column order per sort of the cards view (a search's order is search_blog_post_cards()'s, the same
 * with best match first); `id` last keeps pages stable when dates or titles are equal.
 */
const SORT_ORDER: Record<Exclude<SortOption, 'relevance'>, ReadonlyArray<readonly [column: string, ascending: boolean]>> = {
  newest: [
    ['published_date', false],
    ['id', false],
  ],
  oldest: [
    ['published_date', true],
    ['id', true],
  ],
  'title-asc': [
    ['title', true],
    ['id', true],
  ],
  'title-desc': [
    ['title', false],
    ['id', false],
  ],
};

/** A PostgreSQL array literal with every element quoted, for `overlaps` (supabase-js quotes none). */
export const arrayLiteral = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The cards view with an exact count; `head` asks for the count only. */
const selectCards = (client: SupabaseClient, columns: string, head = false) =>
  client.from('blog_post_cards').select(columns, { count: 'exact', head });

/**
 * The page of a search's matches (any of the topics, by any of the authors) in the state's order,
 * with the number of all matches and each one's fragment (the function counts: the API's own
 * count would compute every fragment).
 */
const searchCards = (client: SupabaseClient, search: string, state: ListState) =>
  client
    .rpc(
      'search_blog_post_cards',
      {
        search_query: search,
        ...(state.tags.length > 0 ? { topics: arrayLiteral(state.tags) } : {}),
        ...(state.authors.length > 0 ? { authors: arrayLiteral(state.authors) } : {}),
        sort: state.sort,
        page_size: PAGE_SIZE,
        page_offset: (state.page - 1) * PAGE_SIZE,
      },
      { get: true },
    )
    .select(SEARCH_COLUMNS)
    .order('position');

/** The cards view with every filter of a list state: the search, OR within topics, OR within authors, AND across kinds. */
function cardsOf(client: SupabaseClient, state: ListState, columns: string, head = false) {
  let query = selectCards(client, columns, head);
  const search = toPrefixTsQuery(state.q);
  if (search) query = query.textSearch('search_vector', search, { config: 'simple' });
  if (state.tags.length > 0) query = query.overlaps('tags', arrayLiteral(state.tags));
  if (state.authors.length > 0) query = query.in('author', state.authors);
  return query;
}

function fail(error: BlogDataError, signal?: AbortSignal): never {
  reportFailure('Error fetching blog posts', error, signal);
  throw error;
}

/** The number of posts matching a list state. */
async function countOf(client: SupabaseClient, state: ListState, signal?: AbortSignal): Promise<number> {
  const head = await cardsOf(client, state, 'id', true).abortSignal(requestSignal(signal)).retry(false);
  if (head.error) fail(new BlogDataError(head.error), signal);
  return head.count ?? 0;
}

type SearchRow = BlogCard & { total: number; position: number };

/** A search's page of cards with their fragments, and the number of all its matches. */
async function fetchSearchPage(client: SupabaseClient, search: string, state: ListState, signal?: AbortSignal): Promise<BlogListPage> {
  const { data, error } = await searchCards(client, search, state).abortSignal(requestSignal(signal)).retry(false);
  if (error) fail(new BlogDataError(error), signal);
  const rows = (data ?? []) as unknown as SearchRow[];
  // A page past the last one has no row to carry the count.
  const total = rows[0]?.total ?? (state.page > 1 ? await countOf(client, state, signal) : 0);
  return { posts: rows.map(({ total: _total, position: _position, ...card }) => card), total };
}

export async function fetchBlogPosts(config: BlogDataConfig, state: ListState, signal?: AbortSignal): Promise<BlogListPage> {
  const client = await blogClient(config);
  const search = toPrefixTsQuery(state.q);
  if (search) return fetchSearchPage(client, search, state, signal);
  let query = cardsOf(client, state, CARD_COLUMNS);
  // A search of no words (punctuation only) has nothing to rank.
  for (const [column, ascending] of SORT_ORDER[state.sort === 'relevance' ? DEFAULT_SORT : state.sort])
    query = query.order(column, { ascending });
  const from = (state.page - 1) * PAGE_SIZE;
  const { data, count, error } = await query
    .range(from, from + PAGE_SIZE - 1)
    .abortSignal(requestSignal(signal))
    .retry(false);
  // A page past the last one: no posts, but the total, so the page can offer the ones that exist.
  if (error?.code === 'PGRST103') return { posts: [], total: await countOf(client, state, signal) };
  if (error) fail(new BlogDataError(error), signal);
  const posts = (data ?? []) as unknown as BlogCard[];
  return { posts, total: count ?? posts.length };
}
