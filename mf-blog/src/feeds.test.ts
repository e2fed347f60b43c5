import { getSupabaseClient } from '@pv/shared/supabase/client';
import { createFakeSupabase } from './testing/fake-supabase';
import { post } from './testing/fixtures';
import { testConfig } from '@pv/shared/testing/test-config';
import { sitemapSchemaErrors } from './testing/sitemap-schema';
import { buildJsonFeed, buildRssXml, buildSitemapXml } from './feeds';

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

  it('builds both feeds from the newest posts, their bodies sanitised with absolute links', async () => {
    const content = '<p onclick="x()">See <a href="/programs">programs</a> and <a href="#part">a part</a>.</p><script>x()</script>';
    const fake = createFakeSupabase(() => ({ data: [post({ slug: 'a-post', title: 'A post', content })] }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    const body = `<p>See <a href="${testConfig.origin}/programs">programs</a> and <a href="${testConfig.origin}/blog/a-post#part">a part</a>.</p>`;

    const xml = await buildRssXml({ config: testConfig });
    const json = JSON.parse(await buildJsonFeed({ config: testConfig }));

    expect(xml).toContain(`<title>${testConfig.brand} Blog</title>`);
    expect(xml).toContain(`<link>${testConfig.origin}/blog/a-post</link>`);
    expect(xml).toContain(
      `<content:encoded>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</content:encoded>`,
    );
    expect(json.title).toBe(`${testConfig.brand} Blog`);
    expect(json.items[0].content_html).toBe(body);
  });

  it('rejects when the posts cannot be read, so the server can answer 503', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeSupabase(() => ({ error: { message: 'connection refused' } }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    await expect(buildSitemapXml({ config: testConfig, staticPages: [] })).rejects.toThrow('connection refused');
    await expect(buildRssXml({ config: testConfig })).rejects.toThrow('connection refused');
    await expect(buildJsonFeed({ config: testConfig })).rejects.toThrow('connection refused');
  });
});
