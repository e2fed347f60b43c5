import type { LocationSource, SiteLocation } from '@pv/shared/navigation/site-location';
import { startAnalytics } from './page-views';

function source(start: SiteLocation) {
  let location = start;
  const listeners = new Set<() => void>();
  const fake: LocationSource = {
    location: () => location,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: () => {},
    navigatesInPage: () => true,
  };
  return {
    fake,
    moveTo(next: Partial<SiteLocation>) {
      location = { ...location, ...next };
      for (const listener of listeners) listener();
    },
  };
}

const pageViews = () => (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'page_view');

beforeEach(() => {
  window.dataLayer = [];
});

it('records one page view for the page, with its query, and one for each change of the query', () => {
  const { fake, moveTo } = source({ pathname: '/blog', search: '?tag=Boston', hash: '' });
  startAnalytics({ analyticsId: null }, fake);
  moveTo({ search: '?tag=Boston&page=2' });
  moveTo({ hash: '#results' });
  moveTo({ search: '' });
  expect(pageViews()).toEqual([
    { event: 'page_view', page_path: '/blog?tag=Boston' },
    { event: 'page_view', page_path: '/blog?tag=Boston&page=2' },
    { event: 'page_view', page_path: '/blog' },
  ]);
});

it('records nothing for a prerendered page until it is shown', () => {
  const doc = document as Document & { prerendering?: boolean };
  Object.defineProperty(doc, 'prerendering', { value: true, configurable: true });
  try {
    startAnalytics({ analyticsId: null }, source({ pathname: '/terms', search: '', hash: '' }).fake, doc);
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
