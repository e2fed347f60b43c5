// newsletter_signups as the anon key sees it: it may add a sign-up, and never read, change or
// delete one.
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess } from './testing/anon-access.ts';

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

describe('signing up with supabase-js as the site does', () => {
  it('stores a sign-up and returns no row', async () => {
    const { data, error, status } = await access.supabase
      .from('newsletter_signups')
      .insert({ email: 'new.founder@example.com', name: 'New Founder' });

    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await signups()).toContainEqual({ email: 'new.founder@example.com', name: 'New Founder' });
  });

  it('stores a sign-up without a name', async () => {
    const { error } = await access.supabase.from('newsletter_signups').insert({ email: 'no.name@example.com' });

    expect(error).toBeNull();
    expect(await signups()).toContainEqual({ email: 'no.name@example.com', name: null });
  });

  it.each([EXISTING_EMAIL, EXISTING_EMAIL.toUpperCase(), 'Existing.Subscriber@Example.org'])(
    'answers a repeated e-mail (%s) with 23505 and keeps one row',
    async (email) => {
      const { error, status } = await access.supabase.from('newsletter_signups').insert({ email });

      expect(error?.code).toBe('23505');
      expect(status).toBe(409);
      // The error names the constraint, never the stored row.
      expect(JSON.stringify(error)).not.toContain(EXISTING_NAME);
      expect((await signups()).filter((row) => row.email.toLowerCase() === EXISTING_EMAIL)).toHaveLength(1);
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
  ])('rejects the malformed e-mail %j with 23514', async (email) => {
    const { error } = await access.supabase.from('newsletter_signups').insert({ email });

    expect(error?.code).toBe('23514');
  });

  it.each(['first.last+news@sub.example.co.uk', "o'brien@example.ie", 'x@y.io', `${'a'.repeat(64)}@example.com`])(
    'accepts the well-formed e-mail %s',
    async (email) => {
      const { error } = await access.supabase.from('newsletter_signups').insert({ email });

      expect(error).toBeNull();
    },
  );

  it('rejects a sign-up without an e-mail with 23502', async () => {
    const missing = await access.supabase.from('newsletter_signups').insert({ name: 'Nameless' });
    const explicitNull = await access.supabase.from('newsletter_signups').insert({ email: null, name: 'Nameless' });

    expect(missing.error?.code).toBe('23502');
    expect(explicitNull.error?.code).toBe('23502');
  });

  it('accepts a 200-character name and rejects a longer one', async () => {
    const longest = await access.supabase.from('newsletter_signups').insert({ email: 'long.name@example.com', name: 'n'.repeat(200) });
    const tooLong = await access.supabase.from('newsletter_signups').insert({ email: 'too.long@example.com', name: 'n'.repeat(201) });

    expect(longest.error).toBeNull();
    expect(tooLong.error?.code).toBe('23514');
  });

  it('lets anon set neither id nor created_at', async () => {
    const withId = await access.supabase
      .from('newsletter_signups')
      .insert({ id: '00000000-0000-4000-8000-000000000000', email: 'with.id@example.com' });
    const backdated = await access.supabase
      .from('newsletter_signups')
      .insert({ email: 'backdated@example.com', created_at: '2000-01-01T00:00:00Z' });

    expect(withId.error?.code).toBe('42501');
    expect(backdated.error?.code).toBe('42501');
  });

  it('refuses an insert that asks for the row back, and stores nothing', async () => {
    const { data, error } = await access.supabase.from('newsletter_signups').insert({ email: 'wants.row@example.com' }).select();

    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect((await signups()).map((row) => row.email)).not.toContain('wants.row@example.com');
  });

  it('refuses upsert, which would need to read rows', async () => {
    const { error } = await access.supabase
      .from('newsletter_signups')
      .upsert({ email: EXISTING_EMAIL }, { onConflict: 'email', ignoreDuplicates: true });

    expect(error).not.toBeNull();
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

  it('grants anon insert on email and name, and nothing else', async () => {
    const table = await access.db.query(
      `select privilege_type from information_schema.role_table_grants
        where grantee = 'anon' and table_name = 'newsletter_signups'`,
    );
    const columns = await access.db.query(
      `select column_name, privilege_type from information_schema.column_privileges
        where grantee = 'anon' and table_name = 'newsletter_signups' order by column_name`,
    );

    expect(table.rows).toEqual([]);
    expect(columns.rows).toEqual([
      { column_name: 'email', privilege_type: 'INSERT' },
      { column_name: 'name', privilege_type: 'INSERT' },
    ]);
  });
});
