// The hydrator comes with the first React island due, once, and never on a page whose React islands
// all wait; if it cannot be loaded, the React islands due keep their server HTML, marked failed.
import { testConfig } from '@pv/shared/testing/test-config';
import type { IslandState, PageState } from '../../app/page-state';
import { hydratorLoader } from './load-hydrator';

const islands: IslandState[] = [
  { id: 'i0', owner: 'shell', name: 'floating-cta', kind: 'script', hydrate: 'scroll' },
  { id: 'i1', owner: 'mf_blog', name: 'blog-list', kind: 'react', hydrate: 'load', props: {} },
  { id: 'i2', owner: 'mf_marketing', name: 'founder-path-selector', kind: 'react', hydrate: 'visible', props: {} },
];
const HYDRATOR = ['/assets/hydrator.0123abcd.js'];
const state: PageState = { config: testConfig, route: '/blog', releases: {}, remotes: [], islands, hydrator: HYDRATOR };

const markerOf = (id: string) => document.querySelector<HTMLElement>(`[data-island-id="${id}"]`);
const markDue = (...ids: string[]) => ids.forEach((id) => markerOf(id)?.setAttribute('data-hydration', 'due'));
const hydratorScripts = () => Array.from(document.querySelectorAll('script'), (script) => script.getAttribute('src'));

beforeEach(() => {
  document.body.innerHTML = islands.map(({ id }) => `<pv-island data-island-id="${id}"><p>${id}</p></pv-island>`).join('');
  delete document.documentElement.dataset.page;
});

it('adds nothing while only script islands are due, then the hydrator once, with the first React island due', () => {
  const load = hydratorLoader(state);
  markDue('i0');
  load();
  expect(hydratorScripts()).toEqual([]);
  markDue('i1');
  load();
  expect(hydratorScripts()).toEqual(HYDRATOR);
  markDue('i2');
  load();
  expect(hydratorScripts()).toEqual(HYDRATOR);
});

it('marks the React islands due failed, now and later, when the hydrator cannot be loaded, and says so', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = hydratorLoader(state);
  markDue('i1');
  load();
  document.querySelector('script')?.dispatchEvent(new Event('error'));
  expect(markerOf('i1')?.getAttribute('data-hydration')).toBe('failed');
  expect(error).toHaveBeenCalledWith(
    "The hydrator could not be loaded (/assets/hydrator.0123abcd.js): the page's islands keep their server HTML",
  );
  markDue('i2');
  load();
  expect(markerOf('i2')?.getAttribute('data-hydration')).toBe('failed');
  expect(markerOf('i2')?.innerHTML).toBe('<p>i2</p>');
});
