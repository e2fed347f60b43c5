-- Sign-ups go through one narrow function, called only by the shell server, which validates and
-- rate-limits them first (docs/decisions/0010-newsletter-and-hardening.md). The anon key, which
-- every visitor holds, can no longer insert into the table: before, anyone could add sign-ups
-- without limit, and a 201 versus a 409 told whether an address was already subscribed.

-- The role the shell server's newsletter key names: it may execute subscribe_newsletter and
-- nothing else (no table, no other function). PostgREST switches to it for that key's requests.
do $$
begin
  if not exists (select from pg_roles where rolname = 'newsletter_writer') then
    create role newsletter_writer nologin noinherit;
  end if;
end
$$;
grant newsletter_writer to authenticator;
grant usage on schema public to newsletter_writer;

drop policy "Anyone can sign up" on public.newsletter_signups;
revoke all on table public.newsletter_signups from public, anon, authenticated, newsletter_writer;
comment on table public.newsletter_signups is 'Newsletter sign-ups; written only through subscribe_newsletter.';

-- The function runs as its owner, the role running this migration; row-level security stays
-- forced on the table, so that owner needs policies of its own (a superuser bypasses them, Supabase's
-- postgres role does not): insert, and select, which ON CONFLICT needs to find the existing row.
-- No other role reads or writes the table.
create policy "The sign-up function adds sign-ups"
  on public.newsletter_signups
  for insert
  to current_user
  with check (true);
create policy "The sign-up function finds a known address"
  on public.newsletter_signups
  for select
  to current_user
  using (true);

-- Answers the same (nothing) for a new and a known address, so a caller learns only that the
-- request was well formed: a malformed address or a long name still fails the table's checks (23514).
create function public.subscribe_newsletter(email text, name text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.newsletter_signups (email, name)
  values (subscribe_newsletter.email, nullif(btrim(subscribe_newsletter.name), ''))
  on conflict ((lower(email))) do nothing;
$$;

revoke all on function public.subscribe_newsletter(text, text) from public, anon, authenticated, service_role;
grant execute on function public.subscribe_newsletter(text, text) to newsletter_writer;
