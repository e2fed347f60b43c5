import { historyLocationSource } from '@pv/shared/navigation/history-location-source';

/** A window at `url` whose history and location calls are recorded; `popTo` is back or forward to another entry. */
function browserAt(url: string) {
  let current = new URL(url);
  const popListeners: (() => void)[] = [];
  const move = (to: string | URL | null | undefined) => {
    current = new URL(String(to), current);
  };
  const location = {
    get href() {
      return current.href;
    },
    get origin() {
      return current.origin;
    },
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
    assign: jest.fn(),
    replace: jest.fn(),
    reload: jest.fn(),
  };
  const history = {
    pushState: jest.fn((_state: unknown, _unused: string, to?: string | URL | null) => move(to)),
    replaceState: jest.fn((_state: unknown, _unused: string, to?: string | URL | null) => move(to)),
  };
  const dispatched: string[] = [];
  const win = {
    location,
    history,
    addEventListener: (_type: string, listener: () => void) => popListeners.push(listener),
    dispatchEvent: (event: Event) => dispatched.push(event.type),
  };
  const source = historyLocationSource(win as unknown as Window);
  return {
    source,
    dispatched,
    location,
    history,
    popTo(to: string) {
      move(to);
      for (const listener of popListeners) listener();
    },
  };
}

it('reads the location without its origin', () => {
  const { source } = browserAt('https://site.test/blog?tag=Metrics#list');
  expect(source.location()).toEqual({ pathname: '/blog', search: '?tag=Metrics', hash: '#list' });
});

it('changes the query in the page: a history entry (or a replaced one), and every subscriber hears of it', () => {
  const { source, history, location, dispatched } = browserAt('https://site.test/blog');
  const listener = jest.fn();
  source.subscribe(listener);
  expect(source.navigatesInPage('/blog?page=2')).toBe(true);
  source.navigate('/blog?page=2');
  expect(history.pushState).toHaveBeenCalledWith(null, '', 'https://site.test/blog?page=2');
  source.navigate('/blog?page=3', { replace: true });
  expect(history.replaceState).toHaveBeenCalledWith(null, '', 'https://site.test/blog?page=3');
  expect(listener).toHaveBeenCalledTimes(2);
  expect(dispatched).toEqual(['pv-in-page-navigation', 'pv-in-page-navigation']);
  expect(source.location().search).toBe('?page=3');
  expect(location.assign).not.toHaveBeenCalled();
});

it('loads another path as a document, replacing the entry when asked', () => {
  const { source, history, location, dispatched } = browserAt('https://site.test/blog?page=2');
  expect(source.navigatesInPage('/blog/runway-math')).toBe(false);
  source.navigate('/blog/runway-math');
  expect(location.assign).toHaveBeenCalledWith('https://site.test/blog/runway-math');
  source.navigate('/terms', { replace: true });
  expect(location.replace).toHaveBeenCalledWith('https://site.test/terms');
  expect(history.pushState).not.toHaveBeenCalled();
  expect(dispatched).toEqual([]);
});

it('leaves a change of the hash alone, and another origin, to the browser', () => {
  const { source } = browserAt('https://site.test/privacy');
  expect(source.navigatesInPage('/privacy#cookies')).toBe(false);
  expect(source.navigatesInPage('https://other.test/privacy?x=1')).toBe(false);
  expect(source.navigatesInPage('/privacy')).toBe(true);
});

it('tells subscribers of back and forward within the page, and loads an entry of another path', () => {
  const { source, location, popTo } = browserAt('https://site.test/blog');
  const listener = jest.fn();
  const unsubscribe = source.subscribe(listener);
  source.navigate('/blog?page=2');
  popTo('/blog');
  expect(listener).toHaveBeenCalledTimes(2);
  expect(location.reload).not.toHaveBeenCalled();
  unsubscribe();
  source.navigate('/blog?page=4');
  expect(listener).toHaveBeenCalledTimes(2);
  // An entry of another path (pushed by someone else): load it as the page it is.
  popTo('/sitemap.xml');
  expect(location.reload).toHaveBeenCalledTimes(1);
});
