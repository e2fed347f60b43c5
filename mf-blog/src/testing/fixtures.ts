import type { BlogCard, BlogFacets, BlogPost } from '../api/types';

let next = 0;

/** A row of the cards view, as the backend answers it. */
export function card(overrides: Partial<BlogCard> = {}): BlogCard {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    slug: `post-${next}`,
    title: `Post ${next}`,
    excerpt: `Excerpt of post ${next}.`,
    content_start: `Start of the body of post ${next}.`,
    featured_image: null,
    tags: ['Fundraising'],
    author: 'Maya Okafor',
    published_date: '2025-03-18T14:00:00+00:00',
    updated_at: '2025-03-18T14:00:00+00:00',
    published_day: '2025-03-18',
    ...overrides,
  };
}

export const cards = (count: number, overrides: Partial<BlogCard> = {}) => Array.from({ length: count }, () => card(overrides));

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'runway-math',
    title: 'Runway Math',
    excerpt: 'When to start raising.',
    content: '<p>Ask founders when they plan to start fundraising.</p>',
    meta_description: 'Runway is shorter than cash divided by burn.',
    featured_image: '/images/blog/runway-math.webp',
    tags: ['Metrics', 'Fundraising'],
    author: 'Priya Raman',
    published_date: '2024-01-23T14:30:00+00:00',
    updated_at: '2024-02-01T10:00:00+00:00',
    is_published: true,
    ...overrides,
  };
}

export const facets: BlogFacets = {
  tags: [
    { value: 'Fundraising', count: 11 },
    { value: 'Metrics', count: 3 },
    { value: 'Pitch Deck', count: 3 },
  ],
  authors: [
    { value: 'Maya Okafor', count: 4 },
    { value: 'Priya Raman', count: 3 },
  ],
};
