import { sitemapSchemaErrors } from '../testing/sitemap-schema';
import { sitemapUrls, sitemapXml, w3cDate, type StaticPage } from './sitemap-xml';

const ORIGIN = 'https://preparedventures.test';
const shellPages: StaticPage[] = [
  { path: '/' },
  { path: '/about', changefreq: 'monthly', priority: 0.8 },
  { path: '/programs', changefreq: 'monthly' },
  { path: '/security' },
  { path: '/sitemap.xml' },
];
const posts = [
  { slug: 'newest-post', title: 'Newest post', updated_at: '2025-10-02T17:30:00+00:00', published_date: '2025-08-26T13:00:00+00:00' },
  { slug: 'older-post', title: 'Older post', updated_at: null, published_date: '2024-01-23T14:30:00+00:00' },
];

describe('sitemapUrls', () => {
  it('lists home at 1.0 first, the pages, /blog at 0.9 weekly, then posts at 0.7 monthly with lastmod', () => {
    expect(sitemapUrls(`${ORIGIN}/`, shellPages, posts)).toEqual([
      { loc: `${ORIGIN}/`, changefreq: 'weekly', priority: 1 },
      { loc: `${ORIGIN}/about`, changefreq: 'monthly', priority: 0.8 },
      { loc: `${ORIGIN}/programs`, changefreq: 'monthly' },
      { loc: `${ORIGIN}/security` },
      { loc: `${ORIGIN}/blog`, lastmod: '2025-10-02', changefreq: 'weekly', priority: 0.9 },
      { loc: `${ORIGIN}/blog/newest-post`, lastmod: '2025-10-02', changefreq: 'monthly', priority: 0.7 },
      { loc: `${ORIGIN}/blog/older-post`, lastmod: '2024-01-23', changefreq: 'monthly', priority: 0.7 },
    ]);
  });

  it('gives home and /blog their priorities even when the shell names others, and lists each path once', () => {
    const urls = sitemapUrls(
      ORIGIN,
      [{ path: '/blog', priority: 0.1, changefreq: 'never' }, { path: '/about/' }, { path: 'about' }, { path: '/', priority: 0.2 }],
      [],
    );
    expect(urls).toEqual([
      { loc: `${ORIGIN}/`, changefreq: 'weekly', priority: 1 },
      { loc: `${ORIGIN}/blog`, changefreq: 'weekly', priority: 0.9 },
      { loc: `${ORIGIN}/about` },
    ]);
  });

  it('leaves out post paths the shell lists (posts come from the database) and invalid values', () => {
    const urls = sitemapUrls(ORIGIN, [{ path: '/blog/some-post' }, { path: '/x', changefreq: 'sometimes', priority: 7 }], []);
    expect(urls).toEqual([
      { loc: `${ORIGIN}/x`, priority: 1 },
      { loc: `${ORIGIN}/blog`, changefreq: 'weekly', priority: 0.9 },
    ]);
  });
});

describe('sitemapXml', () => {
  it('writes a document valid against the sitemaps.org 0.9 schema rules', () => {
    const xml = sitemapXml(sitemapUrls(ORIGIN, shellPages, posts));
    expect(sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '  <url>\n    <loc>https://preparedventures.test/blog/newest-post</loc>\n    <lastmod>2025-10-02</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>0.7</priority>\n  </url>',
    );
    expect(xml).toContain('<priority>1.0</priority>');
  });

  it('escapes and encodes what it is given', () => {
    const xml = sitemapXml(sitemapUrls('https://a.test', [{ path: '/search?q=x&y=<\'">' }, { path: '/caf\u00e9 & more' }], []));
    expect(sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<loc>https://a.test/search</loc>');
    expect(xml).toContain('<loc>https://a.test/caf%C3%A9%20%26%20more</loc>');
  });

  it('is a valid empty set', () => {
    expect(sitemapSchemaErrors(sitemapXml([]))).toEqual([]);
  });

  it('fails the schema rules for what the protocol forbids (the check can fail)', () => {
    expect(sitemapSchemaErrors(sitemapXml([{ loc: '/a-relative-path' }]))).toEqual([
      'url 1: loc /a-relative-path is not an absolute http(s) URL',
    ]);
    expect(sitemapSchemaErrors(sitemapXml([{ loc: `${ORIGIN}/a`, lastmod: '02/10/2025' }]))).toEqual([
      'url 1: lastmod 02/10/2025 is not a W3C datetime',
    ]);
    expect(sitemapSchemaErrors(sitemapXml([{ loc: `${ORIGIN}/${'a'.repeat(2048)}` }]))[0]).toMatch(/loc length/);
    expect(sitemapSchemaErrors('<urlset><url><loc>x</loc></url>')).toEqual(['no UTF-8 XML declaration', 'not well-formed XML']);
    expect(sitemapSchemaErrors(sitemapXml([{ loc: `${ORIGIN}/a`, priority: 1.5 }]))).toEqual(['url 1: priority 1.5']);
  });
});

describe('w3cDate', () => {
  it('is the UTC date of a timestamp', () => {
    expect(w3cDate('2025-02-04T23:15:00-05:00')).toBe('2025-02-05');
    expect(w3cDate('garbage')).toBeUndefined();
    expect(w3cDate(null)).toBeUndefined();
  });
});
