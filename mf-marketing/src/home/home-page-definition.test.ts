import { QueryClient } from '@tanstack/react-query';
import type { PageContext } from '@pv/shared/contract/page';
import { headTags } from '@pv/shared/meta/head-tags';
import { testConfig } from '@pv/shared/testing/test-config';
import { homePage } from './home-page-definition';

const ctx: PageContext = { params: {}, path: '/', search: new URLSearchParams(), queryClient: new QueryClient(), config: testConfig };

describe('the home page for the shell', () => {
  it('keeps the site’s default title and describes the accelerator with the configured brand', () => {
    const meta = homePage.meta(ctx);
    expect(meta.title).toBeUndefined();
    expect(headTags(meta, '/', testConfig)[0]).toEqual({ kind: 'title', text: `${testConfig.brand} | Data-Driven Founder Success` });
    expect(meta.description).toMatch(new RegExp(`^${testConfig.brand} is a no-equity startup accelerator`));
    expect(meta.description?.length).toBeLessThanOrEqual(200);
  });

  it('adds WebSite structured data whose search is the blog’s', () => {
    expect(homePage.meta(ctx).jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        name: testConfig.brand,
        url: `${testConfig.origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${testConfig.origin}/blog?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    ]);
  });
});
