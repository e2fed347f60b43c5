-- Blog articles. The site reads them with the anon key, which sees published rows only.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  excerpt text,
  content text not null,
  meta_description text,
  featured_image text,
  tags text[] default '{}',
  author text not null,
  published_date timestamptz not null,
  updated_at timestamptz not null default now(),
  is_published boolean not null default false,
  -- Slugs become URL paths (/blog/{slug}) and sitemap entries.
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

comment on table public.blog_posts is 'Blog articles; the anon role reads only rows with is_published = true.';
comment on column public.blog_posts.content is 'Article body as HTML.';

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- The list and the sitemap: is_published = true order by published_date desc.
create index blog_posts_published_date_idx on public.blog_posts (published_date desc) where is_published;
-- Tag filters (tags @> / &&). The slug lookup uses the unique constraint's index.
create index blog_posts_tags_idx on public.blog_posts using gin (tags);

-- Forced so that the table owner is bound by the policies as well; only roles with BYPASSRLS
-- (Supabase's postgres and service_role) see drafts.
alter table public.blog_posts enable row level security;
alter table public.blog_posts force row level security;

create policy "Published posts are readable by anyone"
  on public.blog_posts
  for select
  to anon
  using (is_published);

-- Supabase grants every privilege on new tables and functions in public to anon and
-- authenticated by default; take them back and grant only what the site uses.
revoke all on table public.blog_posts from public, anon, authenticated;
grant usage on schema public to anon;
grant select on table public.blog_posts to anon;

revoke all on function public.set_updated_at() from public, anon, authenticated;
