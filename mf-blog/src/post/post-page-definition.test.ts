import { getSupabaseClient } from '@pv/shared/supabase/client';
import type { PageContext } from '@pv/shared/contract/page';
import { headTags } from '@pv/shared/meta/head-tags';
import { blogKeys } from '../api/query-keys';
import { createFakeSupabase } from '../testing/fake-supabase';
import { post } from '../testing/fixtures';
import { testQueryClient } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { loadPostPage, postPageMeta } from './post-page-definition';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

const serverClient = () => testQueryClient();
const ctx = (slug: string, queryClient = serverClient()): PageContext => ({
  params: { slug },
  path: `/blog/${slug}`,
  search: new URLSearchParams(),
  queryClient,
  config: testConfig,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('post page meta', () => {
  it('is an article with title, description, image, article tags and JSON-LD', async () => {
    jest.mocked(getSupabaseClient).mockReturnValue(createFakeSupabase((r) => (r.rpc ? { data: [] } : { data: post() })).client);
    const context = ctx('runway-math');
    await loadPostPage(context);
    const meta = postPageMeta(context);

    expect(meta).toMatchObject({
      title: 'Runway Math',
      description: 'Runway is shorter than cash divided by burn.',
      type: 'article',
      image: '/images/blog/runway-math.webp',
      article: {
        publishedTime: '2024-01-23T14:30:00+00:00',
        modifiedTime: '2024-02-01T10:00:00+00:00',
        author: 'Priya Raman',
        tags: ['Metrics', 'Fundraising'],
      },
    });
    expect(meta.status).toBeUndefined();
    const [posting, breadcrumbs] = meta.jsonLd ?? [];
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Runway Math',
      description: 'Runway is shorter than cash divided by burn.',
      datePublished: '2024-01-23T14:30:00+00:00',
      dateModified: '2024-02-01T10:00:00+00:00',
      author: { '@type': 'Person', name: 'Priya Raman' },
      image: [`${testConfig.origin}/images/blog/runway-math.webp`],
      keywords: 'Metrics, Fundraising',
      url: `${testConfig.origin}/blog/runway-math`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${testConfig.origin}/blog/runway-math` },
      publisher: {
        '@type': 'Organization',
        name: testConfig.brand,
        url: testConfig.origin,
        logo: { '@type': 'ImageObject', url: `${testConfig.origin}/images/logo.png` },
      },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${testConfig.origin}/` },
        { position: 2, name: 'Blog', item: `${testConfig.origin}/blog` },
        { position: 3, name: 'Runway Math', item: `${testConfig.origin}/blog/runway-math` },
      ],
    });
    const tags = headTags(meta, '/blog/runway-math', testConfig);
    expect(tags).toContainEqual({ kind: 'meta', property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ kind: 'meta', property: 'article:tag', content: 'Fundraising' });
  });

  it('falls back to the excerpt for the description', () => {
    const context = ctx('runway-math');
    context.queryClient.setQueryData(blogKeys.post('runway-math'), post({ meta_description: null, excerpt: 'The excerpt.' }));
    expect(postPageMeta(context).description).toBe('The excerpt.');
  });

  it("names the social card the build drew for a post without a featured image, else the site's card", () => {
    const drawn = globalThis as unknown as { __DRAWN_SOCIAL_CARDS__: readonly string[] };
    drawn.__DRAWN_SOCIAL_CARDS__ = ['runway-math'];
    try {
      for (const [slug, image] of [
        ['runway-math', '/images/blog/social/runway-math.png'],
        ['stored-since-the-release', '/images/social-card.png'],
      ] as const) {
        const context = ctx(slug);
        context.queryClient.setQueryData(blogKeys.post(slug), post({ slug, featured_image: null }));
        const meta = postPageMeta(context);
        expect(meta.image).toBe(image);
        expect(meta.jsonLd?.[0]).toMatchObject({ image: [`${testConfig.origin}${image}`] });
      }
    } finally {
      drawn.__DRAWN_SOCIAL_CARDS__ = [];
    }
  });

  it('is 404 and noindex for a missing post or a draft', async () => {
    jest.mocked(getSupabaseClient).mockReturnValue(createFakeSupabase(() => ({ error: { message: 'no rows', code: 'PGRST116' } })).client);
    const context = ctx('draft-series-a-playbook-internal');
    await loadPostPage(context);
    expect(postPageMeta(context)).toEqual({ title: 'Blog Post Not Found', noindex: true, status: 404 });
    expect(postPageMeta(ctx(''))).toMatchObject({ status: 404 });
  });

  it('is 503 (not 404) when the backend failed, and leaves nothing failed in the cache', async () => {
    jest.mocked(getSupabaseClient).mockReturnValue(createFakeSupabase(() => ({ error: { message: 'fetch failed' } })).client);
    const context = ctx('runway-math');
    await expect(loadPostPage(context)).resolves.toBeUndefined();
    expect(context.queryClient.getQueryState(blogKeys.post('runway-math'))).toBeUndefined();
    expect(postPageMeta(context)).toEqual({ title: 'Blog', noindex: true, status: 503 });
  });
});
