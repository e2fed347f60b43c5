import { QueryClient } from '@tanstack/react-query';
import type { PageContext } from '@pv/shared/contract/page';
import { headTags } from '@pv/shared/meta/head-tags';
import { testConfig } from '@pv/shared/testing/test-config';
import { aboutPage } from './about-page-definition';

const ctx: PageContext = { params: {}, path: '/about', search: new URLSearchParams(), queryClient: new QueryClient(), config: testConfig };

describe('the about page for the shell', () => {
  it('is titled exactly "About <brand> | No-Equity Startup Accelerator", the brand not added again', () => {
    const tags = headTags(aboutPage.meta(ctx), '/about', testConfig);
    expect(tags[0]).toEqual({ kind: 'title', text: 'About Harbor Lane Labs | No-Equity Startup Accelerator' });
  });

  it('describes the accelerator with the configured brand', () => {
    const { description } = aboutPage.meta(ctx);
    expect(description).toMatch(/^Harbor Lane Labs is a no-equity/);
    expect(description?.length).toBeLessThanOrEqual(200);
  });
});
