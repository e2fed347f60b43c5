import { getSupabaseClient } from '@pv/shared/supabase/client';
import { createFakeSupabase } from './testing/fake-supabase';
import { card } from './testing/fixtures';
import { testConfig } from '@pv/shared/testing/test-config';
import { sitemapSchemaErrors } from './testing/sitemap-schema';
import { buildRssXml, buildSitemapXml } from './feeds';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

describe('the feeds module the shell server loads', () => {
  it('builds the sitemap from the shell pages and the published posts', async () => {
    const fake = createFakeSupabase(() => ({
      data: [{ slug: 'runway-math', updated_at: '2025-02-04T16:15:00+00:00', published_date: '2024-03-19T13:00:00+00:00' }],
    }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);

    const xml = await buildSitemapXml({ config: testConfig, staticPages: [{ path: '/' }, { path: '/about' }] });

    expect(sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain(`<loc>${testConfig.origin}/blog/runway-math</loc>\n    <lastmod>2025-02-04</lastmod>`);
    expect(getSupabaseClient).toHaveBeenCalledWith(testConfig.supabase);
  });

  it('builds the feed from the newest posts', async () => {
    const fake = createFakeSupabase(() => ({ data: [card({ slug: 'a-post', title: 'A post' })] }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    const xml = await buildRssXml({ config: testConfig });
    expect(xml).toContain(`<title>${testConfig.brand} Blog</title>`);
    expect(xml).toContain(`<link>${testConfig.origin}/blog/a-post</link>`);
  });

  it('rejects when the posts cannot be read, so the server can answer 503', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeSupabase(() => ({ error: { message: 'connection refused' } }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    await expect(buildSitemapXml({ config: testConfig, staticPages: [] })).rejects.toThrow('connection refused');
    await expect(buildRssXml({ config: testConfig })).rejects.toThrow('connection refused');
  });
});
