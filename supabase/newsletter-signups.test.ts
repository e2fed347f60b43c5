// newsletter_signups: only the shell server's newsletter key (role newsletter_writer) adds a
// sign-up, through subscribe_newsletter, which answers the same for a new and a known address;
// the anon key, which every visitor holds, can neither add, read, change nor delete one
// (docs/decisions/0010-newsletter-and-hardening.md).
import { LOCAL_NEWSLETTER_KEY } from './local/keys.ts';
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess, type RestResponse } from './testing/anon-access.ts';

const EXISTING_EMAIL = 'existing.subscriber@example.org';
const EXISTING_NAME = 'Existing Subscriber';

let access: AnonAccess;

beforeAll(async () => {
  access = await startAnonAccess();
  await access.db.query('insert into public.newsletter_signups (email, name) values ($1, $2)', [EXISTING_EMAIL, EXISTING_NAME]);
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

async function signups(): Promise<Array<{ email: string; name: string | null }>> {
  const { rows } = await access.db.query('select email, name from public.newsletter_signups order by created_at, email');
  return rows;
}

/** A call of subscribe_newsletter as the shell server makes it (anon key to the gateway, newsletter key as the bearer). */
const subscribe = (args: object, token = LOCAL_NEWSLETTER_KEY): Promise<RestResponse> =>
  access.rest('rpc/subscribe_newsletter', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
const codeOf = (response: RestResponse) => (JSON.parse(response.text) as { code?: string }).code;

describe('subscribe_newsletter with the newsletter key', () => {
  it('stores a sign-up and answers 204 without a body', async () => {
    const response = await subscribe({ email: 'new.founder@example.com', name: 'New Founder' });

    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await signups()).toContainEqual({ email: 'new.founder@example.com', name: 'New Founder' });
  });

  it('stores a sign-up without a name, or with a blank one, as no name', async () => {
    expect((await subscribe({ email: 'no.name@example.com' })).status).toBe(204);
    expect((await subscribe({ email: 'blank.name@example.com', name: '   ' })).status).toBe(204);

    expect(await signups()).toEqual(
      expect.arrayContaining([
        { email: 'no.name@example.com', name: null },
        { email: 'blank.name@example.com', name: null },
      ]),
    );
  });

  it.each([EXISTING_EMAIL, EXISTING_EMAIL.toUpperCase(), 'Existing.Subscriber@Example.org'])(
    'answers a known address (%s) exactly as a new one, and keeps the one row and its name',
    async (email) => {
      const fresh = await subscribe({ email: `fresh.${Date.now()}.${email.length}@example.com` });
      const known = await subscribe({ email, name: 'Someone Else' });

      expect({ status: known.status, text: known.text }).toEqual({ status: fresh.status, text: fresh.text });
      expect((await signups()).filter((row) => row.email.toLowerCase() === EXISTING_EMAIL)).toEqual([
        { email: EXISTING_EMAIL, name: EXISTING_NAME },
      ]);
    },
  );

  it.each([
    'plainaddress',
    '',
    ' ',
    '@example.com',
    'someone@',
    'someone@example',
    'someone@@example.com',
    'some one@example.com',
    'someone@example..com',
    'someone@.example.com',
    'someone@-example.com',
    'someone@example-.com',
    'someone@exa_mple.com',
    'someone@example.com ',
    'someone@example.com\n',
    '<script>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `someone@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
  ])('rejects the malformed e-mail %j with 23514 and stores nothing', async (email) => {
    const before = await signups();

    const response = await subscribe({ email });

    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe('23514');
    expect(await signups()).toEqual(before);
  });

  it.each(['first.last+news@sub.example.co.uk', "o'brien@example.ie", 'x@y.io', `${'a'.repeat(64)}@example.com`])(
    'accepts the well-formed e-mail %s',
    async (email) => {
      expect((await subscribe({ email })).status).toBe(204);
    },
  );

  it('rejects a sign-up without an e-mail', async () => {
    const missing = await subscribe({ name: 'Nameless' });
    const explicitNull = await subscribe({ email: null, name: 'Nameless' });

    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(explicitNull.status).toBe(400);
    expect(codeOf(explicitNull)).toBe('23502');
    expect((await signups()).map((row) => row.name)).not.toContain('Nameless');
  });

  it('accepts a 200-character name and rejects a longer one', async () => {
    expect((await subscribe({ email: 'long.name@example.com', name: 'n'.repeat(200) })).status).toBe(204);
    expect(codeOf(await subscribe({ email: 'too.long@example.com', name: 'n'.repeat(201) }))).toBe('23514');
  });

  it.each([
    ['GET', 'newsletter_signups?select=*', undefined],
    ['HEAD', 'newsletter_signups?select=*', undefined],
    ['POST', 'newsletter_signups', '{"email":"direct@example.com"}'],
    ['PATCH', `newsletter_signups?email=eq.${EXISTING_EMAIL}`, '{"name":"Changed"}'],
    ['DELETE', `newsletter_signups?email=eq.${EXISTING_EMAIL}`, undefined],
    ['GET', 'blog_posts?select=slug', undefined],
    ['GET', 'blog_post_cards?select=slug', undefined],
    ['POST', 'rpc/related_blog_posts', '{}'],
  ])('can do nothing else: %s %s is refused', async (method, path, body) => {
    const before = await signups();

    const response = await access.rest(path, {
      method,
      headers: { authorization: `Bearer ${LOCAL_NEWSLETTER_KEY}`, 'content-type': 'application/json', prefer: 'return=representation' },
      body,
    });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(EXISTING_EMAIL);
    expect(await signups()).toEqual(before);
  });
});

describe('subscribe_newsletter owned by a role that is not a superuser, as on Supabase', () => {
  // Locally the owner is a superuser, which row-level security never stops; Supabase's postgres
  // role is not. Here a plain role takes the table, the function and the policies over, in a
  // transaction rolled back after.
  it('stores a new address and answers a known one the same, under forced row-level security', async () => {
    const db = access.db;
    await db.query('begin');
    try {
      await db.query('create role plain_owner nologin');
      await db.query('alter table public.newsletter_signups owner to plain_owner');
      await db.query('alter function public.subscribe_newsletter(text, text) owner to plain_owner');
      const policies = await db.query<{ polname: string }>(
        `select polname from pg_policy where polrelid = 'public.newsletter_signups'::regclass order by polname`,
      );
      for (const { polname } of policies.rows) await db.query(`alter policy "${polname}" on public.newsletter_signups to plain_owner`);
      await db.query('set role newsletter_writer');
      await db.query(`select public.subscribe_newsletter('plain.owner@example.com', 'Plain')`);
      await db.query(`select public.subscribe_newsletter('PLAIN.OWNER@example.com', 'Again')`);
      await db.query(`select public.subscribe_newsletter($1)`, [EXISTING_EMAIL]);
      await db.query('reset role');
      const { rows } = await db.query(`select email, name from public.newsletter_signups where lower(email) = 'plain.owner@example.com'`);

      expect(policies.rows.map((row) => row.polname)).toEqual([
        'The sign-up function adds sign-ups',
        'The sign-up function finds a known address',
      ]);
      expect(rows).toEqual([{ email: 'plain.owner@example.com', name: 'Plain' }]);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the anon key adds no sign-up', () => {
  it('cannot call subscribe_newsletter', async () => {
    const response = await subscribe({ email: 'anon.call@example.com' }, access.stack.anonKey);

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await signups()).map((row) => row.email)).not.toContain('anon.call@example.com');
  });

  it('cannot insert with supabase-js, with or without a name, nor upsert', async () => {
    const insert = await access.supabase.from('newsletter_signups').insert({ email: 'anon.insert@example.com', name: 'Anon' });
    const bare = await access.supabase.from('newsletter_signups').insert({ email: 'anon.bare@example.com' });
    const upsert = await access.supabase
      .from('newsletter_signups')
      .upsert({ email: EXISTING_EMAIL }, { onConflict: 'email', ignoreDuplicates: true });

    expect(insert.error?.code).toBe('42501');
    expect(bare.error?.code).toBe('42501');
    expect(upsert.error).not.toBeNull();
    const emails = (await signups()).map((row) => row.email);
    expect(emails).not.toContain('anon.insert@example.com');
    expect(emails).not.toContain('anon.bare@example.com');
  });

  it('cannot tell a known address from a new one by inserting', async () => {
    const known = await access.rest('newsletter_signups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EXISTING_EMAIL }),
    });
    const fresh = await access.rest('newsletter_signups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'never.seen@example.com' }),
    });

    expect(known.status).toBe(fresh.status);
    expect(codeOf(known)).toBe(codeOf(fresh));
  });
});

describe('the anon key never reads a sign-up', () => {
  it.each([
    'newsletter_signups?select=*',
    'newsletter_signups?select=email',
    'newsletter_signups?select=count',
    'newsletter_signups?select=email,count()',
    `newsletter_signups?select=*&email=eq.${EXISTING_EMAIL}`,
    'newsletter_signups?select=*&or=(email.like.*example*,name.not.is.null)',
    'newsletter_signups?select=*&not.email=is.null',
    'newsletter_signups?select=*&order=email.asc&limit=1',
    'newsletter_signups?select=*,blog_posts(*)',
    'blog_posts?select=*,newsletter_signups(*)',
    'newsletter_signups?id=not.is.null',
  ])('GET %s', async (path) => {
    const response = await access.rest(path);

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(EXISTING_EMAIL);
  });

  it.each([
    ['an exact count', { prefer: 'count=exact' }],
    ['a planned count', { prefer: 'count=planned' }],
    ['an estimated count', { prefer: 'count=estimated' }],
    ['a range header', { range: '0-999' }],
    ['CSV output', { accept: 'text/csv' }],
    ['a single-object answer', { accept: 'application/vnd.pgrst.object+json' }],
  ])('HEAD and GET with %s reveal neither rows nor a count', async (_, headers) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await access.rest('newsletter_signups?select=*', { method, headers });

      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.text).not.toContain(EXISTING_EMAIL);
      expect(response.headers.get('content-range')).toBeNull();
    }
  });

  it('gets an error, not rows, from supabase-js selects and counts', async () => {
    const rows = await access.supabase.from('newsletter_signups').select('*');
    const count = await access.supabase.from('newsletter_signups').select('*', { count: 'exact', head: true });

    expect(rows.data).toBeNull();
    expect(rows.error?.code).toBe('42501');
    expect(count.count).toBeNull();
    expect(count.error).not.toBeNull();
  });
});

describe('the anon key changes no sign-up', () => {
  it('cannot update or delete with supabase-js', async () => {
    const before = await signups();

    const update = await access.supabase.from('newsletter_signups').update({ name: 'Changed' }).eq('email', EXISTING_EMAIL);
    const deleteOne = await access.supabase.from('newsletter_signups').delete().eq('email', EXISTING_EMAIL);
    const deleteAll = await access.supabase.from('newsletter_signups').delete().neq('email', '');

    expect(update.error?.code).toBe('42501');
    expect(deleteOne.error?.code).toBe('42501');
    expect(deleteAll.error?.code).toBe('42501');
    expect(await signups()).toEqual(before);
  });

  it.each([
    ['PATCH', 'newsletter_signups', '{"name":"Changed"}'],
    ['PUT', `newsletter_signups?email=eq.${EXISTING_EMAIL}`, `{"email":"${EXISTING_EMAIL}","name":"Changed"}`],
    ['DELETE', 'newsletter_signups', undefined],
    ['POST', 'newsletter_signups?on_conflict=email', `{"email":"${EXISTING_EMAIL}","name":"Changed"}`],
  ])('cannot %s %s', async (method, path, body) => {
    const before = await signups();

    const response = await access.rest(path, {
      method,
      headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates,return=representation' },
      body,
    });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(EXISTING_NAME);
    expect(await signups()).toEqual(before);
  });
});

describe('the newsletter_signups table', () => {
  it('has row-level security enabled and forced', async () => {
    const { rows } = await access.db.query(
      `select relrowsecurity, relforcerowsecurity from pg_class where oid = 'public.newsletter_signups'::regclass`,
    );

    expect(rows).toEqual([{ relrowsecurity: true, relforcerowsecurity: true }]);
  });

  it('grants anon and newsletter_writer nothing on it; only newsletter_writer may execute subscribe_newsletter', async () => {
    const grants = await access.db.query(
      `select grantee, privilege_type from information_schema.role_table_grants
        where table_name = 'newsletter_signups' and grantee in ('anon', 'authenticated', 'newsletter_writer')`,
    );
    const columns = await access.db.query(
      `select grantee, column_name from information_schema.column_privileges
        where table_name = 'newsletter_signups' and grantee in ('anon', 'authenticated', 'newsletter_writer')`,
    );
    const executors = await access.db.query(
      `select r.rolname from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role', 'newsletter_writer')
        and has_function_privilege(r.oid, 'public.subscribe_newsletter(text, text)', 'execute') order by r.rolname`,
    );
    const definer = await access.db.query(
      `select prosecdef, proconfig from pg_proc where oid = 'public.subscribe_newsletter(text, text)'::regprocedure`,
    );

    expect(grants.rows).toEqual([]);
    expect(columns.rows).toEqual([]);
    expect(executors.rows).toEqual([{ rolname: 'newsletter_writer' }]);
    expect(definer.rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });

  it('leaves newsletter_writer no privilege on any table and no other function', async () => {
    const tables = await access.db.query(`select table_name from information_schema.role_table_grants where grantee = 'newsletter_writer'`);
    const functions = await access.db.query(
      `select proname from pg_proc where pronamespace in ('public'::regnamespace, 'blog_private'::regnamespace)
        and has_function_privilege('newsletter_writer', oid, 'execute')`,
    );

    expect(tables.rows).toEqual([]);
    expect(functions.rows).toEqual([{ proname: 'subscribe_newsletter' }]);
  });
});
