import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';
import { applyHeadTags, headTags, headTagsToHtml, type HeadTag } from '@pv/shared/meta/head-tags';

const config: SiteConfig = { ...defaultSiteConfig, brand: 'Acme Launch', origin: 'https://acme.example' };

const metaContent = (tags: HeadTag[], key: string) =>
  tags.filter((t) => t.kind === 'meta' && (t.name === key || t.property === key)).map((t) => (t.kind === 'meta' ? t.content : ''));

describe('headTags', () => {
  it('uses the default title and description when a page gives none', () => {
    const tags = headTags({}, '/', config);
    expect(tags[0]).toEqual({ kind: 'title', text: 'Acme Launch | Data-Driven Founder Success' });
    expect(metaContent(tags, 'description')[0]).toMatch(/^Acme Launch is a no-equity/);
  });

  it('sets the canonical link to origin plus path and social cards to match', () => {
    const tags = headTags({ title: 'Security', description: 'How we protect data.' }, '/security', config);
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://acme.example/security' });
    expect(metaContent(tags, 'og:url')).toEqual(['https://acme.example/security']);
    expect(metaContent(tags, 'og:title')).toEqual(['Security | Acme Launch']);
    expect(metaContent(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(tags, 'og:image')).toEqual(['https://acme.example/images/social-card.png']);
    expect(metaContent(tags, 'robots')).toEqual([]);
  });

  it('takes a full title as it is, without appending the brand, for the document and the cards', () => {
    const tags = headTags({ title: 'About', fullTitle: 'About Acme Launch | No-Equity Startup Accelerator' }, '/about', config);
    expect(tags[0]).toEqual({ kind: 'title', text: 'About Acme Launch | No-Equity Startup Accelerator' });
    expect(metaContent(tags, 'og:title')).toEqual(['About Acme Launch | No-Equity Startup Accelerator']);
    expect(metaContent(tags, 'twitter:title')).toEqual(['About Acme Launch | No-Equity Startup Accelerator']);
  });

  it('names the canonical path it is given, which may be another route of the same screen', () => {
    const tags = headTags({}, '/chart-my-course', config);
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://acme.example/chart-my-course' });
    expect(metaContent(tags, 'og:url')).toEqual(['https://acme.example/chart-my-course']);
  });

  it('gives a page that answers 404 no canonical link and no og:url', () => {
    const tags = headTags({ title: 'Page not found', noindex: true, status: 404 }, '/no-such-page', config);
    expect(tags.filter((tag) => tag.kind === 'link' && tag.rel === 'canonical')).toEqual([]);
    expect(metaContent(tags, 'og:url')).toEqual([]);
    expect(metaContent(tags, 'robots')).toEqual(['noindex,nofollow']);
    expect(headTagsToHtml(tags)).not.toContain('rel="canonical"');
  });

  it('adds robots noindex,nofollow for a noindex page', () => {
    expect(metaContent(headTags({ noindex: true }, '/privacy', config), 'robots')).toEqual(['noindex,nofollow']);
  });

  it('adds article tags, one per tag, for an article', () => {
    const tags = headTags(
      {
        type: 'article',
        article: {
          publishedTime: '2025-01-02T00:00:00Z',
          modifiedTime: '2025-02-03T00:00:00Z',
          author: 'Dana Ruiz',
          tags: ['Fundraising', 'Metrics'],
        },
      },
      '/blog/x',
      config,
    );
    expect(metaContent(tags, 'og:type')).toEqual(['article']);
    expect(metaContent(tags, 'article:published_time')).toEqual(['2025-01-02T00:00:00Z']);
    expect(metaContent(tags, 'article:modified_time')).toEqual(['2025-02-03T00:00:00Z']);
    expect(metaContent(tags, 'article:author')).toEqual(['Dana Ruiz']);
    expect(metaContent(tags, 'article:tag')).toEqual(['Fundraising', 'Metrics']);
  });

  it('carries the Organization JSON-LD on every page, then the page’s own', () => {
    const tags = headTags({ jsonLd: [{ '@type': 'BlogPosting', headline: 'x' }] }, '/', config);
    const ld = tags.filter((t) => t.kind === 'json-ld').map((t) => (t.kind === 'json-ld' ? t.data['@type'] : ''));
    expect(ld).toEqual(['Organization', 'BlogPosting']);
  });
});

describe('headTagsToHtml', () => {
  it('escapes text and cannot be broken out of', () => {
    const html = headTagsToHtml(
      headTags({ title: '</title><script>alert(1)</script>', jsonLd: [{ name: '</script><script>x' }] }, '/"x', config),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;/title&gt;');
    expect(html).not.toMatch(/<\/script><script>x/);
    expect(html).toContain('href="https://acme.example/&quot;x"');
  });
});

describe('applyHeadTags', () => {
  it('replaces the previous page’s tags and sets the title', () => {
    applyHeadTags(headTags({ title: 'One', noindex: true }, '/one', config));
    applyHeadTags(headTags({ title: 'Two' }, '/two', config));
    expect(document.title).toBe('Two | Acme Launch');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://acme.example/two');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
