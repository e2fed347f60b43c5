-- Each card carries the calendar day it was published in the organisation's time zone
-- (America/New_York, mf-blog/src/config/blog.ts: SITE_TIME_ZONE), as 'YYYY-MM-DD', worked out by
-- the database, which has the time-zone rules. A browser that changes the blog's list formats that
-- day as it is: it loads no time-zone data of its own, which took about 170 ms of the first change
-- under Lighthouse's 4x CPU slowdown (docs/performance.md).
--
--   public.blog_post_cards.published_day               a new last column
--   public.search_blog_post_cards(...).published_day   a new column, after updated_at
--   public.related_blog_posts(...).published_day       a new column, after updated_at
--
-- Apply this before a release of mf-blog that selects the column: the API refuses a select that
-- names a column it does not know.

create or replace view public.blog_post_cards
with (security_invoker = true)
as
select
  p.id,
  p.slug,
  p.title collate "und-x-icu" as title,
  p.excerpt,
  s.content_start,
  p.featured_image,
  coalesce(p.tags, '{}') as tags,
  p.author,
  p.published_date,
  p.updated_at,
  s.search_vector,
  pg_catalog.to_char(p.published_date at time zone 'America/New_York', 'YYYY-MM-DD') as published_day
from public.blog_posts p
join blog_private.post_search s on s.post_id = p.id
where p.is_published;

drop function public.search_blog_post_cards(text, text[], text[], text, integer, integer);

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
  published_day text,
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
    m.published_date, m.updated_at, m.published_day, m.rank, m.total,
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
      c.published_date, c.updated_at, c.published_day,
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
  'A page of the published blog cards matching a text-search query (and any of the topics, by any of the authors), in the order of sort (relevance, newest, oldest, title-asc, title-desc), with the day each was published in Boston, their rank (relevance only), the number of matches, their position and the matching fragment (terms between U+0002 and U+0003).';

revoke all on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_blog_post_cards(text, text[], text[], text, integer, integer) to anon;

-- A running PostgREST learns the new arguments (the local stack starts it after the migrations).
notify pgrst, 'reload schema';

drop function public.related_blog_posts(text, integer);

-- As in 20261121000200_blog_read_models.sql, with the day.
create function public.related_blog_posts(post_slug text, max_count integer default 3)
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
  published_day text,
  shared_tags integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with source as (
    select p.id, coalesce(p.tags, '{}') as tags
    from public.blog_posts p
    where p.slug = post_slug and p.is_published
  ),
  ranked as (
    select
      c.id, c.slug, c.title, c.excerpt, c.content_start, c.featured_image, c.tags, c.author,
      c.published_date, c.updated_at, c.published_day,
      (select count(distinct t)::integer from unnest(c.tags) as t where t = any (source.tags)) as shared_tags
    from public.blog_post_cards c, source
    where c.id <> source.id and c.tags && source.tags
  )
  select * from ranked
  order by shared_tags desc, published_date desc, id
  limit least(greatest(coalesce(max_count, 3), 0), 12);
$$;

comment on function public.related_blog_posts(text, integer) is 'Other published posts ranked by number of shared tags, then newest, with the day each was published in Boston.';

revoke all on function public.related_blog_posts(text, integer) from public, anon, authenticated;
grant execute on function public.related_blog_posts(text, integer) to anon;
