import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { getSupabaseClient } from '@pv/shared/supabase/client';
import { blogKeys } from '../api/query-keys';
import { blogPostQueryOptions } from '../api/get-blog-post';
import { prefetchOrForget } from '../api/prefetch';
import { createFakeSupabase, never, type FakeResponse } from '../testing/fake-supabase';
import { card, post } from '../testing/fixtures';
import { renderPage, testQueryClient } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { BlogPostPage } from './blog-post-page';
import { loadPostPage } from './post-page-definition';
import { shareUrl } from './share-buttons';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function backend(answers: { post: () => FakeResponse | Promise<FakeResponse>; related?: () => FakeResponse }) {
  const fake = createFakeSupabase((request) => (request.rpc ? (answers.related?.() ?? { data: [] }) : answers.post()));
  jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
  return fake;
}

/** The page over data already loaded, as the server renders it. */
const renderLoaded = (slug: string, queryClient: QueryClient) =>
  renderPage(<BlogPostPage params={{ slug }} />, { path: `/blog/${slug}`, queryClient });

/** As the server does: the page's data loaded first (its `load`), then the page rendered over it. */
async function renderPost(slug = 'runway-math') {
  const queryClient = testQueryClient();
  await loadPostPage({ params: { slug }, path: `/blog/${slug}`, search: new URLSearchParams(), queryClient, config: testConfig });
  return renderLoaded(slug, queryClient);
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.dataLayer = [];
});

describe('a blog post', () => {
  it('shows image, tags, title, long date, author, read time, body, author box', async () => {
    backend({ post: () => ({ data: post({ content: `<h2>Part</h2><p>${words(401)}</p>` }) }) });
    const { container } = await renderPost();

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Runway Math' })).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/blog/runway-math.webp');
    expect(article.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(article.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(article).getByRole('link', { name: 'Metrics' })).toHaveAttribute('href', '/blog?tag=Metrics');
    expect(within(article).getByText('January 23, 2024').tagName).toBe('TIME');
    expect(within(article).getByText('Priya Raman', { selector: 'strong' })).toBeInTheDocument();
    expect(within(article).getByText('3 min read')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Part' })).toBeInTheDocument();
    const authorBox = within(article).getByRole('complementary', { name: 'Content Creator' });
    expect(authorBox).toHaveTextContent('Content Creator');
    expect(authorBox).toHaveTextContent('Priya Raman');
    expect(authorBox).toHaveTextContent(testConfig.brand);
    expectNoDefaultConfigValues(container);
  });

  it('opens a post of three or more sections with a table of contents: a labelled navigation of links to the sections', async () => {
    const content =
      '<h2 id="runway">Runway</h2><p>a</p><h2 id="how-long">How <em>long</em></h2><h3 id="sub">Sub</h3><h2 id="the-rule">The rule</h2>';
    backend({ post: () => ({ data: post({ content }) }) });
    renderPost();

    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Runway', '#runway'],
      ['How long', '#how-long'],
      ['The rule', '#the-rule'],
    ]);
    for (const id of ['runway', 'how-long', 'the-rule']) expect(document.getElementById(id)).not.toBeNull();
    const text = screen.getByRole('article').textContent ?? '';
    expect(text.indexOf('On this page')).toBeLessThan(text.indexOf('Runway', text.indexOf('The rule')));
  });

  it('has no table of contents with fewer than three sections', async () => {
    backend({ post: () => ({ data: post({ content: '<h2 id="a">A</h2><p>x</p><h2 id="b">B</h2><h3 id="c">C</h3>' }) }) });
    renderPost();
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('keeps the spec order: image, tags, title, date, author, read time, share, body, author box', async () => {
    backend({ post: () => ({ data: post() }) });
    await renderPost();
    const article = await screen.findByRole('article');
    const text = article.textContent ?? '';
    const order = ['Metrics', 'Runway Math', 'January 23, 2024', 'Priya Raman', 'min read', 'Share', 'Ask founders', 'Content Creator'].map(
      (s) => text.indexOf(s),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(article.querySelector('img')?.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows the raw value of an invalid date', async () => {
    backend({ post: () => ({ data: post({ published_date: 'sometime in 2024' }) }) });
    await renderPost();
    expect(await screen.findByText('sometime in 2024')).toBeInTheDocument();
  });

  it('renders the body sanitised', async () => {
    backend({
      post: () => ({
        data: post({ content: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">j</a>' }),
      }),
    });
    await renderPost();
    const body = await screen.findByTestId('post-body');
    expect(body.innerHTML).toBe('<p>Safe</p><img src="x" loading="lazy" decoding="async"><a>j</a>');
  });

  it('opens a 600x400 share popup for X, LinkedIn and Facebook and records each', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    backend({ post: () => ({ data: post({ title: 'Runway & Math' }) }) });
    const { user } = await renderPost();
    await screen.findByRole('article');
    const url = `${testConfig.origin}/blog/runway-math`;

    const share = screen.getByRole('group', { name: 'Share this article' });
    await user.click(within(share).getByRole('button', { name: 'Share on X (Twitter)' }));
    await user.click(within(share).getByRole('button', { name: 'Share on LinkedIn' }));
    await user.click(within(share).getByRole('button', { name: 'Share on Facebook' }));

    expect(open.mock.calls).toEqual([
      [
        `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Runway%20%26%20Math`,
        '_blank',
        'width=600,height=400,noopener,noreferrer',
      ],
      [
        `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
        '_blank',
        'width=600,height=400,noopener,noreferrer',
      ],
      [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, '_blank', 'width=600,height=400,noopener,noreferrer'],
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'button_click', category: 'Blog Share', label: 'Twitter' },
      { event: 'button_click', category: 'Blog Share', label: 'LinkedIn' },
      { event: 'button_click', category: 'Blog Share', label: 'Facebook' },
    ]);
    expect(shareUrl('Facebook', 'https://a.test/x?y=1', '')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.test%2Fx%3Fy%3D1',
    );
  });

  it('shows up to 3 related articles', async () => {
    backend({
      post: () => ({ data: post() }),
      related: () => ({ data: [card({ title: 'One' }), card({ title: 'Two' }), card({ title: 'Three' }), card({ title: 'Four' })] }),
    });
    await renderPost();
    const related = await screen.findByRole('region', { name: 'Related Articles' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['One', 'Two', 'Three']);
  });

  it('shows no related section when no post shares a tag', async () => {
    backend({ post: () => ({ data: post() }), related: () => ({ data: [] }) });
    await renderPost();
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: 'Related Articles' })).not.toBeInTheDocument();
  });

  it("keeps links in the body to the site's own pages as plain links to them, in the same tab", async () => {
    backend({ post: () => ({ data: post({ content: '<p><a href="/programs">Programs</a> <a href="https://example.org">Out</a></p>' }) }) });
    await renderPost();
    const link = await screen.findByRole('link', { name: 'Programs' });
    expect(link).toHaveAttribute('href', '/programs');
    expect(link).not.toHaveAttribute('target');
  });
});

describe('a missing post', () => {
  it.each([
    ['a missing post or a draft', () => ({ error: { message: 'no rows', code: 'PGRST116' } }), false],
    ['a failure', () => ({ error: { message: 'FetchError: fetch failed', code: '' } }), true],
  ])("shows 'Blog Post Not Found' for %s, with 'Back to Blog'", async (_, answer, logsAnError) => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    backend({ post: answer });
    await renderPost('draft-series-a-playbook-internal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    if (logsAnError) expect(console.error).toHaveBeenCalledWith('Error fetching blog post:', expect.anything());
    else expect(console.error).not.toHaveBeenCalledWith('Error fetching blog post:', expect.anything());
  });

  it('says the post is not found, rather than loading forever, when the server could not read it', async () => {
    const fake = backend({ post: () => ({ error: { message: 'FetchError: fetch failed', code: '' } }) });
    const queryClient = testQueryClient();
    await prefetchOrForget(queryClient, blogPostQueryOptions(testConfig, 'runway-math'));
    fake.requests.length = 0;
    backend({ post: never });
    renderLoaded('runway-math', queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
  });

  it('renders from a seeded cache without asking again (the server prefetched it)', () => {
    const fake = backend({ post: never });
    const queryClient = testQueryClient();
    queryClient.setQueryData(blogKeys.post('runway-math'), post());
    queryClient.setQueryData(blogKeys.related('runway-math'), []);
    renderLoaded('runway-math', queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Runway Math' })).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
