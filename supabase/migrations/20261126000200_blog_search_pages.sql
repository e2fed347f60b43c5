-- A search's page in one step (docs/decisions/0022-blog-list-speed.md): search_blog_post_cards()
-- now orders and cuts the matches itself, by the list's sort and page, and cuts the fragments of
-- that page's rows only. Before, the API ordered and paged the function's rows: a LIMIT with an
-- OFFSET computed the fragment of every row it skipped too (27 fragments for the third page), and
-- every row was ranked whatever the order asked for.
--
--   public.search_blog_post_cards(search_query, topics, authors, sort, page_size, page_offset)
--     the page of the published cards matching a text-search query (and any of the topics, by any
--     of the authors), in the order `sort` names:
--       relevance    rank, then newest first
--       newest       newest first          oldest      oldest first
--       title-asc    title A-Z             title-desc  title Z-A
--     each ties broken by id, as the list orders the cards view (mf-blog/src/api/get-blog-posts.ts);
--     page_size rows (at most 50) from page_offset, each with
--       rank      ts_rank over the weighted vector (title highest), for `relevance` only (else null)
--       total     the number of all matches
--       position  its place among all matches, from 1: the API orders the page by it
--       match     the fragment, as before (20261126000100_blog_search_ranking.sql)
--
-- The rules of 20261126000100_blog_search_ranking.sql hold: security invoker over the cards view
-- (row-level security applies; the derived text exists for published posts only), every name
-- qualified and no fixed search path, so the function is inlined into the API's query.

drop function public.search_blog_post_cards(text, text[], text[]);

create function public.search_blog_post_cards(
  search_query text,
  topics text[] default null,
  authors text[] default null,
  sort text default 'relevance',
  page_size integer default 9,
  page_offset integer default 0
)
returns table (
  id uuid,
  slug text,
  title text,
  excerpt text,
  content_start text,
  featured_image text,
  tags text[],
  author text,
  published_date timestamptz,
  updated_at timestamptz,
  rank real,
  total bigint,
  "position" bigint,
  match text
)
language sql
stable
security invoker
as $$
  select
    m.id, m.slug, m.title, m.excerpt, m.content_start, m.featured_image, m.tags, m.author,
    m.published_date, m.updated_at, m.rank, m.total,
    -- The rows come in the order the page was cut in.
    greatest(page_offset, 0) + pg_catalog.row_number() over () as position,
    pg_catalog.ts_headline(
      'simple'::regconfig,
      (
        select pg_catalog.substr(s.fragment_text, greatest(pg_catalog.strpos(pg_catalog.lower(s.fragment_text), m.first_word) - 600, 1), 1200)
        from blog_private.post_search s
        where s.post_id = m.id
      ),
      m.query,
      'MaxFragments=1, MinWords=10, MaxWords=24, StartSel=' || e'\u0002' || ', StopSel=' || e'\u0003'
    ) as match
  from (
    select
      c.id, c.slug, c.title, c.excerpt, c.content_start, c.featured_image, c.tags, c.author,
      c.published_date, c.updated_at,
      -- Ranking reads every match's whole vector: only the order by relevance needs it.
      case when sort = 'relevance' then pg_catalog.ts_rank(c.search_vector, q.query) end as rank,
      pg_catalog.count(*) over () as total,
      q.query,
      q.first_word
    from public.blog_post_cards c
    cross join (
      select
        pg_catalog.to_tsquery('simple'::regconfig, search_query) as query,
        pg_catalog.lower((pg_catalog.regexp_match(search_query, '''([^'']+)'''))[1]) as first_word
    ) q
    where c.search_vector operator(pg_catalog.@@) q.query
      and (topics is null or c.tags operator(pg_catalog.&&) topics)
      and (authors is null or c.author operator(pg_catalog.=) any (authors))
    order by
      rank desc,
      case when sort = 'oldest' then c.published_date end,
      case when sort = 'title-asc' then c.title end,
      case when sort = 'title-desc' then c.title end desc,
      case when sort in ('oldest', 'title-asc', 'title-desc') then null else c.published_date end desc,
      case when sort in ('oldest', 'title-asc') then c.id end,
      case when sort in ('oldest', 'title-asc') then null else c.id end desc
    limit least(greatest(page_size, 0), 50)
    offset greatest(page_offset, 0)
  ) m
$$;

comment on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) is
  'A page of the published blog cards matching a text-search query (and any of the topics, by any of the authors), in the order of sort (relevance, newest, oldest, title-asc, title-desc), with their rank (relevance only), the number of matches, their position and the matching fragment (terms between U+0002 and U+0003).';

revoke all on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) to anon;

-- A running PostgREST learns the new arguments (the local stack starts it after the migrations).
notify pgrst, 'reload schema';
