// Script islands in the browser (docs/decisions/0026-script-islands.md): each remote's
// script-islands.js (its browser entry) is imported once, and each island due is
// started on its marker; one that cannot be started keeps its server HTML, is marked failed and
// reported.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { testConfig } from '@pv/shared/testing/test-config';
import type { IslandState, PageState } from '../../app/page-state';
import { scriptIslandStarter, type ImportModule } from './start-script-islands';

const MODULE = 'http://remote.test/releases/1.0.0-abc/browser/script-islands.js';

const islands: IslandState[] = [
  { id: 'i0', owner: 'mf_programs', name: 'journey-map', hydrate: 'load' },
  { id: 'i1', owner: 'mf_programs', name: 'other-map', hydrate: 'visible' },
  { id: 'i2', owner: 'shell', name: 'newsletter', hydrate: 'visible' },
];

const state: PageState = {
  config: testConfig,
  route: '/journey-map',
  releases: { mf_programs: '1.0.0-abc' },
  remotes: [{ name: 'mf_programs', entry: MODULE }],
  islands,
};

const markerOf = (id: string) => document.querySelector<HTMLElement>(`[data-island-id="${id}"]`);
const stateOf = (id: string) => markerOf(id)?.getAttribute('data-hydration') ?? null;
const markDue = (...ids: string[]) => ids.forEach((id) => markerOf(id)?.setAttribute('data-hydration', 'due'));
const importing = (module: Promise<{ scriptIslands?: ScriptIslandStarts }>) => jest.fn<ReturnType<ImportModule>, [string]>(() => module);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = islands.map(({ id }) => `<pv-island data-island-id="${id}"><p>${id}</p></pv-island>`).join('');
  delete document.documentElement.dataset.page;
  window.dataLayer = [];
});

it('imports the remote module once, from its entry, and starts each script island due on its marker', async () => {
  const start = jest.fn(() => () => {});
  const importModule = importing(Promise.resolve({ scriptIslands: { 'journey-map': start, 'other-map': start } }));
  const startDue = scriptIslandStarter(state, { importModule });
  markDue('i0');
  startDue();
  expect(stateOf('i0')).toBe('hydrating');
  await settled();
  expect(importModule.mock.calls).toEqual([[MODULE]]);
  expect(start).toHaveBeenCalledWith(markerOf('i0'));
  expect(stateOf('i0')).toBe('hydrated');
  // The one `load` island has started: the page is ready.
  expect(document.documentElement.dataset.page).toBe('/');
  // The other island of that remote, due later, needs no second import.
  markDue('i1');
  startDue();
  await settled();
  expect(importModule).toHaveBeenCalledTimes(1);
  expect(start).toHaveBeenCalledWith(markerOf('i1'));
  expect(stateOf('i1')).toBe('hydrated');
});

it('marks an island failed and reports it when its remote module does not load, and the page is still ready', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const failure = new TypeError('Failed to fetch dynamically imported module');
  const startDue = scriptIslandStarter(state, { importModule: importing(Promise.reject(failure)) });
  markDue('i0');
  startDue();
  await settled();
  expect(stateOf('i0')).toBe('failed');
  expect(error).toHaveBeenCalledWith('Island mf_programs:journey-map could not be loaded:', failure);
  expect(window.dataLayer).toContainEqual({ event: 'remote_failure', remote: 'mf_programs', kind: 'load', label: 'journey-map' });
  expect(document.documentElement.dataset.page).toBe('/');
});

it(`gives up on a remote module after the browser's time-out for a remote (${REMOTE_TIMEOUT_MS.browser} ms)`, async () => {
  jest.useFakeTimers();
  try {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const startDue = scriptIslandStarter(state, { importModule: importing(new Promise(() => {})) });
    markDue('i0');
    startDue();
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS.browser - 1);
    expect(stateOf('i0')).toBe('hydrating');
    await jest.advanceTimersByTimeAsync(1);
    expect(stateOf('i0')).toBe('failed');
    expect(error).toHaveBeenCalledWith(
      'Island mf_programs:journey-map could not be loaded:',
      new Error(`${MODULE} did not load within ${REMOTE_TIMEOUT_MS.browser} ms`),
    );
  } finally {
    jest.useRealTimers();
  }
});

it('marks an island failed when the module does not list it, or exports nothing', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  markDue('i0');
  scriptIslandStarter(state, { importModule: importing(Promise.resolve({ scriptIslands: { 'other-map': () => () => {} } })) })();
  await settled();
  expect(stateOf('i0')).toBe('failed');
  expect(error).toHaveBeenCalledWith(
    'Island mf_programs:journey-map could not be loaded:',
    new Error('mf_programs has no script island "journey-map"'),
  );

  markDue('i1');
  scriptIslandStarter(state, { importModule: importing(Promise.resolve({})) })();
  await settled();
  expect(stateOf('i1')).toBe('failed');
  expect(error).toHaveBeenCalledWith('Island mf_programs:other-map could not be loaded:', new Error(`${MODULE} exports no scriptIslands`));
});

it('marks an island failed when its start throws, reports it as a render failure, and starts the others', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const other = jest.fn(() => () => {});
  const thrown = new Error('no map here');
  const scriptIslands = {
    'journey-map': () => {
      throw thrown;
    },
    'other-map': other,
  };
  markDue('i0', 'i1');
  scriptIslandStarter(state, { importModule: importing(Promise.resolve({ scriptIslands })) })();
  await settled();
  expect([stateOf('i0'), stateOf('i1')]).toEqual(['failed', 'hydrated']);
  expect(error).toHaveBeenCalledWith('Island mf_programs:journey-map failed:', thrown);
  expect(window.dataLayer).toContainEqual({ event: 'remote_failure', remote: 'mf_programs', kind: 'render', label: 'journey-map' });
});

it("starts the shell's own script islands with a chunk of the boot script's build, never a remote's module", async () => {
  const start = jest.fn(() => () => {});
  const importModule = importing(Promise.resolve({ scriptIslands: {} }));
  const importShell = jest.fn(() => Promise.resolve({ scriptIslands: { newsletter: start } }));
  markDue('i2');
  scriptIslandStarter({ ...state, islands: [{ ...(islands[2] as IslandState) }] }, { importModule, importShell })();
  await settled();
  expect(start).toHaveBeenCalledWith(markerOf('i2'));
  expect(stateOf('i2')).toBe('hydrated');
  expect(importModule).not.toHaveBeenCalled();
});

it("logs a shell's script island that cannot be loaded, without a remote's failure report", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const failure = new Error('chunk failed');
  markDue('i2');
  const importShell = () => Promise.reject(failure);
  scriptIslandStarter({ ...state, islands: [{ ...(islands[2] as IslandState) }] }, { importShell })();
  await settled();
  expect(stateOf('i2')).toBe('failed');
  expect(error).toHaveBeenCalledWith('Island shell:newsletter could not be loaded:', failure);
  expect(window.dataLayer).toEqual([]);
});
