-- The roles every Supabase project has, created for the local cluster on each start (idempotent).
-- Not a migration: on Supabase they exist before any migration runs.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST logs in as authenticator and switches to the role a request's JWT names.
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

-- PostgREST may switch to anon (the public key) and to service_role (the team's tools: the
-- assessment report, the blog's authoring commands); the narrow roles the shell server's keys
-- name are granted by their migrations.
grant anon to authenticator;
grant service_role to authenticator;

-- Supabase's defaults for the public schema, reproduced so that a migration that forgets to take
-- them back fails its tests here rather than leaking in production.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;
