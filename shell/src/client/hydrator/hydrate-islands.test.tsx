// React islands end to end in one process: the server's render of a page with islands, then the
// hydrator's work on each island due, as a root of its own, with the component its remote exposes.
import { useId, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { island, IslandHostContext, IslandOwnerContext } from '@pv/shared/islands/island';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { testConfig } from '@pv/shared/testing/test-config';
import { createIslandCollector, placeIslands } from '@pv/shared/islands/island-placement';
import { islandStates, renderIslands, renderToHtml } from '../../server/render-to-html';
import type { PageState } from '../../app/page-state';
import { countTimerTasks } from '../../testing/task-counter';
import { loadIsland, registerContainers, reloadContainer } from './load-island';
import { hydrateIslands } from './hydrate-islands';
import { islandRetryCopy } from './island-retry';

jest.mock('./load-island', () => ({ loadIsland: jest.fn(), registerContainers: jest.fn(), reloadContainer: jest.fn() }));

function Counter({ label }: { label: string }) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <p>
      <label htmlFor={id}>{label}</label> <input id={id} />
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} pressed {count} times
      </button>
    </p>
  );
}
const CounterIsland = island('counter', Counter);

function Broken({ label }: { label: string }): never {
  throw new Error(`${label} is broken in the browser`);
}

function Page() {
  return (
    <main>
      <h1>A page</h1>
      <IslandOwnerContext.Provider value="mf_marketing">
        <CounterIsland hydrate="load" label="First" />
      </IslandOwnerContext.Provider>
      <p>Text between the islands stays the server&apos;s.</p>
      <IslandOwnerContext.Provider value="mf_blog">
        <CounterIsland hydrate="visible" label="Second" />
      </IslandOwnerContext.Provider>
    </main>
  );
}

const REMOTES: PageState['remotes'] = [
  { name: 'mf_marketing', entry: 'http://marketing.test/releases/1.0.0-a/browser/remoteEntry.js' },
  { name: 'mf_blog', entry: 'http://blog.test/releases/2.0.0-b/browser/remoteEntry.js' },
];

async function serverRender() {
  const collector = createIslandCollector();
  const page = await renderToHtml(
    <IslandHostContext.Provider value={collector.host}>
      <Page />
    </IslandHostContext.Provider>,
  );
  const rendered = await renderIslands(collector.islands, {
    config: testConfig,
    emotionCache: createEmotionCache(),
    queryClient: new QueryClient(),
    location: { pathname: '/', search: '', hash: '' },
  });
  const state: PageState = { config: testConfig, route: '/', releases: {}, remotes: REMOTES, islands: islandStates(collector.islands) };
  return { html: placeIslands(page.html, collector.token, rendered), state };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadIsland).mockReset();
  window.dataLayer = [];
});

/**
 * What was logged, but for React's development warning that the server renderer and the browser's
 * rendered the same contexts: they share this test's process, never a browser.
 */
const logged = () =>
  jest.mocked(console.error).mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers concurrently'));

const markers = () => Array.from(document.querySelectorAll<HTMLElement>('pv-island[data-island-id]'));
const states = () => markers().map((marker) => marker.getAttribute('data-hydration'));

/** Runs the hydrator on React's own schedule: inside act() the islands' effects would wait for act to end, which waits for them. */
async function outsideAct<T>(run: () => Promise<T>): Promise<T> {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await run();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

/** As the boot script does when each island's strategy says so, then the hydrator. */
async function hydrateAll(state: PageState) {
  for (const marker of markers()) marker.setAttribute('data-hydration', 'due');
  await outsideAct(() => hydrateIslands(state));
}

it("records each island's owner, strategy and props for the browser, with ids of its own", async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  expect(markers().map((marker) => [marker.getAttribute('data-island'), marker.getAttribute('data-island-id')])).toEqual([
    ['mf_marketing:counter', 'i0'],
    ['mf_blog:counter', 'i1'],
  ]);
  const inputIds = Array.from(document.querySelectorAll('input'), (input) => input.id);
  expect(new Set(inputIds).size).toBe(2);
  expect(inputIds.every((id, index) => id.includes(`i${index}-`))).toBe(true);
  expect(state.islands).toEqual([
    { id: 'i0', owner: 'mf_marketing', name: 'counter', kind: 'react', props: { label: 'First' }, hydrate: 'load' },
    { id: 'i1', owner: 'mf_blog', name: 'counter', kind: 'react', props: { label: 'Second' }, hydrate: 'visible' },
  ]);
});

it("hydrates every island due on its own from its props, without a mismatch, from the containers of the page's releases", async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const between = screen.getByText(/Text between/);
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  await hydrateAll(state);
  expect(logged()).toEqual([]);
  expect(registerContainers).toHaveBeenCalledWith(REMOTES);
  expect(jest.mocked(loadIsland).mock.calls).toEqual([
    ['mf_marketing', 'counter'],
    ['mf_blog', 'counter'],
  ]);
  expect(states()).toEqual(['hydrated', 'hydrated']);
  fireEvent.click(screen.getByRole('button', { name: 'Second pressed 0 times' }));
  expect(screen.getByRole('button', { name: 'Second pressed 1 times' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'First pressed 0 times' })).toBeInTheDocument();
  expect(screen.getByText(/Text between/)).toBe(between);
});

it('hydrates only the islands marked due, each once', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  const [first, second] = markers();
  first?.setAttribute('data-hydration', 'due');
  await outsideAct(() => hydrateIslands(state));
  expect(states()).toEqual(['hydrated', null]);
  second?.setAttribute('data-hydration', 'due');
  await outsideAct(() => hydrateIslands(state));
  expect(jest.mocked(loadIsland)).toHaveBeenCalledTimes(2);
  expect(states()).toEqual(['hydrated', 'hydrated']);
});

it('starts each island in a task of its own, after the one it was called in (no long task on a slow phone)', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const tasks = countTimerTasks();
  const hydratedIn: number[] = [];
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  const observer = new MutationObserver(() => hydratedIn.push(tasks.current()));
  observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-hydration'] });
  await hydrateAll(state);
  observer.disconnect();
  expect(tasks.current()).toBeGreaterThan(1);
});

it('keeps the server HTML of an island that breaks, and reports it for its remote', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  jest.mocked(loadIsland).mockImplementation(async (remote) => (remote === 'mf_blog' ? island('counter', Broken) : CounterIsland));
  await hydrateAll(state);
  const [first, second] = markers();
  expect(within(second as HTMLElement).getByRole('button', { name: 'Second pressed 0 times' })).toBeInTheDocument();
  fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'First pressed 0 times' }));
  expect(within(first as HTMLElement).getByRole('button', { name: 'First pressed 1 times' })).toBeInTheDocument();
  expect(logged()).toContainEqual(['Island mf_blog:counter failed:', expect.any(Error)]);
  expect(states()).toEqual(['hydrated', 'failed']);
  expect(window.dataLayer).toEqual([{ event: 'remote_failure', remote: 'mf_blog', kind: 'render', label: 'counter' }]);
  expect(screen.queryByTestId('island-retry')).toBeNull();
});

it('keeps the server HTML of an island whose container does not load, shows Retry before it, and hydrates it once Retry finds it', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  jest
    .mocked(loadIsland)
    .mockImplementation(async (remote) => (remote === 'mf_blog' ? Promise.reject(new Error('remote down')) : CounterIsland));
  await hydrateAll(state);
  expect(states()).toEqual(['hydrated', 'failed']);
  expect(logged()).toContainEqual(['Island mf_blog:counter could not be loaded:', new Error('remote down')]);
  expect(window.dataLayer).toEqual([{ event: 'remote_failure', remote: 'mf_blog', kind: 'load', label: 'counter' }]);
  const [, second] = markers();
  // Its links and forms work as the server sent them; Retry sits just before it.
  expect(within(second as HTMLElement).getByRole('button', { name: 'Second pressed 0 times' })).toBeInTheDocument();
  const notice = await screen.findByTestId('island-retry');
  expect(notice.parentElement?.nextElementSibling).toBe(second);
  expect(notice).toHaveTextContent(islandRetryCopy.message);

  // Still down: the notice stays, ready again.
  await outsideAct(async () => {
    fireEvent.click(within(notice).getByRole('button', { name: islandRetryCopy.retry }));
    await waitFor(() => expect(reloadContainer).toHaveBeenCalledWith(REMOTES[1]));
    await waitFor(() => expect(within(notice).getByRole('button', { name: islandRetryCopy.retry })).toBeEnabled());
  });
  expect(states()).toEqual(['hydrated', 'failed']);

  // Back: hydrated, and the notice is gone.
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  await outsideAct(async () => {
    fireEvent.click(within(screen.getByTestId('island-retry')).getByRole('button', { name: islandRetryCopy.retry }));
    await waitFor(() => expect(states()).toEqual(['hydrated', 'hydrated']));
    await waitFor(() => expect(screen.queryByTestId('island-retry')).toBeNull());
  });
  fireEvent.click(screen.getByRole('button', { name: 'Second pressed 0 times' }));
  expect(screen.getByRole('button', { name: 'Second pressed 1 times' })).toBeInTheDocument();
});
