-- A blog card's columns, defined once. Until now the cards view, search_blog_post_cards() and
-- related_blog_posts() each listed them, in their result types and again in their bodies, and
-- adding one (published_day, 20261127000000_blog_card_published_day.sql) meant restating both
-- functions whole. Now public.blog_post_cards is the one place that names and computes a card's
-- columns, and the functions return rows of its type:
--
--   public.related_blog_posts(...)      setof public.blog_post_cards, ranked as before (most
--                                       shared tags, then newest); the count of shared tags, which
--                                       only orders them, is no longer a column of the result
--   public.search_blog_post_cards(...)  setof blog_private.card_match: a search's own columns
--                                       (rank, total, position, match), then the card's, the same
--                                       names, values and page as before
--   blog_private.card_match             a view that never has a row: the row type of a search's
--                                       rows (PostgreSQL has no composite type that extends another;
--                                       a view's row type follows its select list)
--
-- Adding a column to the cards: append it to the view (create or replace view keeps the columns
-- before it), then run this file's `create or replace view blog_private.card_match` again; both
-- functions select the card whole, so neither changes.
--
-- The rules of the migrations before hold: everything runs with the caller's rights, so
-- blog_posts' row-level security decides what the anon key sees (published rows only), and anon
-- may execute the two functions and read the views it read before, nothing more.

drop function public.related_blog_posts(text, integer);
drop function public.search_blog_post_cards(text, text[], text[], text, integer, integer);

create view blog_private.card_match
with (security_invoker = true)
as
select null::real as rank, null::bigint as total, null::bigint as "position", null::text as match, c.*
from public.blog_post_cards c
where false;

comment on view blog_private.card_match is 'The row type of search_blog_post_cards(): a search''s columns, then a card''s. Never has a row.';

revoke all on blog_private.card_match from public, anon, authenticated;

-- Up to max_count (at most 12) other published posts sharing at least one tag with post_slug,
-- most shared tags first, then newest. Nothing for a draft or an unknown slug: the source post is
-- read through blog_posts' row-level security too.
create function public.related_blog_posts(post_slug text, max_count integer default 3)
returns setof public.blog_post_cards
language sql
stable
security invoker
set search_path = ''
as $$
  with source as (
    select p.id, coalesce(p.tags, '{}') as tags
    from public.blog_posts p
    where p.slug = post_slug and p.is_published
  )
  select c.*
  from public.blog_post_cards c, source
  where c.id <> source.id and c.tags && source.tags
  order by
    (select count(distinct t) from unnest(c.tags) as t where t = any (source.tags)) desc,
    c.published_date desc,
    c.id
  limit least(greatest(coalesce(max_count, 3), 0), 12);
$$;

comment on function public.related_blog_posts(text, integer) is 'Other published posts (cards) ranked by number of shared tags, then newest.';

-- As in 20261127000000_blog_card_published_day.sql: the page of the published cards matching a
-- text-search query (and any of the topics, by any of the authors) in the order `sort` names, each
-- with its rank (relevance only), the number of all matches, its position among them and its
-- fragment; the fragment is cut for the page's rows only, after ordering and cutting. Every name
-- qualified and no fixed search path, so the function is inlined into the API's query.
create function public.search_blog_post_cards(
  search_query text,
  topics text[] default null,
  authors text[] default null,
  sort text default 'relevance',
  page_size integer default 9,
  page_offset integer default 0
)
returns setof blog_private.card_match
language sql
stable
security invoker
as $$
  select
    page.rank,
    page.total,
    -- The rows come in the order the page was cut in.
    greatest(page_offset, 0) + pg_catalog.row_number() over () as position,
    pg_catalog.ts_headline(
      'simple'::regconfig,
      (
        select pg_catalog.substr(s.fragment_text, greatest(pg_catalog.strpos(pg_catalog.lower(s.fragment_text), page.first_word) - 600, 1), 1200)
        from blog_private.post_search s
        where s.post_id = (page.card).id
      ),
      page.query,
      'MaxFragments=1, MinWords=10, MaxWords=24, StartSel=' || e'\u0002' || ', StopSel=' || e'\u0003'
    ) as match,
    (page.card).*
  from (
    select
      c as card,
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
  ) page
$$;

comment on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) is
  'A page of the published blog cards matching a text-search query (and any of the topics, by any of the authors), in the order of sort (relevance, newest, oldest, title-asc, title-desc), with their rank (relevance only), the number of matches, their position and the matching fragment (terms between U+0002 and U+0003).';

revoke all on function public.related_blog_posts(text, integer) from public, anon, authenticated;
grant execute on function public.related_blog_posts(text, integer) to anon;
revoke all on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) to anon;

-- A running PostgREST learns the new result types (the local stack starts it after the migrations).
notify pgrst, 'reload schema';
