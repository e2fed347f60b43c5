import type * as VisitedLocations from './visited-locations';

/** A fresh copy of the module: its memory of a failed write lasts as long as the page. */
function load(): typeof VisitedLocations {
  let loaded: typeof VisitedLocations | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof VisitedLocations>('./visited-locations');
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

beforeEach(() => window.localStorage.clear());

it('keeps the visited ids under the visited-locations key as a JSON list', () => {
  const store = load();
  expect(store.VISITED_LOCATIONS_KEY).toBe('visited-locations');
  store.markVisited('hub');
  store.markVisited('community-plaza');
  store.markVisited('hub');
  expect(JSON.parse(window.localStorage.getItem('visited-locations') ?? 'null')).toEqual(['hub', 'community-plaza']);
  expect(load().visitedSnapshot()).toEqual(['hub', 'community-plaza']);
});

it('gives the same list until the stored value changes', () => {
  const store = load();
  window.localStorage.setItem('visited-locations', '["hub"]');
  const first = store.visitedSnapshot();
  expect(store.visitedSnapshot()).toBe(first);
  store.markVisited('strategy-tower');
  expect(store.visitedSnapshot()).not.toBe(first);
  expect(store.visitedSnapshot()).toEqual(['hub', 'strategy-tower']);
});

it.each([
  ['not JSON', '{oops'],
  ['an object', '{"hub": true}'],
  ['a string', '"hub"'],
  ['null', 'null'],
])('counts stored %s as nothing visited', (_, raw) => {
  window.localStorage.setItem('visited-locations', raw);
  const store = load();
  expect(store.visitedSnapshot()).toEqual([]);
  store.markVisited('hub');
  expect(window.localStorage.getItem('visited-locations')).toBe('["hub"]');
});

it('keeps only the strings of a stored list, each once', () => {
  window.localStorage.setItem('visited-locations', '["hub", 3, null, "hub", {"id": "x"}, "resources"]');
  expect(load().visitedSnapshot()).toEqual(['hub', 'resources']);
});

it('counts storage that cannot be read as nothing visited, and remembers visits in memory', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const store = load();
  expect(store.visitedSnapshot()).toEqual([]);
  expect(() => store.markVisited('hub')).not.toThrow();
  expect(store.visitedSnapshot()).toEqual(['hub']);
});

it('tells its subscribers of a visit here and of a change in another tab', () => {
  const store = load();
  const listener = jest.fn();
  const unsubscribe = store.subscribeVisited(listener);
  store.markVisited('hub');
  expect(listener).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent('storage', { key: 'visited-locations' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  store.markVisited('resources');
  expect(listener).toHaveBeenCalledTimes(2);
});
