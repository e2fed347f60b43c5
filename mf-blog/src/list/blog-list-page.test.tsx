// The blog list as a visitor has it: the server's page, the island hydrated from the data it
// carries, each change read from the site's JSON answers (the same module the shell's server calls,
// against a fake backend).
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabaseClient } from '@pv/shared/supabase/client';
import { BLOG_FACETS_PATH, BLOG_POSTS_PATH } from '@pv/shared/contract/blog-data';
import {
  ERROR_RECOVERY_INTERVAL_MS,
  LIST_CHANGE_WAIT_MS,
  LIST_STALE_TIME_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PREFETCH_MS,
  STALE_DIM_DELAY_MS,
} from '../config/blog';
import { parseListState } from './list-state';
import { createFakeSupabase, never, type FakeRequest, type FakeResponse, type FakeSupabase } from '../testing/fake-supabase';
import { card, cards, facets } from '../testing/fixtures';
import { renderList, serveListData } from '../testing/list-server';
import { currentUrl } from '@pv/shared/testing/render-page';
import { IN_PAGE_LINK_ATTRIBUTE } from '@pv/shared/navigation/in-page-navigation';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

let fake: FakeSupabase;

/** Answers the list with `list`, and the two facet views with the fixture facets. */
function backend(list: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>) {
  fake = createFakeSupabase((request) => {
    if (request.table === 'blog_tag_counts') return { data: facets.tags.map((f) => ({ tag: f.value, post_count: f.count })) };
    if (request.table === 'blog_author_counts') return { data: facets.authors.map((f) => ({ author: f.value, post_count: f.count })) };
    return list(request);
  });
  jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
}

const listRequests = () => fake.requests.filter((request) => request.table === 'blog_post_cards');
/** The site's answer of the list for a state's query. */
const listAt = (query: string) => `${BLOG_POSTS_PATH}${query}`;
const results = () => screen.getByTestId('blog-results');
const page =
  (posts = cards(9), total = 20) =>
  () => ({ data: posts, count: total });
const later = (response: FakeResponse) => new Promise<FakeResponse>((resolve) => setTimeout(() => resolve(response), 40));

/** jsdom applies no media query: the panel is as on a small screen, closed until toggled. */
async function openFilters(user: Awaited<ReturnType<typeof renderList>>['user']) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('group', { name: 'Topics' });
}

let server: ReturnType<typeof serveListData>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.dataLayer = [];
  server = serveListData();
});

describe('blog list states', () => {
  it('starts from the data its page came with: the site is asked for nothing when the list hydrates', async () => {
    jest.useFakeTimers();
    try {
      backend(page(cards(9), 30));
      const { user } = await renderList({ path: '/blog?tag=Metrics', advanceTimers: jest.advanceTimersByTime });
      await act(() => jest.advanceTimersByTimeAsync(ERROR_RECOVERY_INTERVAL_MS));
      expect(server).not.toHaveBeenCalled();
      expect(results()).toHaveAttribute('data-state', 'current');
      // Hydrated: the filters open, with the topics the page came with.
      await openFilters(user);
      expect(screen.getByRole('checkbox', { name: /^Metrics/ })).toBeChecked();
      expect(server).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the site for the filters when the server could not read them', async () => {
    let facetsDown = true;
    fake = createFakeSupabase((request) => {
      if (request.table === 'blog_tag_counts')
        return facetsDown ? { error: { message: 'down' } } : { data: facets.tags.map((f) => ({ tag: f.value, post_count: f.count })) };
      if (request.table === 'blog_author_counts') return { data: facets.authors.map((f) => ({ author: f.value, post_count: f.count })) };
      return { data: cards(9), count: 20 };
    });
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    await renderList();
    facetsDown = false;
    expect(await screen.findByRole('group', { name: 'Topics', hidden: true })).toBeInTheDocument();
    expect(server.mock.calls.map(([url]) => String(url))).toEqual([BLOG_FACETS_PATH]);
  });

  it('shows the exact error text, and no skeletons, when the server could not load the posts', async () => {
    backend(() => ({ error: { message: 'connection refused', code: 'PGRST001' } }));
    await renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load blog posts. Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
    expect(results()).toHaveAttribute('data-state', 'error');
  });

  it('shows the exact error text when a change cannot reach the server, and says why in the console', async () => {
    backend(page());
    server = serveListData(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await renderList();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load blog posts. Please try again later.');
    expect(currentUrl()).toBe('/blog?page=2');
    expect(console.error).toHaveBeenCalledWith('Error fetching blog posts:', expect.any(TypeError));
  });

  it('retries when asked, and shows the posts once the server can read them', async () => {
    let down = true;
    backend(() => (down ? { error: { message: 'connection refused' } } : { data: [card({ title: 'Back again' })], count: 1 }));
    const { user } = await renderList();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`shows ${6} skeleton cards, busy, with a "Loading articles" status, for a change after an error that takes longer than ${LIST_CHANGE_WAIT_MS} ms`, async () => {
    backend(() => ({ error: { message: 'connection refused' } }));
    const { user } = await renderList();
    backend(never);
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6));
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(within(results()).getByRole('status')).toHaveTextContent('Loading articles');
    expect(currentUrl()).toBe('/blog?tag=Metrics');
  });

  it('recovers by itself once the backend answers again', async () => {
    jest.useFakeTimers();
    try {
      let down = true;
      backend(() => (down ? { error: { message: 'connection refused' } } : { data: [card({ title: 'Back again' })], count: 1 }));
      await renderList({ advanceTimers: jest.advanceTimersByTime });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to load blog posts.');
      down = false;
      await act(() => jest.advanceTimersByTimeAsync(ERROR_RECOVERY_INTERVAL_MS - 20));
      expect(server).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a change once its page is in, controls and cards together, never the previous page busy in between', async () => {
    jest.useFakeTimers();
    try {
      const second = cards(9).map((post, i) => ({ ...post, id: `second-${i}`, title: `Second page ${i}` }));
      backend((request) =>
        fake.argsOf(request, 'range')[0]?.[0] === 0 ? { data: cards(9), count: 20 } : later({ data: second, count: 20 }),
      );
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      await act(() => jest.advanceTimersByTimeAsync(10));
      const firstTitle = () => within(within(results()).getAllByRole('article')[0] as HTMLElement).getByRole('heading').textContent;
      const before = firstTitle();
      const busy: string[] = [];
      new MutationObserver(() => busy.push(results().getAttribute('aria-busy') ?? '')).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });

      await user.click(screen.getByRole('link', { name: 'Page 2' }));
      await act(() => jest.advanceTimersByTimeAsync(30));
      expect(currentUrl()).toBe('/blog');
      expect(firstTitle()).toBe(before);
      await act(() => jest.advanceTimersByTimeAsync(15));
      expect(currentUrl()).toBe('/blog?page=2');
      expect(firstTitle()).toBe('Second page 0');
      expect(results()).toHaveAttribute('aria-busy', 'false');
      expect(busy).not.toContain('true');
    } finally {
      jest.useRealTimers();
    }
  });

  it(`shows a change whose page takes longer than ${LIST_CHANGE_WAIT_MS} ms over the previous page, busy, dimmed ${STALE_DIM_DELAY_MS} ms later`, async () => {
    jest.useFakeTimers();
    try {
      backend((request) => (fake.argsOf(request, 'range')[0]?.[0] === 0 ? { data: cards(9), count: 20 } : never()));
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      await act(() => jest.advanceTimersByTimeAsync(10));

      await user.click(screen.getByRole('link', { name: 'Page 2' }));
      await act(() => jest.advanceTimersByTimeAsync(LIST_CHANGE_WAIT_MS - 5));
      expect(currentUrl()).toBe('/blog');
      await act(() => jest.advanceTimersByTimeAsync(5));
      expect(currentUrl()).toBe('/blog?page=2');
      expect(results()).toHaveAttribute('aria-busy', 'true');
      expect(within(results()).getAllByRole('article')).toHaveLength(9);
      expect(results()).not.toHaveAttribute('data-dimmed');
      await act(() => jest.advanceTimersByTimeAsync(STALE_DIM_DELAY_MS - 5));
      expect(results()).not.toHaveAttribute('data-dimmed');
      await act(() => jest.advanceTimersByTimeAsync(5));
      expect(results()).toHaveAttribute('data-dimmed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a change made while another waits for its page take its place, with one history entry for both', async () => {
    jest.useFakeTimers();
    try {
      backend((request) =>
        fake.argsOf(request, 'overlaps').length > 0 ? later({ data: cards(3), count: 3 }) : { data: cards(9), count: 20 },
      );
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      await openFilters(user);
      const entries = window.history.length;

      await user.click(screen.getByRole('checkbox', { name: /Fundraising/ }));
      await act(() => jest.advanceTimersByTimeAsync(10));
      await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));
      await act(() => jest.advanceTimersByTimeAsync(60));
      expect(currentUrl()).toBe('/blog?tag=Fundraising&tag=Metrics');
      expect(window.history.length).toBe(entries + 1);
      expect(screen.getByRole('checkbox', { name: /Fundraising/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Metrics/ })).toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a change still waiting for its page when the visitor goes back meanwhile', async () => {
    jest.useFakeTimers();
    try {
      backend((request) =>
        fake.argsOf(request, 'overlaps').length > 0 ? later({ data: cards(3), count: 3 }) : { data: cards(9), count: 20 },
      );
      const { user } = await renderList({ path: '/blog?page=2', advanceTimers: jest.advanceTimersByTime });
      await act(() => jest.advanceTimersByTimeAsync(10));
      window.history.pushState(null, '', '/blog');
      window.history.pushState(null, '', '/blog?page=2');
      await openFilters(user);

      await user.click(screen.getByRole('checkbox', { name: /Fundraising/ }));
      await act(async () => {
        window.history.back();
        await jest.advanceTimersByTimeAsync(5);
      });
      await waitFor(() => expect(currentUrl()).toBe('/blog'));
      await act(() => jest.advanceTimersByTimeAsync(LIST_CHANGE_WAIT_MS + 50));
      expect(currentUrl()).toBe('/blog');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "No articles found" and "Check back soon for new content" without filters', async () => {
    backend(page([], 0));
    await renderList();
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('offers Clear Filters with the hint when filters find nothing, and clearing keeps the sort', async () => {
    backend(page([], 0));
    const { user } = await renderList({ path: '/blog?q=zzz&sort=oldest&tag=Metrics&author=Maya+Okafor&page=2' });
    expect(await screen.findByText('Try adjusting your filters or search term')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=oldest'));
  });

  it('offers the first page for a page number past the last one', async () => {
    backend(page([], 12));
    await renderList({ path: '/blog?page=7' });
    expect(await screen.findByText('There are only 2 pages of articles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
  });
});

describe('blog list results', () => {
  it('shows 9 cards with title link, date, excerpt and at most 3 tags', async () => {
    const posts = cards(9, { tags: ['A', 'B', 'C', 'D'] });
    posts[0] = card({
      title: 'The Seed Pitch Deck',
      slug: 'the-seed-pitch-deck',
      published_date: '2024-03-19T13:00:00+00:00',
      published_day: '2024-03-19',
      excerpt: null,
      content_start: 'x'.repeat(200),
      tags: ['A', 'B', 'C', 'D'],
    });
    backend(page(posts, 20));
    const { container } = await renderList();

    const list = await within(results()).findAllByRole('article');
    expect(list).toHaveLength(9);
    const first = within(list[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'The Seed Pitch Deck' })).toHaveAttribute('href', '/blog/the-seed-pitch-deck');
    expect(first.getByText('Mar 19, 2024')).toBeInTheDocument();
    expect(first.getByText(`${'x'.repeat(150)}...`)).toBeInTheDocument();
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getByText('Showing 1–9 of 20 articles')).toBeInTheDocument();
    expectNoDefaultConfigValues(container);
  });

  it('loads the first image at once and ahead of the others, the rest lazily, with their size given', async () => {
    backend(page(cards(9, { featured_image: '/images/blog/x.webp' })));
    await renderList();
    await screen.findAllByRole('article');
    const images = Array.from(results().querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array<null>(8).fill(null)]);
    expect(images[0]).toHaveAttribute('srcset', '/images/blog/x-800w.webp 800w, /images/blog/x.webp 1200w');
    expect(images[0]).toHaveAttribute('sizes', '(min-width: 640px) 30rem, 100vw');
    expect(images[0]).toHaveAttribute('width', '640');
    expect(images[0]).toHaveAttribute('height', '360');
    expect(images[0]).toHaveAttribute('decoding', 'async');
  });

  it("shows the post's cover in place of a card's image that fails to load", async () => {
    backend(page([card({ featured_image: '/images/blog/gone.webp', title: 'Image gone' })], 1));
    await renderList();
    const article = screen.getByRole('link', { name: 'Image gone' }).closest('article') as HTMLElement;
    fireEvent.error(article.querySelector('img') as HTMLImageElement);
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByTestId('post-cover')).toBeInTheDocument();
  });

  it('draws the cover of a post without a featured image in the page, asking for no image', async () => {
    backend(
      page([card({ featured_image: null }), card({ featured_image: '/images/blog/x.webp', slug: 'with-image', id: 'with-image' })], 2),
    );
    await renderList();
    const [drawn, pictured] = await within(results()).findAllByRole('article');
    expect(drawn?.querySelector('img')).toBeNull();
    expect(within(drawn as HTMLElement).getByTestId('post-cover')).toHaveAttribute('aria-hidden', 'true');
    expect(pictured?.querySelector('img')).toHaveAttribute('src', '/images/blog/x.webp');
    expect(within(pictured as HTMLElement).queryByTestId('post-cover')).toBeNull();
  });

  it('paginates with links, the current page marked, by the documented rule', async () => {
    backend(page(cards(9), 100));
    const { user } = await renderList({ path: '/blog?tag=Metrics&page=5' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pageLinks = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pageLinks.map((link) => link.textContent)).toEqual(['1', '4', '5', '6', '12']);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog?tag=Metrics');
    // Shown in place: the browser never loads their whole page ahead; a post's link it may.
    for (const link of within(nav).getAllByRole('link')) expect(link).toHaveAttribute(IN_PAGE_LINK_ATTRIBUTE);
    expect(within(results()).getAllByRole('article')[0]?.querySelector('h2 a')).not.toHaveAttribute(IN_PAGE_LINK_ATTRIBUTE);
    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Metrics&page=6'));
    await waitFor(() => expect(fake.argsOf(listRequests().at(-1) ?? { calls: [] }, 'range')).toEqual([[45, 53]]));
  });

  it('keeps the document title in step with the page number as the list moves in the page', async () => {
    backend(page(cards(9), 30));
    const { user } = await renderList({ path: '/blog?page=3' });
    const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(document.title).toBe(`Blog - Page 2 | ${testConfig.brand}`));
    await user.click(within(pagination()).getByRole('link', { name: 'Page 1' }));
    await waitFor(() => expect(document.title).toBe(`Blog | ${testConfig.brand}`));
  });

  it('shows no pagination for a single page', async () => {
    backend(page(cards(3), 3));
    await renderList();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('blog list filters', () => {
  it('the filters’ form is never sent (Enter on a box): each control applies itself', async () => {
    backend(page());
    await renderList();
    const sent = createEvent.submit(screen.getByTestId('filter-panel'));
    fireEvent(screen.getByTestId('filter-panel'), sent);
    expect(sent.defaultPrevented).toBe(true);
  });

  it('lists Topics and Authors as labelled checkbox groups with counts', async () => {
    backend(page());
    const { user } = await renderList();
    const topics = await openFilters(user);
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.querySelector('span')?.textContent),
    ).toEqual(['Fundraising', 'Metrics', 'Pitch Deck']);
    expect(within(topics).getByRole('checkbox', { name: /^Fundraising \(11 articles\)$/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Authors' })).toBeInTheDocument();
  });

  it('hides a filter list that has no entries', async () => {
    fake = createFakeSupabase((request) => (request.table === 'blog_post_cards' ? { data: cards(2), count: 2 } : { data: [] }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    const { user } = await renderList();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(fake.requests.filter((r) => r.table === 'blog_tag_counts')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Topics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Authors' })).not.toBeInTheDocument();
  });

  it('shows Clear and Active Filters only while a filter is active', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?sort=title-asc&page=2' });
    await openFilters(user);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.queryByText('Active Filters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));

    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=title-asc&tag=Metrics'));
    expect(screen.getByRole('checkbox', { name: /Metrics/ })).toBeChecked();
    expect(screen.getByText('Active Filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=title-asc'));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('removes a filter when its badge is clicked, back on page 1', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?q=deck&tag=Metrics&tag=Boston&author=Maya+Okafor&page=3' });
    await openFilters(user);
    const badges = screen.getByRole('list', { name: 'Active Filters' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove search filter: deck',
      'Remove topic filter: Boston',
      'Remove topic filter: Metrics',
      'Remove author filter: Maya Okafor',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove topic filter: Metrics' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?q=deck&tag=Boston&author=Maya+Okafor'));
    await user.click(screen.getByRole('button', { name: 'Remove search filter: deck' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Boston&author=Maya+Okafor'));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove author filter: Maya Okafor' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Boston'));
  });

  it('sends OR within a kind and AND across kinds to the backend', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /Fundraising/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pitch Deck/ }));
    await user.click(screen.getByRole('checkbox', { name: /Priya Raman/ }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Fundraising&tag=Pitch+Deck&author=Priya+Raman'));
    await waitFor(() => expect(fake.argsOf(listRequests().at(-1) ?? { calls: [] }, 'in')).toEqual([['author', ['Priya Raman']]]));
    expect(fake.argsOf(listRequests().at(-1) ?? { calls: [] }, 'overlaps')).toEqual([['tags', '{"Fundraising","Pitch Deck"}']]);
  });

  it('keeps both of two changes made before the first one has rendered', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    fireEvent.click(screen.getByRole('checkbox', { name: /Fundraising/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Priya Raman/ }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Fundraising&author=Priya+Raman'));
  });

  it('goes back to page 1 on a change of sort, and shows the new order', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?tag=Metrics&page=3' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'title-desc');
    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=title-desc&tag=Metrics'));
  });

  it('searches on Enter, on page 1, and shows a URL search in the box', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?q=seed&page=4' });
    const box = await screen.findByRole('searchbox', { name: 'Search articles' });
    expect(box).toHaveValue('seed');
    await user.clear(box);
    await user.type(box, '  Term   sheet {Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/blog?q=Term+sheet'));
    await waitFor(() =>
      expect(
        fake.argsOf(fake.requests.filter((request) => request.rpc === 'search_blog_post_cards').at(-1) ?? { calls: [] }, 'rpc'),
      ).toEqual([[{ search_query: "'term':* & 'sheet':*", sort: 'relevance', page_size: 9, page_offset: 0 }, { get: true }]]),
    );
  });

  it('searches after a pause in typing, without losing what is typed meanwhile', async () => {
    jest.useFakeTimers();
    try {
      backend(page());
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      const box = screen.getByRole('searchbox', { name: 'Search articles' });
      await user.type(box, 'pit');
      await waitFor(() => expect(currentUrl()).toBe('/blog'));
      await act(() => jest.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(currentUrl()).toBe('/blog?q=pit'));
      await user.type(box, 'ch');
      expect(box).toHaveValue('pitch');
      await act(() => jest.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(currentUrl()).toBe('/blog?q=pitch'));
      expect(box).toHaveValue('pitch');
    } finally {
      jest.useRealTimers();
    }
  });

  it(`asks the site once per pause in typing: ahead at ${SEARCH_PREFETCH_MS} ms, the URL moved at ${SEARCH_DEBOUNCE_MS} ms`, async () => {
    jest.useFakeTimers();
    try {
      backend(page());
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'pitch deck');
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_PREFETCH_MS - 10));
      expect(server).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(10));
      const asked = [listAt('?q=pitch+deck')];
      expect(server.mock.calls.map(([url]) => String(url))).toEqual(asked);
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - SEARCH_PREFETCH_MS - 10));
      expect(currentUrl()).toBe('/blog');
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(currentUrl()).toBe('/blog?q=pitch+deck');
      expect(within(results()).getByText(/Showing 1–9/)).toBeInTheDocument();
      expect(server.mock.calls.map(([url]) => String(url))).toEqual(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the best-match order with a search only, where it is the order unless the visitor chooses another', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?q=deck' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await user.selectOptions(sort, 'oldest');
    await waitFor(() => expect(currentUrl()).toBe('/blog?q=deck&sort=oldest'));
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Remove search filter: deck' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=oldest'));
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Best match' })).toBeNull();
  });

  it('shows on each card of a search the words found, marked, in their text, and never as HTML', async () => {
    const found = [
      card({ title: 'Runway', match: 'the \u0002runway\u0003 &lt;b&gt;math&lt;/b&gt;' }),
      card({ title: 'Title only', excerpt: 'Own excerpt.', match: 'Own excerpt.' }),
    ];
    backend(() => ({ data: found.map((row) => ({ ...row, rank: 0.5, total: 2 })) }));
    await renderList({ path: '/blog?q=runway' });

    const first = (await screen.findByRole('link', { name: 'Runway' })).closest('article');
    expect(first?.querySelector('mark')).toHaveTextContent(/^runway$/);
    expect(first).toHaveTextContent('... the runway <b>math</b> ...');
    expect(first?.querySelector('b')).toBeNull();
    expect(screen.getByText('Own excerpt.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 articles')).toBeInTheDocument();
  });

  it('toggles the filter panel with a button on small screens', async () => {
    backend(page());
    const { user } = await renderList();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(screen.getByTestId('filter-panel'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the filter panel on Escape and gives the focus back to its button', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the focus on the checkbox clicked once the list has moved', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Metrics'));
    await waitFor(() => expect(results()).toHaveAttribute('data-state', 'current'));
    expect(screen.getByRole('checkbox', { name: /Metrics/ })).toHaveFocus();
  });

  it("gives the focus to the filters' heading when the control it was on goes (a badge removed, Clear), never to the document", async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?tag=Boston&tag=Metrics' });
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Remove topic filter: Metrics' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Boston'));
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl()).toBe('/blog'));
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toHaveFocus();
  });

  it('scrolls its lists of topics and authors past 16rem', async () => {
    backend(page());
    await renderList();
    expect(screen.getByTestId('topics-options')).toHaveStyle({ maxHeight: '16rem', overflowY: 'auto' });
    expect(screen.getByTestId('authors-options')).toHaveStyle({ maxHeight: '16rem', overflowY: 'auto' });
  });
});

describe('blog list states asked for when pressed', () => {
  const asked = () => server.mock.calls.map(([url]) => String(url));
  /** The main button pressed on `target`, not yet released. */
  const press = (user: Awaited<ReturnType<typeof renderList>>['user'], target: Element) => user.pointer({ keys: '[MouseLeft>]', target });

  it('asks for the state a box leads to when it is pressed, and shows it with the click without asking again', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    const box = screen.getByRole('checkbox', { name: /Fundraising/ });
    const label = box.closest('label') as Element;
    await press(user, label);
    expect(asked()).toEqual([listAt('?tag=Fundraising')]);
    await act(() => Promise.resolve());
    expect(currentUrl()).toBe('/blog');
    expect(box).not.toBeChecked();

    await user.pointer({ keys: '[/MouseLeft]', target: label });
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Fundraising'));
    expect(screen.getByRole('checkbox', { name: /Fundraising/ })).toBeChecked();
    expect(asked()).toEqual([listAt('?tag=Fundraising')]);
  });

  it('asks for a badge, Clear and a page link on their press, never a link to a post', async () => {
    backend(page(cards(9), 30));
    const { user } = await renderList({ path: '/blog?tag=Metrics&author=Maya+Okafor' });
    await openFilters(user);
    await press(user, screen.getByRole('button', { name: 'Remove topic filter: Metrics' }));
    await press(user, screen.getByRole('button', { name: 'Clear' }));
    await press(user, within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }));
    await press(user, within(results()).getAllByRole('article')[0]?.querySelector('h2 a') as Element);
    expect(asked()).toEqual([listAt('?author=Maya+Okafor'), listAt(''), listAt('?tag=Metrics&author=Maya+Okafor&page=2')]);
  });

  it('asks for every other order when the sort opens, and takes the one chosen from them', async () => {
    backend(page());
    const { user } = await renderList();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await press(user, sort);
    expect(asked()).toEqual([listAt('?sort=oldest'), listAt('?sort=title-asc'), listAt('?sort=title-desc')]);
    await user.selectOptions(sort, 'title-asc');
    await waitFor(() => expect(currentUrl()).toBe('/blog?sort=title-asc'));
    expect(asked()).toHaveLength(3);
  });

  it('asks for a box on Space, which ticks it when released', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    const box = screen.getByRole('checkbox', { name: /Metrics/ });
    box.focus();
    await user.keyboard('[Space>]');
    expect(asked()).toEqual([listAt('?tag=Metrics')]);
    expect(currentUrl()).toBe('/blog');
    await user.keyboard('[/Space]');
    await waitFor(() => expect(currentUrl()).toBe('/blog?tag=Metrics'));
    expect(asked()).toEqual([listAt('?tag=Metrics')]);
  });

  it('changes nothing for a press that ends elsewhere, nor asks again for a state it has', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    const label = screen.getByRole('checkbox', { name: /Fundraising/ }).closest('label') as Element;
    const pressAndLeave = () =>
      user.pointer([{ keys: '[MouseLeft>]', target: label }, { target: document.body }, { keys: '[/MouseLeft]' }]);
    await pressAndLeave();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await act(() => server.mock.results[0]?.value as Promise<unknown>);
    await pressAndLeave();
    expect(currentUrl()).toBe('/blog');
    expect(screen.getByRole('checkbox', { name: /Fundraising/ })).not.toBeChecked();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('shows nothing of a press whose request failed: the click asks again, and shows the error if that fails too', async () => {
    backend(page());
    server = serveListData(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await renderList();
    await openFilters(user);
    const label = screen.getByRole('checkbox', { name: /Fundraising/ }).closest('label') as Element;
    await press(user, label);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();

    await user.pointer({ keys: '[/MouseLeft]', target: label });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load blog posts. Please try again later.');
    expect(server).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith('Error fetching blog posts:', expect.any(TypeError));
  });
});

describe('blog list without scripts', () => {
  /** The server's page for `path` as a browser without scripts has it (`noscript` read as HTML), and a lookup in it. */
  async function pageWithoutScripts(path: string) {
    backend(page());
    const doc = new DOMParser().parseFromString((await renderList({ path })).serverHtml, 'text/html');
    const one = <E extends Element>(selector: string) => {
      const element = doc.querySelector<E>(selector);
      if (!element) throw new Error(`No ${selector} in the page`);
      return element;
    };
    return { doc, one };
  }
  /** The query a form sends (GET), with the button that sent it, as the browser builds it. */
  const sent = (form: HTMLFormElement, submitter?: HTMLElement) =>
    parseListState(new URLSearchParams(new FormData(form, submitter) as unknown as string[][]));
  const stateOf = (query: string) => parseListState(new URLSearchParams(query));

  it('sends the search with the topics, authors and the sort chosen (a default sort becomes best match)', async () => {
    const chosen = await pageWithoutScripts('/blog?sort=title-asc&tag=Metrics&author=Maya+Okafor');
    chosen.one<HTMLInputElement>('form[role="search"] input[name="q"]').value = 'deck';
    expect(sent(chosen.one('form[role="search"]'))).toEqual(stateOf('?q=deck&sort=title-asc&tag=Metrics&author=Maya+Okafor'));
    const byDefault = await pageWithoutScripts('/blog?tag=Metrics');
    byDefault.one<HTMLInputElement>('form[role="search"] input[name="q"]').value = 'deck';
    expect(sent(byDefault.one('form[role="search"]'))).toEqual(stateOf('?q=deck&tag=Metrics'));
    expect(stateOf('?q=deck&tag=Metrics').sort).toBe('relevance');
  });

  it('Apply sends the search, the sort and every box ticked, from page 1', async () => {
    const { doc, one } = await pageWithoutScripts('/blog?q=deck&tag=Metrics&page=2');
    const apply = Array.from(doc.querySelectorAll<HTMLButtonElement>('button[type="submit"]')).filter((b) => b.textContent === 'Apply');
    // One beside the sort, where the Filters button is with scripts, and one under the filters.
    expect(apply).toHaveLength(2);
    const panel = one<HTMLFormElement>('[data-testid="filter-panel"]');
    for (const button of apply) expect(button.form).toBe(panel);
    one<HTMLInputElement>('input[type="checkbox"][value="Fundraising"]').checked = true;
    one<HTMLInputElement>('input[type="checkbox"][value="Metrics"]').checked = false;
    one<HTMLSelectElement>('select[name="sort"]').value = 'oldest';
    expect(sent(panel, apply[0])).toEqual(stateOf('?q=deck&sort=oldest&tag=Fundraising'));
  });
});

describe('blog list history', () => {
  it("shows the URL's state in its controls whatever the browser restored of them (a reload, Back to the document)", async () => {
    backend(page());
    await renderList({
      path: '/blog?q=deck&tag=Metrics',
      beforeHydration: (container) => {
        const box = (value: string) => container.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${value}"]`);
        (box('Metrics') as HTMLInputElement).checked = false;
        (box('Fundraising') as HTMLInputElement).checked = true;
        (container.querySelector('input[name="q"]') as HTMLInputElement).value = 'typed before';
        (container.querySelector('select[name="sort"]') as HTMLSelectElement).value = 'oldest';
      },
    });
    expect(screen.getByRole('checkbox', { name: /^Metrics/, hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Fundraising/, hidden: true })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('deck');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('follows Back and Forward: the state of the URL, its search in the box', async () => {
    backend(page());
    const { user } = await renderList({ path: '/blog?q=seed' });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.clear(box);
    await user.type(box, 'deck{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/blog?q=deck'));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(box).toHaveValue('seed'));
    expect(results()).toHaveAttribute('data-query', '?q=seed');
    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(box).toHaveValue('deck'));
  });

  it('shows the state the page came with on Back, its boxes as the server rendered them', async () => {
    backend(page());
    const { user } = await renderList();
    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /Metrics/ }));
    await waitFor(() => expect(results()).toHaveAttribute('data-query', '?tag=Metrics'));
    expect(server).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(results()).toHaveAttribute('data-query', ''));
    expect(screen.getByRole('checkbox', { name: /Metrics/ })).not.toBeChecked();
    expect(screen.queryByText('Active Filters')).not.toBeInTheDocument();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("moves the focus to the new page's summary after a page link", async () => {
    backend(page(cards(9), 30));
    const { user } = await renderList();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(within(results()).getByText('Showing 10–18 of 30 articles')).toHaveFocus());
  });

  it("keeps its summary the same live region from page to page, with the new page's words", async () => {
    backend(page(cards(9), 30));
    const { user } = await renderList();
    const summary = within(results()).getByText('Showing 1–9 of 30 articles');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(summary).toHaveTextContent(/^Showing 10–18 of 30 articles$/));
    expect(results()).toContainElement(summary);
  });

  it(`shows a state seen in the last ${LIST_STALE_TIME_MS / 60_000} minutes without asking the server again, and asks again after`, async () => {
    jest.useFakeTimers();
    try {
      backend(page(cards(9), 30));
      const { user } = await renderList({ advanceTimers: jest.advanceTimersByTime });
      const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
      await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
      await waitFor(() => expect(currentUrl()).toBe('/blog?page=2'));
      await user.click(within(pagination()).getByRole('link', { name: 'Page 1' }));
      await waitFor(() => expect(currentUrl()).toBe('/blog'));
      expect(server).toHaveBeenCalledTimes(1);

      await act(() => jest.advanceTimersByTimeAsync(LIST_STALE_TIME_MS - 1000));
      await user.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
      await waitFor(() => expect(currentUrl()).toBe('/blog?page=2'));
      expect(server).toHaveBeenCalledTimes(1);

      await act(() => jest.advanceTimersByTimeAsync(2000));
      await user.click(within(pagination()).getByRole('link', { name: 'Page 1' }));
      // Kept, no longer fresh: on screen at once, and asked for again.
      expect(currentUrl()).toBe('/blog');
      expect(within(results()).getByText('Showing 1–9 of 30 articles')).toBeInTheDocument();
      expect(server).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
