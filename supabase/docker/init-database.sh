#!/bin/sh
# First start of the PostgreSQL container: Supabase's roles, every migration in order, the seed.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f /supabase/local/bootstrap-roles.sql
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "alter role authenticator with login password '${AUTHENTICATOR_PASSWORD}'"
for migration in /supabase/migrations/*.sql; do
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f "$migration"
done
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f /supabase/seed.sql
