// The home page's WebSite structured data, with the blog's search as the site search: the blog
// list reads its search text from `q` (docs/behaviour.md, "Blog": the whole state is in the URL).
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { JsonLd } from '@pv/shared/meta/page-meta';

export const SEARCH_PATH = '/blog?q=';

export function websiteJsonLd(config: SiteConfig, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.brand,
    url: `${config.origin}/`,
    description,
    publisher: { '@type': 'Organization', name: config.brand, url: config.origin },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${config.origin}${SEARCH_PATH}{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
