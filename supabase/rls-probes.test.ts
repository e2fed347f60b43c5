// Row-level security probed through every PostgREST feature with the anon key: filters, `or`/`and`/
// `not`, embedding, `select` of hidden columns, the views, the functions, HEAD with counts, range
// headers, other answer formats, the OpenAPI root, and writes. Whatever comes back holds no draft
// (by slug, title, body, tag or author), no sign-up and no assessment result or results e-mail (no
// row, column or count); the API description names none of those tables
// (docs/decisions/0010-newsletter-and-hardening.md, docs/decisions/0011-assessment-results-and-progress.md).
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess, type RestResponse } from './testing/anon-access.ts';

const DRAFT = {
  slug: 'rls-probe-draft',
  title: 'RlsProbeDraftTitle',
  body: 'rls-probe-draft-body',
  tag: 'rls-probe-tag',
  author: 'Rls Probe Author',
};
const SEED_DRAFT = 'draft-series-a-playbook-internal';
const SUBSCRIBER = { email: 'rls.probe.subscriber@example.net', name: 'RlsProbeSubscriberName' };
const RESULTS_EMAIL = 'rls.probe.founder@example.net';
const SECRETS = [
  DRAFT.slug,
  DRAFT.title,
  DRAFT.body,
  DRAFT.tag,
  DRAFT.author,
  SEED_DRAFT,
  SUBSCRIBER.email,
  SUBSCRIBER.name,
  RESULTS_EMAIL,
];
/** Tables the anon key may not touch at all. */
const PRIVATE_TABLES = ['newsletter_signups', 'assessment_completions', 'assessment_result_emails'];
const RESULT = { persona: 'growth-seeker', answers: ['launched', 'funding', 'parttime', 'mentorship', 'serial'] };

let access: AnonAccess;
let publishedCount: number;

beforeAll(async () => {
  access = await startAnonAccess();
  await access.db.query(
    `insert into public.blog_posts (slug, title, excerpt, content, tags, author, published_date, is_published)
      values ($1, $2, $3, $4, $5, $6, '2100-01-01', false)`,
    [DRAFT.slug, DRAFT.title, DRAFT.body, `<p>${DRAFT.body}</p>`, [DRAFT.tag], DRAFT.author],
  );
  await access.db.query('insert into public.newsletter_signups (email, name) values ($1, $2)', [SUBSCRIBER.email, SUBSCRIBER.name]);
  await access.db.query('insert into public.assessment_completions (persona, answers) values ($1, $2)', [RESULT.persona, RESULT.answers]);
  await access.db.query('insert into public.assessment_result_emails (email, persona, answers) values ($1, $2, $3)', [
    RESULTS_EMAIL,
    RESULT.persona,
    RESULT.answers,
  ]);
  const { rows } = await access.db.query<{ n: number }>('select count(*)::int as n from public.blog_posts where is_published');
  publishedCount = rows[0]?.n ?? 0;
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

type Probe = [feature: string, path: string, init?: RequestInit];

const views = ['blog_posts', 'blog_post_cards'];
const draftFilters = [
  `slug=eq.${DRAFT.slug}`,
  `slug=in.(${DRAFT.slug},${SEED_DRAFT})`,
  'slug=like.*draft*',
  `title=ilike.*${DRAFT.title}*`,
  `author=eq.${encodeURIComponent(DRAFT.author)}`,
  `tags=cs.{${DRAFT.tag}}`,
  `tags=ov.{${DRAFT.tag}}`,
  'published_date=gt.2099-12-31',
];

const probes: Probe[] = [
  ...views.flatMap((view): Probe[] => [
    ...draftFilters.map((filter): Probe => ['filter', `${view}?select=*&${filter}`]),
    ['or', `${view}?or=(slug.eq.${DRAFT.slug},slug.eq.${SEED_DRAFT},title.ilike.*Rls*)`],
    ['and', `${view}?and=(slug.like.*draft*,published_date.gt.2000-01-01)`],
    ['not', `${view}?not.and=(slug.neq.${DRAFT.slug},slug.neq.${SEED_DRAFT})`],
    ['range header', `${view}?select=*`, { headers: { range: '0-999', 'range-unit': 'items' } }],
    ['limit and offset', `${view}?select=*&order=published_date.desc&limit=1000&offset=0`],
    ['order by the draft columns', `${view}?select=slug&order=published_date.desc.nullsfirst&limit=3`],
    ['CSV', `${view}?select=*`, { headers: { accept: 'text/csv' } }],
    ['single object', `${view}?slug=eq.${DRAFT.slug}`, { headers: { accept: 'application/vnd.pgrst.object+json' } }],
    ['embedding sign-ups', `${view}?select=*,newsletter_signups(*)`],
  ]),
  ['hidden column', 'blog_posts?select=slug,is_published&is_published=is.false'],
  ['hidden column', 'blog_post_cards?select=slug,is_published'],
  ['hidden column', `blog_posts?select=content&slug=eq.${DRAFT.slug}`],
  ['full-text search view', `blog_post_cards?search_text=fts.${DRAFT.body}`],
  ['tag counts view', 'blog_tag_counts?select=*'],
  ['tag counts view', `blog_tag_counts?tag=eq.${DRAFT.tag}`],
  ['author counts view', 'blog_author_counts?select=*'],
  ['author counts view', `blog_author_counts?author=eq.${encodeURIComponent(DRAFT.author)}`],
  ['RPC', `rpc/related_blog_posts?current_slug=${DRAFT.slug}`],
  ['RPC', `rpc/related_blog_posts?current_slug=${SEED_DRAFT}&max_count=100`],
  [
    'RPC POST',
    'rpc/related_blog_posts',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"current_slug":"${DRAFT.slug}","max_count":100}` },
  ],
  ['RPC with a filter on its rows', `rpc/related_blog_posts?current_slug=fixture&slug=eq.${DRAFT.slug}`],
  [
    'RPC of the sign-up function',
    'rpc/subscribe_newsletter',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"rpc.probe@example.com"}' },
  ],
  ['private schema', 'post_search?select=*', { headers: { 'accept-profile': 'blog_private' } }],
  ...['*', 'email', 'name', 'id,created_at', 'count()', 'email,count()'].map((select): Probe => [
    'sign-up columns',
    `newsletter_signups?select=${select}`,
  ]),
  ['sign-up filter', `newsletter_signups?email=eq.${SUBSCRIBER.email}`],
  ['sign-up or', `newsletter_signups?or=(email.like.*,name.not.is.null)`],
  ['sign-up embedding', 'newsletter_signups?select=*,blog_posts(*)'],
  ['sign-up range header', 'newsletter_signups?select=*', { headers: { range: '0-999' } }],
  ['sign-up CSV', 'newsletter_signups?select=*', { headers: { accept: 'text/csv' } }],
  ...['exact', 'planned', 'estimated'].flatMap((count): Probe[] => [
    ['HEAD with count', 'newsletter_signups?select=*', { method: 'HEAD', headers: { prefer: `count=${count}` } }],
    ['HEAD with count', `blog_posts?select=*&slug=eq.${DRAFT.slug}`, { method: 'HEAD', headers: { prefer: `count=${count}` } }],
    ['HEAD with count', 'blog_post_cards?select=*', { method: 'HEAD', headers: { prefer: `count=${count}` } }],
  ]),
  [
    'write a draft',
    'blog_posts',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: '{"slug":"x","title":"x","content":"x","author":"x"}',
    },
  ],
  [
    'publish a draft',
    `blog_posts?slug=eq.${DRAFT.slug}`,
    { method: 'PATCH', headers: { 'content-type': 'application/json', prefer: 'return=representation' }, body: '{"is_published":true}' },
  ],
  ['delete sign-ups', 'newsletter_signups?email=like.*', { method: 'DELETE', headers: { prefer: 'return=representation' } }],
  ...['assessment_completions', 'assessment_result_emails'].flatMap((table): Probe[] => [
    ['assessment columns', `${table}?select=*`],
    ['assessment columns', `${table}?select=persona,answers`],
    ['assessment count', `${table}?select=count()`],
    ['assessment filter', `${table}?persona=eq.${RESULT.persona}`],
    ['assessment embedding', `${table}?select=*,blog_posts(*)`],
    ['assessment CSV', `${table}?select=*`, { headers: { accept: 'text/csv' } }],
    ['HEAD with count', `${table}?select=*`, { method: 'HEAD', headers: { prefer: 'count=exact' } }],
    [
      'insert an assessment row',
      table,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=representation' },
        body: JSON.stringify({ ...RESULT, email: 'anon.insert@example.net' }),
      },
    ],
    ['delete assessment rows', `${table}?persona=like.*`, { method: 'DELETE', headers: { prefer: 'return=representation' } }],
  ]),
  ['results e-mail filter', `assessment_result_emails?email=eq.${RESULTS_EMAIL}`],
  [
    'RPC of the completion function',
    'rpc/record_assessment_completion',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(RESULT) },
  ],
  [
    'RPC of the results e-mail function',
    'rpc/request_assessment_results_email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...RESULT, email: 'rpc.probe@example.net' }),
    },
  ],
];

/** Probes sent: the README's measurement section quotes this number. */
const PROBE_COUNT = 92;

it(`sends ${PROBE_COUNT} probes`, () => {
  expect(probes).toHaveLength(PROBE_COUNT);
});

const countOf = (response: RestResponse) => response.headers.get('content-range')?.split('/')[1];

describe.each(probes.map((probe, index) => [`${index + 1}. ${probe[0]}: ${probe[2]?.method ?? 'GET'} ${probe[1]}`, probe] as const))(
  '%s',
  (_, [, path, init]) => {
    it('reveals no draft, no sign-up and no assessment row', async () => {
      const response = await access.rest(path, init);
      for (const secret of SECRETS) expect(response.text).not.toContain(secret);
      const count = countOf(response);
      if (PRIVATE_TABLES.some((table) => path.startsWith(table))) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(count).toBeUndefined();
      } else if (/count=(planned|estimated)/.test(new Headers(init?.headers).get('prefer') ?? '')) {
        // The planner's estimate, from statistics over the whole table: the same for a draft's slug
        // as for a slug no row has, so it tells nothing about a draft.
        const reference = await access.rest(path.replace(DRAFT.slug, 'no-such-post-anywhere'), init);
        expect(count).toBe(countOf(reference));
      } else if (count && count !== '*' && !path.includes(`slug=eq.${DRAFT.slug}`)) {
        expect(Number(count)).toBeLessThanOrEqual(publishedCount);
      } else if (count && count !== '*') {
        expect(count).toBe('0');
      }
    });
  },
);

describe('after the probes', () => {
  it('nothing was written or changed', async () => {
    const drafts = await access.db.query('select slug from public.blog_posts where not is_published order by slug');
    const signups = await access.db.query('select email from public.newsletter_signups order by email');
    const completions = await access.db.query('select persona, answers from public.assessment_completions');
    const resultsEmails = await access.db.query('select email from public.assessment_result_emails');
    expect(drafts.rows).toEqual([{ slug: SEED_DRAFT }, { slug: DRAFT.slug }]);
    expect(signups.rows).toEqual([{ email: SUBSCRIBER.email }]);
    expect(completions.rows).toEqual([RESULT]);
    expect(resultsEmails.rows).toEqual([{ email: RESULTS_EMAIL }]);
  });
});

describe('the OpenAPI description the anon key gets', () => {
  it('names neither the sign-up or assessment tables, their columns nor their functions', async () => {
    const response = await access.rest('', { headers: { accept: 'application/openapi+json' } });
    expect(response.status).toBe(200);
    const description = JSON.parse(response.text) as { paths: Record<string, unknown>; definitions?: Record<string, unknown> };
    expect(Object.keys(description.paths)).not.toContain('/newsletter_signups');
    expect(Object.keys(description.paths)).not.toContain('/rpc/subscribe_newsletter');
    expect(Object.keys(description.definitions ?? {})).not.toContain('newsletter_signups');
    for (const name of [...PRIVATE_TABLES, 'record_assessment_completion', 'request_assessment_results_email'])
      expect(response.text).not.toContain(name);
    expect(response.text).not.toContain('newsletter_signups');
    expect(Object.keys(description.paths)).toContain('/blog_post_cards');
  });
});
