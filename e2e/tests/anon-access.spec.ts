// What the public anon key can reach through the composed site's backend: published posts only;
// never the draft, never a newsletter sign-up, never an assessment result or results e-mail,
// whatever the REST query.
import { createClient } from '@supabase/supabase-js';
import { test, expect } from '../support/fixtures';
import { queryAsSuperuser } from '../support/database';

const DRAFT = 'draft-series-a-playbook-internal';
const url = () => process.env.E2E_SUPABASE_URL ?? '';
const key = () => process.env.E2E_SUPABASE_ANON_KEY ?? '';
const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${url()}/rest/v1/${path}`, { ...init, headers: { apikey: key(), authorization: `Bearer ${key()}`, ...init.headers } });

test('the draft is invisible to every query shape', async () => {
  const supabase = createClient(url(), key(), { auth: { persistSession: false } });
  const published = await supabase.from('blog_posts').select('slug');
  expect(published.error).toBeNull();
  expect(published.data?.length).toBeGreaterThanOrEqual(14);
  expect(published.data?.map((p) => p.slug)).not.toContain(DRAFT);

  const bySlug = await supabase.from('blog_posts').select('*').eq('slug', DRAFT).single();
  expect(bySlug.error?.code).toBe('PGRST116');

  for (const path of [
    'blog_posts?is_published=eq.false',
    `blog_posts?slug=eq.${DRAFT}`,
    'blog_posts?or=(is_published.eq.false,is_published.is.null)',
    'blog_posts?is_published=not.is.true',
    'blog_posts?title=ilike.*DRAFT*',
  ]) {
    const response = await rest(path);
    expect(response.status, path).toBe(200);
    expect(await response.json(), path).toEqual([]);
  }
  const counted = await rest('blog_posts?select=slug', { method: 'HEAD', headers: { prefer: 'count=exact' } });
  expect(Number(counted.headers.get('content-range')?.split('/')[1])).toBe(published.data?.length);
});

test('newsletter sign-ups can be neither added, read, changed nor removed with the anon key', async () => {
  for (const [path, init] of [
    ['newsletter_signups?select=*', {}],
    ['newsletter_signups?select=email', { method: 'HEAD', headers: { prefer: 'count=exact' } }],
    [
      'newsletter_signups?email=like.*',
      { method: 'PATCH', body: JSON.stringify({ name: 'x' }), headers: { 'content-type': 'application/json' } },
    ],
    ['newsletter_signups?email=like.*', { method: 'DELETE' }],
  ] as const) {
    const response = await rest(path, init);
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400);
  }
  // Only the shell server adds sign-ups (docs/decisions/0010-newsletter-and-hardening.md).
  for (const [path, body] of [
    ['newsletter_signups', { email: `anon-check-${Date.now()}@example.org` }],
    ['rpc/subscribe_newsletter', { email: `anon-rpc-${Date.now()}@example.org` }],
  ] as const) {
    const insert = await rest(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(insert.status, path).toBeGreaterThanOrEqual(400);
  }
});

test('assessment results and results e-mails: the anon key reads 0 rows and inserts nothing', async () => {
  const stamp = Date.now();
  await queryAsSuperuser(`insert into public.assessment_result_emails (email, persona, answers) values ($1, 'growth-seeker', $2)`, [
    `anon-probe-${stamp}@example.org`,
    ['launched', 'funding', 'parttime', 'mentorship', 'serial'],
  ]);
  // A persona these answers never give: no finish of another test can be one of these rows.
  const result = { persona: 'growth-seeker', answers: ['idea', 'product', 'fulltime', 'intensive', 'first'] };
  for (const table of ['assessment_completions', 'assessment_result_emails']) {
    for (const path of [`${table}?select=*`, `${table}?select=persona,answers`, `${table}?or=(persona.like.*,created_at.is.null)`]) {
      const response = await rest(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain('@example.org');
    }
    const counted = await rest(`${table}?select=persona`, { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(counted.headers.get('content-range'), table).toBeNull();
    const insert = await rest(table, {
      method: 'POST',
      body: JSON.stringify({ ...result, email: `anon-insert-${stamp}@example.org` }),
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(insert.status, table).toBeGreaterThanOrEqual(400);
  }
  for (const [fn, body] of [
    ['record_assessment_completion', result],
    ['request_assessment_results_email', { ...result, email: `anon-rpc-${stamp}@example.org` }],
  ] as const) {
    const call = await rest(`rpc/${fn}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(call.status, fn).toBeGreaterThanOrEqual(400);
  }
  const written = await queryAsSuperuser<{ completions: string; emails: string }>(
    `select (select count(*) from public.assessment_completions where answers = $1) as completions,
            (select count(*) from public.assessment_result_emails where email in ($2, $3)) as emails`,
    [result.answers, `anon-insert-${stamp}@example.org`, `anon-rpc-${stamp}@example.org`],
  );
  expect(written).toEqual([{ completions: '0', emails: '0' }]);
});

test('no key, or a key signed by someone else, gets nothing', async () => {
  expect((await fetch(`${url()}/rest/v1/blog_posts`)).status).toBe(401);
  const forged = `${key().split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
  const response = await fetch(`${url()}/rest/v1/blog_posts`, { headers: { apikey: forged, authorization: `Bearer ${forged}` } });
  expect(response.status).toBe(401);
});
