-- Read models for the blog (docs/decisions/0003-blog-read-models.md). The list is searched,
-- filtered, sorted and paged in the database, so the browser never downloads every post's body:
--
--   public.blog_post_cards       one card per published post (no body), plus `search_vector`,
--                                used only to filter (full-text, prefix match), never selected
--   public.blog_tag_counts       each tag of a published post, with its number of posts
--   public.blog_author_counts    each author of a published post, with its number of posts
--   public.related_blog_posts()  up to N other published posts ranked by shared tags
--
-- Every one of them runs with the caller's rights (security_invoker), so blog_posts' row-level
-- security decides what the anon key sees: published rows only. The derived text (plain-text
-- start and search vector) lives in blog_private.post_search, which PostgREST does not expose and
-- which holds rows for published posts only: a draft's text is never even copied there.

create schema blog_private;
comment on schema blog_private is 'Derived data of the blog read models; not exposed by the API.';
revoke all on schema blog_private from public;

-- HTML to plain text, the way the site's excerpts read it: scripts, styles and comments dropped,
-- inline tags removed without a gap ("fund<em>raising</em>" stays one word), every other tag a
-- space, whitespace collapsed. Entities are kept: the site decodes them after cutting the excerpt.
create function blog_private.html_to_text(html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(coalesce(html, ''), '<(script|style)\M.*?</\1\s*>|<!--.*?-->', ' ', 'gi'),
          '</?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\M[^>]*>',
          '',
          'gi'
        ),
        '<[^>]*>',
        ' ',
        'g'
      ),
      '\s+',
      ' ',
      'g'
    )
  );
$$;

-- The few entities article bodies use, decoded for searching (`&amp;` must not be a word).
create function blog_private.decode_entities(text_with_entities text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    text_with_entities,
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''),
    '&rsquo;', ''''), '&lsquo;', ''''), '&mdash;', ' '), '&amp;', '&');
$$;

create table blog_private.post_search (
  post_id uuid primary key references public.blog_posts (id) on delete cascade on update cascade,
  -- First characters of the body as plain text: the card's excerpt when the post has none.
  content_start text not null,
  -- Title, excerpt, body, author and tags; 'simple' = lower-cased words, no stemming, no stop words.
  -- Stripped of positions: the site matches word prefixes, never phrases.
  search_vector tsvector not null
);

comment on table blog_private.post_search is 'Plain-text start and search vector of each published blog post (maintained by trigger).';

create index post_search_vector_idx on blog_private.post_search using gin (search_vector);

-- Keeps a post's row of post_search in step with it: written for a published post, removed for a
-- draft. Security definer: whoever edits blog_posts need not be granted the private table.
create function blog_private.refresh_post_search(post public.blog_posts)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  plain text;
begin
  if not post.is_published then
    delete from blog_private.post_search where post_id = post.id;
    return;
  end if;
  plain := blog_private.html_to_text(post.content);
  insert into blog_private.post_search as s (post_id, content_start, search_vector)
  values (
    post.id,
    left(plain, 400),
    strip(to_tsvector(
      'simple'::regconfig,
      blog_private.decode_entities(concat_ws(' ',
        post.title,
        blog_private.html_to_text(post.excerpt),
        plain,
        post.author,
        array_to_string(post.tags, ' ')
      ))
    ))
  )
  on conflict (post_id) do update
    set content_start = excluded.content_start, search_vector = excluded.search_vector;
end;
$$;

create function blog_private.blog_posts_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform blog_private.refresh_post_search(new);
  return null;
end;
$$;

revoke all on function blog_private.html_to_text(text) from public;
revoke all on function blog_private.decode_entities(text) from public;
revoke all on function blog_private.refresh_post_search(public.blog_posts) from public;
revoke all on function blog_private.blog_posts_after_write() from public;

create trigger blog_posts_refresh_post_search
  after insert or update on public.blog_posts
  for each row execute function blog_private.blog_posts_after_write();

-- Posts that exist already (on a new database the seed runs after this and fires the trigger).
-- Not an UPDATE of blog_posts, which would move every post's updated_at.
select blog_private.refresh_post_search(p) from public.blog_posts p;

-- The cards. `title` carries the ICU root collation so that "title-asc" sorts as people read
-- (case- and accent-aware), whatever the database's default collation.
create view public.blog_post_cards
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
  s.search_vector
from public.blog_posts p
join blog_private.post_search s on s.post_id = p.id
where p.is_published;

comment on view public.blog_post_cards is 'Published blog posts without their body, for lists; filter on search_vector, never select it.';

create view public.blog_tag_counts
with (security_invoker = true)
as
select tag collate "und-x-icu" as tag, count(*) as post_count
from public.blog_posts p
cross join lateral unnest(p.tags) as tag
where p.is_published and tag <> ''
group by 1;

create view public.blog_author_counts
with (security_invoker = true)
as
select author collate "und-x-icu" as author, count(*) as post_count
from public.blog_posts p
where p.is_published
group by 1;

comment on view public.blog_tag_counts is 'Each tag of a published blog post and its number of posts.';
comment on view public.blog_author_counts is 'Each author of a published blog post and its number of posts.';

-- Up to max_count (at most 12) other published posts sharing at least one tag with post_slug,
-- most shared tags first, then newest. Nothing for a draft or an unknown slug: the source post is
-- read through blog_posts' row-level security too.
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
      c.published_date, c.updated_at,
      (select count(distinct t)::integer from unnest(c.tags) as t where t = any (source.tags)) as shared_tags
    from public.blog_post_cards c, source
    where c.id <> source.id and c.tags && source.tags
  )
  select * from ranked
  order by shared_tags desc, published_date desc, id
  limit least(greatest(coalesce(max_count, 3), 0), 12);
$$;

comment on function public.related_blog_posts(text, integer) is 'Other published posts ranked by number of shared tags, then newest.';

-- Supabase grants everything on new relations and functions in public to anon and authenticated
-- (and functions to PUBLIC): take it back, then grant only what the site reads.
revoke all on public.blog_post_cards, public.blog_tag_counts, public.blog_author_counts from public, anon, authenticated;
grant select on public.blog_post_cards, public.blog_tag_counts, public.blog_author_counts to anon;

revoke all on function public.related_blog_posts(text, integer) from public, anon, authenticated;
grant execute on function public.related_blog_posts(text, integer) to anon;

-- A security_invoker view reads its tables with the caller's rights: anon needs the derived table
-- (published posts only; reachable through the views, never through the API, which serves public).
grant usage on schema blog_private to anon;
revoke all on blog_private.post_search from public, anon, authenticated;
grant select on blog_private.post_search to anon;
