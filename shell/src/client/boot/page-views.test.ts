import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { startAnalytics } from './page-views';

const pageViews = () => (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'page_view');

/** As an island changes the query through the location source. */
function changeQueryInPage(to: string) {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
}

let stop = () => {};
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => stop());

it('records one page view for the page, with its query, and one for each change of the query', () => {
  window.history.replaceState(null, '', '/blog?tag=Boston');
  stop = startAnalytics({ analyticsId: null });
  changeQueryInPage('/blog?tag=Boston&page=2');
  changeQueryInPage('/blog?tag=Boston&page=2#results');
  changeQueryInPage('/blog');
  expect(pageViews()).toEqual([
    { event: 'page_view', page_path: '/blog?tag=Boston' },
    { event: 'page_view', page_path: '/blog?tag=Boston&page=2' },
    { event: 'page_view', page_path: '/blog' },
  ]);
});

it('counts back and forward between the queries of the page, not a move to another path', () => {
  window.history.replaceState(null, '', '/blog?tag=Boston');
  stop = startAnalytics({ analyticsId: null });
  window.history.replaceState(null, '', '/blog?page=3');
  window.dispatchEvent(new PopStateEvent('popstate'));
  // The location source loads the other path as a document, which sends its own.
  window.history.replaceState(null, '', '/terms');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(pageViews()).toEqual([
    { event: 'page_view', page_path: '/blog?tag=Boston' },
    { event: 'page_view', page_path: '/blog?page=3' },
  ]);
});

it('records nothing for a prerendered page until it is shown', () => {
  window.history.replaceState(null, '', '/terms');
  const doc = document as Document & { prerendering?: boolean };
  Object.defineProperty(doc, 'prerendering', { value: true, configurable: true });
  try {
    stop = startAnalytics({ analyticsId: null }, doc);
    expect(pageViews()).toEqual([]);
    Object.defineProperty(doc, 'prerendering', { value: false, configurable: true });
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/terms' }]);
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(pageViews()).toHaveLength(1);
  } finally {
    Reflect.deleteProperty(doc, 'prerendering');
  }
});
