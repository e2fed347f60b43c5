// The boot script's part: each island waits for its strategy; the hydrator is loaded once, with the
// first island due; a page whose islands all wait for the visitor is ready at once.
import type { IslandState } from '../../app/page-state';
import { ISLANDS_DUE_EVENT } from '../hydration-signals';
import { scheduleIslands } from './schedule-islands';

const islands: IslandState[] = [
  { id: 'i0', owner: 'shell', name: 'newsletter', props: {}, hydrate: 'visible' },
  { id: 'i1', owner: 'shell', name: 'floating-cta', props: {}, hydrate: 'scroll' },
];

beforeEach(() => {
  document.body.innerHTML = islands.map(({ id }) => `<pv-island data-island-id="${id}"><p>${id}</p></pv-island>`).join('');
  delete document.documentElement.dataset.page;
  window.scrollY = 0;
});

const noScripts = { loadHydrator: () => {}, startScriptIslands: () => {} };

const stateOf = (id: string) => document.querySelector(`[data-island-id="${id}"]`)?.getAttribute('data-hydration') ?? null;

it('marks each island due at its moment, loads the hydrator once, and tells it each time', () => {
  const loadHydrator = jest.fn();
  const told = jest.fn();
  document.addEventListener(ISLANDS_DUE_EVENT, told);
  // jsdom has no IntersectionObserver: `visible` is due at once there.
  scheduleIslands(islands, { loadHydrator, startScriptIslands: () => {} });
  expect([stateOf('i0'), stateOf('i1')]).toEqual(['due', null]);
  expect(loadHydrator).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('scroll'));
  expect([stateOf('i0'), stateOf('i1')]).toEqual(['due', 'due']);
  expect(loadHydrator).toHaveBeenCalledTimes(2);
  expect(told).toHaveBeenCalledTimes(2);
  document.removeEventListener(ISLANDS_DUE_EVENT, told);
});

it('marks the page ready at once when no island is hydrated unprompted, and not otherwise', () => {
  scheduleIslands(islands, noScripts);
  expect(document.documentElement.dataset.page).toBe('/');
  delete document.documentElement.dataset.page;
  scheduleIslands([{ ...islands[1], hydrate: 'load' } as IslandState], noScripts);
  expect(document.documentElement.dataset.page).toBeUndefined();
});

it('reports an island missing from the page and arms the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  scheduleIslands([{ id: 'i9', owner: 'mf_blog', name: 'blog-list', props: {}, hydrate: 'load' }, ...islands], noScripts);
  expect(error).toHaveBeenCalledWith('Island mf_blog:blog-list is missing from the page');
  expect(stateOf('i0')).toBe('due');
});

it('loads the hydrator when anything else marks islands due and says so', () => {
  const loadHydrator = jest.fn();
  scheduleIslands([{ ...islands[1], hydrate: 'scroll' } as IslandState], { loadHydrator, startScriptIslands: () => {} });
  expect(loadHydrator).not.toHaveBeenCalled();
  document.querySelector('[data-island-id="i1"]')?.setAttribute('data-hydration', 'due');
  document.dispatchEvent(new Event(ISLANDS_DUE_EVENT));
  expect(loadHydrator).toHaveBeenCalledTimes(1);
});

it('starts the script islands due first, and loads the hydrator only for an island still due after them', () => {
  const loadHydrator = jest.fn();
  // What the boot script's starter does with a script island: takes it.
  const startScriptIslands = jest.fn(() => document.querySelector('[data-island-id="i0"]')?.setAttribute('data-hydration', 'hydrating'));
  scheduleIslands([islands[0] as IslandState], { loadHydrator, startScriptIslands });
  expect(startScriptIslands).toHaveBeenCalledTimes(1);
  expect(loadHydrator).not.toHaveBeenCalled();
  document.querySelector('[data-island-id="i1"]')?.setAttribute('data-hydration', 'due');
  document.dispatchEvent(new Event(ISLANDS_DUE_EVENT));
  expect(startScriptIslands).toHaveBeenCalledTimes(2);
  expect(loadHydrator).toHaveBeenCalledTimes(1);
});
