-- What the Compass assessment leaves behind (docs/decisions/0011-assessment-results-and-progress.md):
-- each finished assessment, anonymously (the persona and the five answers, no personal data), and
-- each request to e-mail the results (the address the founder gave with consent, and the same).
-- Only the shell server writes them, through two functions that only role assessment_writer may
-- execute; the team reads them with the service role (npm run assessment:report -w mf-assessment).
-- The anon role can neither read nor write either table.

do $$
begin
  if not exists (select from pg_roles where rolname = 'assessment_writer') then
    create role assessment_writer nologin noinherit;
  end if;
end
$$;
grant assessment_writer to authenticator;
grant usage on schema public to assessment_writer;

create table public.assessment_completions (
  id uuid primary key default gen_random_uuid(),
  persona text not null,
  answers text[] not null,
  created_at timestamptz not null default now(),
  constraint assessment_completions_persona
    check (persona in ('aspiring-innovator', 'dedicated-builder', 'growth-seeker', 'ambitious-entrepreneur')),
  constraint assessment_completions_answers check (cardinality(answers) = 5 and array_position(answers, null) is null)
);

create table public.assessment_result_emails (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  persona text not null,
  answers text[] not null,
  created_at timestamptz not null default now(),
  -- The same rules as newsletter sign-ups: RFC 5321's lengths, the HTML standard's syntax.
  constraint assessment_result_emails_email_length
    check (char_length(email) <= 254 and char_length(split_part(email, '@', 1)) <= 64),
  constraint assessment_result_emails_email_format
    check (email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'),
  constraint assessment_result_emails_persona
    check (persona in ('aspiring-innovator', 'dedicated-builder', 'growth-seeker', 'ambitious-entrepreneur')),
  constraint assessment_result_emails_answers check (cardinality(answers) = 5 and array_position(answers, null) is null)
);

create index assessment_completions_created_at on public.assessment_completions (created_at);
create index assessment_result_emails_created_at on public.assessment_result_emails (created_at);
create index assessment_result_emails_address on public.assessment_result_emails (lower(email), created_at);

comment on table public.assessment_completions is 'Finished assessments, anonymous; written only through record_assessment_completion.';
comment on table public.assessment_result_emails is 'Requests to e-mail assessment results; written only through request_assessment_results_email.';

alter table public.assessment_completions enable row level security;
alter table public.assessment_completions force row level security;
alter table public.assessment_result_emails enable row level security;
alter table public.assessment_result_emails force row level security;

revoke all on table public.assessment_completions, public.assessment_result_emails
  from public, anon, authenticated, service_role, assessment_writer;
-- The team's report reads through the service role (which bypasses row-level security) and may
-- only read.
grant select on table public.assessment_completions, public.assessment_result_emails to service_role;

-- The functions run as their owner, under forced row-level security: as for sign-ups (decision
-- 0010), that owner gets policies of its own: insert, and select to count an address's requests.
create policy "The completion function records finishes"
  on public.assessment_completions for insert to current_user with check (true);
create policy "The e-mail function records requests"
  on public.assessment_result_emails for insert to current_user with check (true);
create policy "The e-mail function counts an address's requests"
  on public.assessment_result_emails for select to current_user using (true);

create function public.record_assessment_completion(persona text, answers text[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.assessment_completions (persona, answers)
  values (record_assessment_completion.persona, record_assessment_completion.answers);
$$;

-- Stores the request and says whether to e-mail it: not when the address already had 3 requests in
-- the last 24 hours, so nobody can fill a stranger's inbox through the site. The caller answers the
-- founder the same either way, and the same for a new and a known address.
create function public.request_assessment_results_email(email text, persona text, answers text[])
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  select count(*) into recent
    from public.assessment_result_emails as requests
    where lower(requests.email) = lower(request_assessment_results_email.email)
      and requests.created_at > now() - interval '24 hours';
  insert into public.assessment_result_emails (email, persona, answers)
  values (request_assessment_results_email.email, request_assessment_results_email.persona, request_assessment_results_email.answers);
  return recent < 3;
end;
$$;

revoke all on function public.record_assessment_completion(text, text[]) from public, anon, authenticated, service_role;
revoke all on function public.request_assessment_results_email(text, text, text[]) from public, anon, authenticated, service_role;
grant execute on function public.record_assessment_completion(text, text[]) to assessment_writer;
grant execute on function public.request_assessment_results_email(text, text, text[]) to assessment_writer;
