import { post } from '../testing/fixtures';
import { jsonFeed } from './json-feed';

const channel = { origin: 'https://preparedventures.test/', title: 'Prepared Ventures Blog', description: 'Articles for founders' };

describe('jsonFeed', () => {
  const posts = [
    post({
      slug: 'runway-math',
      featured_image: '/images/blog/runway-math.webp',
      content: '<p>Whole <a href="https://preparedventures.test/programs">body</a></p>',
    }),
    post({ slug: 'uploaded', featured_image: 'https://cdn.example.com/x.webp', excerpt: null, published_date: 'not a date' }),
    post({ slug: 'no-image', featured_image: 'javascript:alert(1)' }),
  ];
  const feed = JSON.parse(jsonFeed(channel, posts));

  it('is a JSON Feed 1.1 naming the blog and itself', () => {
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Prepared Ventures Blog',
      home_page_url: 'https://preparedventures.test/blog',
      feed_url: 'https://preparedventures.test/feed.json',
      description: 'Articles for founders',
      language: 'en-US',
    });
  });

  it('has an item per post with its permalink as id, its whole body, summary, image, dates, author and tags', () => {
    expect(feed.items[0]).toEqual({
      id: 'https://preparedventures.test/blog/runway-math',
      url: 'https://preparedventures.test/blog/runway-math',
      title: 'Runway Math',
      content_html: '<p>Whole <a href="https://preparedventures.test/programs">body</a></p>',
      summary: 'When to start raising.',
      image: 'https://preparedventures.test/images/blog/runway-math.webp',
      date_published: '2024-01-23T14:30:00.000Z',
      date_modified: '2024-02-01T10:00:00.000Z',
      authors: [{ name: 'Priya Raman' }],
      tags: ['Metrics', 'Fundraising'],
    });
  });

  it('keeps an uploaded image as it is, names none for one that is no image address (and no card was drawn), and drops a date that is none', () => {
    expect(feed.items[1].image).toBe('https://cdn.example.com/x.webp');
    expect(feed.items[1]).not.toHaveProperty('date_published');
    expect(feed.items[1].summary).toBe('Ask founders when they plan to start fundraising.');
    expect(feed.items[2]).not.toHaveProperty('image');
  });
});
