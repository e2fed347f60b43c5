/** @jest-environment node */
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { createFakeSupabase } from '../src/testing/fake-supabase';
import type { PostRow } from './check-posts';
import { publishRows, publishTarget, unpublishSlug } from './publish';

const row = (slug: string, overrides: Partial<PostRow> = {}): PostRow => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: null,
  content: '<p>Body</p>',
  meta_description: null,
  featured_image: null,
  tags: ['Fundraising'],
  author: 'Maya Okafor',
  published_date: '2026-11-26T09:00:00-05:00',
  updated_at: '2026-11-26T09:00:00-05:00',
  is_published: true,
  ...overrides,
});

describe('where publish writes', () => {
  it('is the local stack with its service key, at SUPABASE_PORT or 54321', () => {
    expect(publishTarget({})).toEqual({ url: 'http://localhost:54321', serviceRoleKey: LOCAL_SERVICE_ROLE_KEY });
    expect(publishTarget({ SUPABASE_PORT: '59321' }).url).toBe('http://localhost:59321');
  });

  it('is SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY, and refuses the one without the other', () => {
    expect(publishTarget({ SUPABASE_URL: 'https://db.example.com/', SUPABASE_SERVICE_ROLE_KEY: 'key' })).toEqual({
      url: 'https://db.example.com',
      serviceRoleKey: 'key',
    });
    expect(() => publishTarget({ SUPABASE_URL: 'https://db.example.com' })).toThrow('set SUPABASE_SERVICE_ROLE_KEY');
    expect(() => publishTarget({ SUPABASE_URL: 'not a url' })).toThrow('SUPABASE_URL');
  });
});

describe('publishing', () => {
  it('inserts a new post with its date, updates a changed one without updated_at, and writes nothing for an unchanged one', async () => {
    const stored = [
      { ...row('same'), published_date: '2026-11-26T14:00:00+00:00', updated_at: '2026-12-01T00:00:00+00:00' },
      { ...row('changed'), title: 'Old title' },
    ];
    const fake = createFakeSupabase((request) => (request.calls.some((call) => call.method === 'select') ? { data: stored } : {}));

    const outcomes = await publishRows(fake.client, [row('same'), row('changed'), row('added')]);

    expect(Object.fromEntries(outcomes)).toEqual({ same: 'unchanged', changed: 'updated', added: 'new' });
    const upserts = fake.requests.flatMap((request) => fake.argsOf(request, 'upsert'));
    expect(upserts).toEqual([
      [[row('added')], { onConflict: 'slug' }],
      [[expect.not.objectContaining({ updated_at: expect.anything() })], { onConflict: 'slug' }],
    ]);
    expect(upserts[1]?.[0]).toEqual([expect.objectContaining({ slug: 'changed', title: 'Title of changed' })]);
  });

  it('writes nothing at all when every post is as stored', async () => {
    const fake = createFakeSupabase(() => ({ data: [row('same')] }));
    await publishRows(fake.client, [row('same')]);
    expect(fake.requests.flatMap((request) => request.calls.map((call) => call.method))).not.toContain('upsert');
  });

  it('hides a published post once, and says so when it is hidden or unknown', async () => {
    const answer = (isPublished: boolean | null) =>
      createFakeSupabase(() => ({ data: isPublished === null ? null : { is_published: isPublished } }));
    const published = answer(true);
    expect(await unpublishSlug(published.client, 'a-post')).toBe('hidden');
    expect(published.argsOf(published.requests[1] ?? { calls: [] }, 'update')).toEqual([[{ is_published: false }]]);
    expect(await unpublishSlug(answer(false).client, 'a-post')).toBe('already hidden');
    expect(await unpublishSlug(answer(null).client, 'a-post')).toBe('not found');
  });
});
