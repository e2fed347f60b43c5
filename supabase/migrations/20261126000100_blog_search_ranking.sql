-- Search that ranks (docs/decisions/0013-blog-search-ranking.md): with a search, the list is
-- ordered by relevance and each card shows the fragment that matched, with the terms marked.
--
--   blog_private.post_search.search_vector   now weighted: title A, excerpt and tags B, author C,
--                                            each with its positions, then the body's words
--                                            without positions (D)
--   blog_private.post_search.fragment_text   the excerpt and the whole body as plain text, the text
--                                            the fragments are cut from
--   public.search_blog_post_cards(query)     the published cards matching a text-search query,
--                                            each with its rank and its fragment
--
-- The rules of 20261121000200_blog_read_models.sql hold: the derived text exists for published
-- posts only, and everything runs with the caller's rights, so a draft is never matched, ranked or
-- quoted.

alter table blog_private.post_search add column fragment_text text not null default '';

comment on column blog_private.post_search.fragment_text is
  'Excerpt and body as plain text (entities kept, as in content_start; U+0002 and U+0003 removed), for search fragments.';

create or replace function blog_private.refresh_post_search(post public.blog_posts)
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
  insert into blog_private.post_search as s (post_id, content_start, fragment_text, search_vector)
  values (
    post.id,
    left(plain, 400),
    -- The characters search_blog_post_cards() marks the terms with cannot come from the post.
    translate(concat_ws(' ', blog_private.html_to_text(post.excerpt), plain), e'\u0002\u0003', ''),
    setweight(to_tsvector('simple'::regconfig, blog_private.decode_entities(post.title)), 'A')
      || setweight(to_tsvector('simple'::regconfig, blog_private.decode_entities(concat_ws(' ',
           blog_private.html_to_text(post.excerpt),
           array_to_string(post.tags, ' ')
         ))), 'B')
      || setweight(to_tsvector('simple'::regconfig, blog_private.decode_entities(post.author)), 'C')
      -- Stripped: a body's positions would make the vector (and every search) several times as
      -- costly; without them a word of the body counts once, at the lowest weight.
      || strip(to_tsvector('simple'::regconfig, blog_private.decode_entities(plain)))
  )
  on conflict (post_id) do update
    set content_start = excluded.content_start, fragment_text = excluded.fragment_text, search_vector = excluded.search_vector;
end;
$$;

-- Every published post again, with the new vector and text (not an UPDATE of blog_posts, which
-- would move every post's updated_at).
select blog_private.refresh_post_search(p) from public.blog_posts p;

-- The cards matching `search_query` (a to_tsquery text in the 'simple' configuration, as the site
-- builds it: `'pitch':* & 'deck':*`), with any of `topics` and by any of `authors` when given, each
-- with
--   rank   ts_rank over the weighted vector: a title match outweighs any number of body matches
--   total  the number of matches (on every row: one request gives the page and the count)
--   match  one fragment of the excerpt and body (about 10 to 24 words) around the terms, each term
--          between the characters U+0002 and U+0003 (which the stored text never holds). Plain text
--          with its entities, never HTML: the site splits it on those two characters and shows the
--          parts as text, so nothing in a post can become markup. Cut from the 1,200 characters
--          around the first place the text says the query's first word (its start when it does
--          not): ts_headline reads all the text it is given, about 1 ms for a whole post.
-- The site orders and pages the result through the API.
--
-- Deliberately without `set search_path` (every name is qualified): a SQL function with one is
-- never inlined, and inlined, the planner computes the fragment only for the page the API asks
-- for, after ordering and limiting, rather than for every match. The API's own exact count would
-- compute every fragment: hence `total`.
create function public.search_blog_post_cards(search_query text, topics text[] default null, authors text[] default null)
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
  match text
)
language sql
stable
security invoker
as $$
  select
    m.id, m.slug, m.title, m.excerpt, m.content_start, m.featured_image, m.tags, m.author,
    m.published_date, m.updated_at, m.rank, m.total,
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
      pg_catalog.ts_rank(c.search_vector, q.query) as rank,
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
  ) m
$$;

comment on function public.search_blog_post_cards(text, text[], text[]) is
  'Published blog cards matching a text-search query (and any of the topics, by any of the authors), with their rank (title highest), the number of matches and the matching fragment (terms between U+0002 and U+0003).';

revoke all on function public.search_blog_post_cards(text, text[], text[]) from public, anon, authenticated;
grant execute on function public.search_blog_post_cards(text, text[], text[]) to anon;
