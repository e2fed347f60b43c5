import { resultsMeta } from './results-meta';

const meta = (query: string) => resultsMeta({ search: new URLSearchParams(query) });

describe('the results page head', () => {
  it('names the persona, its card, and the result itself as the canonical URL, never indexed', () => {
    expect(meta('a=1A5TR')).toEqual({
      title: 'Your Compass result: Dedicated Builder',
      description: expect.stringMatching(/^You’re building full-time/),
      image: '/images/compass/dedicated-builder.png',
      canonicalPath: '/chart-my-course/results?a=1a5tr',
      noindex: true,
    });
  });

  it.each(['', 'a=', 'a=1a5ts', 'a=1a5t'])('answers 404, not indexed, for %j', (query) => {
    expect(meta(query)).toEqual({ title: 'Results link not recognised', noindex: true, status: 404 });
  });
});
