import { QueryClient } from '@tanstack/react-query';
import type { PageContext } from '@pv/shared/contract/page';
import { routingProblems } from '@pv/shared/contract/routes';
import { headTags } from '@pv/shared/meta/head-tags';
import { testConfig } from '@pv/shared/testing/test-config';
import { pages } from './pages';

const context = (path: string): PageContext => ({
  params: {},
  path,
  search: new URLSearchParams(),
  queryClient: new QueryClient(),
  config: testConfig,
});

const robots = (page: keyof typeof pages, path: string) =>
  headTags(pages[page].meta(context(path)), path, testConfig).find((tag) => tag.kind === 'meta' && tag.name === 'robots');

describe('mf_marketing pages', () => {
  it('exposes the home, about, team, community and legal pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'about',
      'community',
      'events',
      'home',
      'mentors',
      'partners',
      'partnerships',
      'privacy',
      'resources',
      'security',
      'team',
      'terms',
    ]);
  });

  it('exposes exactly the pages of its live routes in the route table', () => {
    expect(routingProblems('mf_marketing', pages)).toEqual([]);
  });

  it('keeps the privacy policy and the terms out of search engines', () => {
    expect(pages.privacy.meta(context('/privacy'))).toMatchObject({ title: 'Privacy Policy', noindex: true });
    expect(pages.terms.meta(context('/terms'))).toMatchObject({ title: 'Terms of Service', noindex: true });
    expect(robots('privacy', '/privacy')).toEqual({ kind: 'meta', name: 'robots', content: 'noindex,nofollow' });
    expect(robots('terms', '/terms')).toEqual({ kind: 'meta', name: 'robots', content: 'noindex,nofollow' });
  });

  it('lets the security page be indexed', () => {
    const meta = pages.security.meta(context('/security'));
    expect(meta.title).toBe('Security & Responsible Disclosure');
    expect(meta.noindex).toBeUndefined();
    expect(robots('security', '/security')).toBeUndefined();
  });

  it.each(['privacy', 'terms', 'security'] as const)('gives %s a description that names the configured brand', (page) => {
    const { description } = pages[page].meta(context(`/${page}`));
    expect(description).toContain(testConfig.brand);
    expect(description?.length).toBeGreaterThan(80);
    expect(description?.length).toBeLessThanOrEqual(200);
  });
});
