// The shell's script islands in the browser: the shell's chunk is imported once, and each script
// island due is started on its marker; React islands are the hydrator's. One that cannot be started
// keeps its server HTML and is marked failed.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { ScriptIslandStarts } from '@pv/shared/islands/islands-module';
import { testConfig } from '@pv/shared/testing/test-config';
import type { IslandState, PageState } from '../../app/page-state';
import { scriptIslandStarter } from './start-script-islands';

const islands: IslandState[] = [
  { id: 'i0', owner: 'shell', name: 'floating-cta', kind: 'script', hydrate: 'load' },
  { id: 'i1', owner: 'shell', name: 'email-form', kind: 'script', hydrate: 'visible' },
  { id: 'i2', owner: 'mf_programs', name: 'journey-map', kind: 'react', hydrate: 'load', props: {} },
];

const state: PageState = { config: testConfig, route: '/journey-map', releases: {}, remotes: [], islands };

const markerOf = (id: string) => document.querySelector<HTMLElement>(`[data-island-id="${id}"]`);
const stateOf = (id: string) => markerOf(id)?.getAttribute('data-hydration') ?? null;
const markDue = (...ids: string[]) => ids.forEach((id) => markerOf(id)?.setAttribute('data-hydration', 'due'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const importing = (starts: Promise<{ scriptIslands: ScriptIslandStarts }>) => jest.fn(() => starts);

beforeEach(() => {
  document.body.innerHTML = islands.map(({ id }) => `<pv-island data-island-id="${id}"><p>${id}</p></pv-island>`).join('');
  delete document.documentElement.dataset.page;
});

it("imports the shell's chunk once and starts each script island due on its marker, leaving React islands to the hydrator", async () => {
  const start = jest.fn(() => () => {});
  const importShell = importing(Promise.resolve({ scriptIslands: { 'floating-cta': start, 'email-form': start } }));
  const startDue = scriptIslandStarter(state, importShell);
  markDue('i0', 'i2');
  startDue();
  expect(stateOf('i0')).toBe('hydrating');
  expect(stateOf('i2')).toBe('due');
  await settled();
  expect(start).toHaveBeenCalledWith(markerOf('i0'));
  expect(stateOf('i0')).toBe('hydrated');
  markDue('i1');
  startDue();
  await settled();
  expect(importShell).toHaveBeenCalledTimes(1);
  expect(start).toHaveBeenCalledWith(markerOf('i1'));
  expect(stateOf('i1')).toBe('hydrated');
});

it('marks the page ready once every island started unprompted has settled', async () => {
  const onlyScripts = { ...state, islands: islands.slice(0, 2) };
  const startDue = scriptIslandStarter(onlyScripts, importing(Promise.resolve({ scriptIslands: { 'floating-cta': () => () => {} } })));
  markDue('i0');
  startDue();
  expect(document.documentElement.dataset.page).toBeUndefined();
  await settled();
  expect(document.documentElement.dataset.page).toBe('/');
});

it('keeps the server HTML of an island whose start throws, logs it and marks it failed', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const broken = () => {
    throw new Error('no form in the HTML');
  };
  const startDue = scriptIslandStarter(state, importing(Promise.resolve({ scriptIslands: { 'floating-cta': broken } })));
  markDue('i0');
  startDue();
  await settled();
  expect(stateOf('i0')).toBe('failed');
  expect(markerOf('i0')?.innerHTML).toBe('<p>i0</p>');
  expect(error).toHaveBeenCalledWith('Island shell:floating-cta failed:', new Error('no form in the HTML'));
});

it("marks an island failed when the shell's chunk does not list it, or does not arrive in time", async () => {
  jest.useFakeTimers();
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const unlisted = scriptIslandStarter(state, importing(Promise.resolve({ scriptIslands: {} })));
  markDue('i0');
  unlisted();
  await jest.advanceTimersByTimeAsync(0);
  expect(stateOf('i0')).toBe('failed');
  expect(error).toHaveBeenCalledWith(
    'Island shell:floating-cta could not be loaded:',
    new Error('The shell has no script island "floating-cta"'),
  );

  const never = scriptIslandStarter(state, importing(new Promise(() => {})));
  markDue('i1');
  never();
  await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS.browser - 1);
  expect(stateOf('i1')).toBe('hydrating');
  await jest.advanceTimersByTimeAsync(1);
  expect(stateOf('i1')).toBe('failed');
  jest.useRealTimers();
});
