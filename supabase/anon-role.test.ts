// What the anon key can reach beyond the two tables: keys it is not, the API root, functions,
// other schemas, and the database privileges behind them.
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './local/keys.ts';
import { signHs256Jwt } from './local/jwt.ts';
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess } from './testing/anon-access.ts';

const SUBSCRIBER_EMAIL = 'private.subscriber@example.net';
const DRAFT_SLUG = 'anon-role-test-draft';

let access: AnonAccess;

beforeAll(async () => {
  access = await startAnonAccess();
  await access.db.query('insert into public.newsletter_signups (email) values ($1)', [SUBSCRIBER_EMAIL]);
  await access.db.query(
    `insert into public.blog_posts (slug, title, content, author, published_date) values ($1, 'Draft', '<p>Draft</p>', 'Author', now())`,
    [DRAFT_SLUG],
  );
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

const farFuture = 4102444800;
const wrongSecret = 'not-the-local-secret-but-long-enough-for-hs256';
const unsignedToken = (payload: object): string =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('keys other than the anon key', () => {
  it.each([
    ['service_role signed with a wrong secret', signHs256Jwt({ role: 'service_role', exp: farFuture }, wrongSecret)],
    ['postgres signed with a wrong secret', signHs256Jwt({ role: 'postgres', exp: farFuture }, wrongSecret)],
    ['anon signed with a wrong secret', signHs256Jwt({ role: 'anon', exp: farFuture }, wrongSecret)],
    ['an unsigned postgres token', unsignedToken({ role: 'postgres', exp: farFuture })],
    ['an expired anon token', signHs256Jwt({ role: 'anon', exp: 1_000_000_000 }, LOCAL_JWT_SECRET)],
    ['postgres signed with the local secret', signHs256Jwt({ role: 'postgres', exp: farFuture }, LOCAL_JWT_SECRET)],
  ])('refuses %s as the bearer token', async (_, token) => {
    for (const path of ['blog_posts?select=*', 'newsletter_signups?select=*']) {
      const response = await access.rest(path, { headers: { authorization: `Bearer ${token}` } });

      expect(response.status).toBeGreaterThanOrEqual(401);
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toContain(DRAFT_SLUG);
      expect(response.text).not.toContain(SUBSCRIBER_EMAIL);
    }
  });

  it('refuses a forged service_role key as the apikey with 401', async () => {
    const forged = signHs256Jwt({ role: 'service_role', iss: 'supabase-local', exp: farFuture }, wrongSecret);

    const response = await access.rest('blog_posts?select=*', { headers: { apikey: forged, authorization: `Bearer ${forged}` } });

    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toMatchObject({ message: 'Invalid API key' });
  });

  it('lets the local service key, and only it, read drafts and sign-ups, as on Supabase (the blog publishes with it)', async () => {
    const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

    const drafts = await access.rest(`blog_posts?select=slug&slug=eq.${DRAFT_SLUG}`, { headers });
    const signups = await access.rest('newsletter_signups?select=email', { headers });

    expect(JSON.parse(drafts.text)).toEqual([{ slug: DRAFT_SLUG }]);
    expect(signups.text).toContain(SUBSCRIBER_EMAIL);
  });

  it('refuses a request without apikey with 401, even with a valid bearer token', async () => {
    const response = await fetch(`${access.stack.apiUrl}/rest/v1/blog_posts?select=*`, {
      headers: { authorization: `Bearer ${access.stack.anonKey}` },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('accepts the anon key as an apikey query parameter', async () => {
    const response = await fetch(`${access.stack.apiUrl}/rest/v1/blog_posts?select=slug&apikey=${access.stack.anonKey}`);

    expect(response.status).toBe(200);
  });
});

describe('beyond the tables', () => {
  it('serves the API description without any row', async () => {
    const response = await access.rest('');

    expect(response.status).toBe(200);
    expect(response.text).not.toContain(SUBSCRIBER_EMAIL);
    expect(response.text).not.toContain(DRAFT_SLUG);
    expect(response.text).not.toContain('supabase_migrations');
  });

  it.each([
    ['POST', 'rpc/set_updated_at'],
    ['GET', 'rpc/set_updated_at'],
    ['POST', 'rpc/gen_random_uuid'],
    ['POST', 'rpc/version'],
    ['GET', 'rpc/pg_sleep?seconds=1'],
    ['POST', 'rpc/current_setting'],
  ])('cannot call %s %s', async (method, path) => {
    const response = await access.rest(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each(['supabase_migrations', 'pg_catalog', 'information_schema'])('cannot switch to the %s schema', async (schema) => {
    const read = await access.rest('schema_migrations?select=*', { headers: { 'accept-profile': schema } });
    const write = await access.rest('schema_migrations', {
      method: 'POST',
      headers: { 'content-profile': schema, 'content-type': 'application/json' },
      body: '{"version":"1","name":"x","checksum":"x"}',
    });

    expect(read.status).toBe(406);
    expect(write.status).toBe(406);
  });

  it('finds no table outside public by a qualified name', async () => {
    const response = await access.rest('supabase_migrations.schema_migrations?select=*');

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain('create_blog_posts');
  });
});

describe('the anon role in the database', () => {
  it('holds SELECT on blog_posts and the blog read models, and no other table or column privilege', async () => {
    const tables = await access.db.query(
      `select table_schema, table_name, privilege_type from information_schema.role_table_grants where grantee = 'anon'
        order by table_schema, table_name, privilege_type`,
    );
    const columns = await access.db.query(
      `select table_name, column_name, privilege_type from information_schema.column_privileges
        where grantee = 'anon' and table_name not in (select table_name from information_schema.role_table_grants where grantee = 'anon')
        order by column_name`,
    );

    expect(tables.rows).toEqual([
      // The derived text of published posts, read by the security_invoker views; not exposed by the API.
      { table_schema: 'blog_private', table_name: 'post_search', privilege_type: 'SELECT' },
      { table_schema: 'public', table_name: 'blog_author_counts', privilege_type: 'SELECT' },
      { table_schema: 'public', table_name: 'blog_post_cards', privilege_type: 'SELECT' },
      { table_schema: 'public', table_name: 'blog_posts', privilege_type: 'SELECT' },
      { table_schema: 'public', table_name: 'blog_tag_counts', privilege_type: 'SELECT' },
    ]);
    // Sign-ups are written only through subscribe_newsletter, with the server's own key.
    expect(columns.rows).toEqual([]);
  });

  it('can execute related_blog_posts, search_blog_post_cards and no other function in public or blog_private, which have no sequence', async () => {
    const functions = await access.db.query(
      `select proname from pg_proc where pronamespace in ('public'::regnamespace, 'blog_private'::regnamespace)
        and has_function_privilege('anon', oid, 'execute')`,
    );
    const sequences = await access.db.query(`select relname from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`);

    expect(functions.rows.map((row) => row.proname).sort()).toEqual(['related_blog_posts', 'search_blog_post_cards']);
    expect(sequences.rows).toEqual([]);
  });

  it('cannot use the migration history schema', async () => {
    const { rows } = await access.db.query(`select has_schema_privilege('anon', 'supabase_migrations', 'usage') as usage`);

    expect(rows).toEqual([{ usage: false }]);
  });
});
