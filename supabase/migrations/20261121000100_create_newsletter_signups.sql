-- Newsletter sign-ups from the footer form, used when no mailing-list provider is configured.
-- The anon role may add a sign-up and nothing else: it can never read, change or delete one.

create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text,
  created_at timestamptz not null default now(),
  -- RFC 5321 limits: 254 characters in all, 64 before the @.
  constraint newsletter_signups_email_length
    check (char_length(email) <= 254 and char_length(split_part(email, '@', 1)) <= 64),
  -- The HTML living standard's e-mail syntax, with a dot required in the domain.
  constraint newsletter_signups_email_format
    check (email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'),
  constraint newsletter_signups_name_length check (char_length(name) <= 200)
);

comment on table public.newsletter_signups is 'Newsletter sign-ups; the anon role may insert only.';

-- One sign-up per address whatever its case: a repeat fails with 23505, which the site treats as
-- success.
create unique index newsletter_signups_email_key on public.newsletter_signups (lower(email));

alter table public.newsletter_signups enable row level security;
alter table public.newsletter_signups force row level security;

-- No select, update or delete policy: with row-level security on, those find no row for anon.
create policy "Anyone can sign up"
  on public.newsletter_signups
  for insert
  to anon
  with check (true);

revoke all on table public.newsletter_signups from public, anon, authenticated;
grant usage on schema public to anon;
-- Column grants: id and created_at always take their defaults.
grant insert (email, name) on table public.newsletter_signups to anon;
