import { post } from '../testing/fixtures';
import { rfc822, rssXml } from './rss-xml';

const channel = {
  origin: 'https://preparedventures.test',
  title: 'Prepared Ventures Blog',
  description: 'Articles & guides <for> founders',
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('rssXml', () => {
  const posts = [
    post({
      slug: 'newest',
      title: 'Cap tables & "clean" rounds <2025>',
      author: 'Maya Okafor',
      tags: ['Cap Table', 'R&D'],
      published_date: '2025-10-07T13:00:00+00:00',
      updated_at: '2025-10-08T09:00:00+00:00',
      excerpt: 'Short.',
      content: '<h2 id="a">A &amp; B</h2><p>See <a href="https://preparedventures.test/programs">programs</a>.</p>',
    }),
    post({
      slug: 'older',
      published_date: '2024-01-23T14:30:00+00:00',
      updated_at: '2024-01-23T14:30:00+00:00',
      excerpt: null,
      content: '<p>Body &amp; more</p>',
    }),
  ];

  it('is well-formed RSS 2.0 with a self link', () => {
    const doc = parse(rssXml(channel, posts));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe('https://preparedventures.test/rss.xml');
    expect(self?.getAttribute('rel')).toBe('self');
    expect(doc.querySelector('channel > title')?.textContent).toBe('Prepared Ventures Blog');
    expect(doc.querySelector('channel > description')?.textContent).toBe('Articles & guides <for> founders');
    expect(doc.querySelector('channel > link')?.textContent).toBe('https://preparedventures.test/blog');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Wed, 08 Oct 2025 09:00:00 GMT');
  });

  it('has one item per post with title, link, permalink guid, RFC 822 date, creator and categories', () => {
    const doc = parse(rssXml(channel, posts));
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(2);
    const first = items[0];
    const field = (name: string) => first?.getElementsByTagName(name)[0]?.textContent;
    expect(field('title')).toBe('Cap tables & "clean" rounds <2025>');
    expect(field('link')).toBe('https://preparedventures.test/blog/newest');
    expect(first?.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(field('pubDate')).toBe('Tue, 07 Oct 2025 13:00:00 GMT');
    expect(first?.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe('Maya Okafor');
    expect(Array.from(first?.getElementsByTagName('category') ?? []).map((c) => c.textContent)).toEqual(['Cap Table', 'R&D']);
    expect(items[1]?.getElementsByTagName('description')[0]?.textContent).toBe('Body & more');
  });

  it('carries each post’s whole body as HTML in content:encoded', () => {
    const doc = parse(rssXml(channel, posts));
    const bodies = Array.from(doc.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')).map((e) => e.textContent);
    expect(bodies).toEqual(posts.map((p) => p.content));
  });

  it('drops characters XML cannot hold instead of breaking the document', () => {
    const doc = parse(rssXml(channel, [post({ title: 'Bad \u0001 char \uFFFF here' })]));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[1]?.textContent).toBe('Bad  char  here');
  });

  it('is a valid empty channel', () => {
    expect(parse(rssXml(channel, [])).getElementsByTagName('parsererror')).toHaveLength(0);
  });
});

describe('rfc822', () => {
  it('formats dates as RFC 822 in GMT', () => {
    expect(rfc822('2024-01-23T09:30:00-05:00')).toBe('Tue, 23 Jan 2024 14:30:00 GMT');
    expect(rfc822('nope')).toBeUndefined();
  });
});
