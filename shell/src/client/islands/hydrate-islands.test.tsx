// Islands end to end in one process: the server's render of a page with islands, then the
// browser's hydration of each island on its own, as a root of its own.
import { useId, useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { island, IslandHostContext, IslandOwnerContext } from '@pv/shared/islands/island';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { testConfig } from '@pv/shared/testing/test-config';
import { createIslandCollector, placeIslands } from '@pv/shared/islands/island-placement';
import { islandStates, renderIslands } from '../../server/render-islands';
import { renderToHtml } from '../../server/render-to-html';
import type { PageState } from '../../app/page-state';
import { countTimerTasks } from '../../testing/task-counter';
import { loadIsland } from './load-island';
import { hydrateIslands } from './hydrate-islands';

jest.mock('./load-island', () => ({ loadIsland: jest.fn() }));

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
      <CounterIsland hydrate="load" label="First" />
      <p>Text between the islands stays the server&apos;s.</p>
      <IslandOwnerContext.Provider value="mf_blog">
        <CounterIsland hydrate="visible" label="Second" />
      </IslandOwnerContext.Provider>
    </main>
  );
}

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
  const state = pageStateOf(islandStates(collector.islands));
  return { html: placeIslands(page.html, collector.token, rendered), state };
}

const pageStateOf = (islands: PageState['islands']): PageState => ({
  config: testConfig,
  route: '/',
  releases: {},
  hydrator: [],
  remotes: [],
  islands,
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/**
 * What was logged, but for React's development warning that the server renderer and the browser's
 * rendered the same contexts: they share this test's process, never a browser.
 */
const logged = () =>
  jest.mocked(console.error).mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers concurrently'));

/**
 * Hydrates as the browser does, on React's own schedule: inside act() the islands' effects would
 * wait for act to end, which waits for them.
 */
async function hydrate(state: PageState) {
  // As the boot script does when each island's strategy says so.
  for (const marker of document.querySelectorAll('pv-island')) marker.setAttribute('data-hydration', 'due');
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await hydrateIslands(state);
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

it('renders each island in its marker, owned by the shell or the remote whose page it is in, with ids of its own', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const markers = Array.from(document.querySelectorAll('pv-island'));
  expect(markers.map((marker) => [marker.getAttribute('data-island'), marker.getAttribute('data-island-id')])).toEqual([
    ['shell:counter', 'i0'],
    ['mf_blog:counter', 'i1'],
  ]);
  const inputIds = Array.from(document.querySelectorAll('input'), (input) => input.id);
  expect(new Set(inputIds).size).toBe(2);
  expect(inputIds.every((id, index) => id.includes(`i${index}-`))).toBe(true);
  expect(state.islands).toEqual([
    { id: 'i0', owner: 'shell', name: 'counter', props: { label: 'First' }, hydrate: 'load' },
    { id: 'i1', owner: 'mf_blog', name: 'counter', props: { label: 'Second' }, hydrate: 'visible' },
  ]);
  expect(html).not.toContain('<template');
});

it('hydrates every island on its own from its props, without a mismatch, and leaves the rest alone', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const between = screen.getByText(/Text between/);
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  await hydrate(state);
  expect(logged()).toEqual([]);
  expect(jest.mocked(loadIsland).mock.calls).toEqual([
    ['shell', 'counter'],
    ['mf_blog', 'counter'],
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Second pressed 0 times' }));
  expect(screen.getByRole('button', { name: 'Second pressed 1 times' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'First pressed 0 times' })).toBeInTheDocument();
  expect(screen.getByText(/Text between/)).toBe(between);
});

it('starts each island in a task of its own, after the one it was called in (no long task on a slow phone)', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const tasks = countTimerTasks();
  const startedIn: number[] = [];
  jest.mocked(loadIsland).mockImplementation(async () => {
    startedIn.push(tasks.current());
    return CounterIsland;
  });
  await hydrate(state);
  expect(startedIn).toHaveLength(2);
  expect(startedIn[0]).toBeGreaterThan(0);
  expect(startedIn[1]).toBeGreaterThan(startedIn[0] ?? Infinity);
  expect(screen.getByRole('button', { name: 'Second pressed 0 times' })).toBeInTheDocument();
});

it('keeps the server HTML of an island that breaks or whose code does not arrive, and hydrates the others', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  const BrokenIsland = island('counter', Broken);
  jest
    .mocked(loadIsland)
    .mockImplementation(async (owner) => (owner === 'shell' ? BrokenIsland : Promise.reject(new Error('remote down'))));
  await hydrate(state);
  const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('pv-island[data-island-id]'));
  expect(within(first as HTMLElement).getByRole('button', { name: 'First pressed 0 times' })).toBeInTheDocument();
  expect(within(second as HTMLElement).getByRole('button', { name: 'Second pressed 0 times' })).toBeInTheDocument();
  expect(logged()).toContainEqual(['Island shell:counter failed:', expect.any(Error)]);
  expect(logged()).toContainEqual(['Island mf_blog:counter could not be loaded:', new Error('remote down')]);
  expect([first, second].map((marker) => marker?.getAttribute('data-hydration'))).toEqual(['failed', 'failed']);
});

it('hydrates only the islands marked due, each once, and marks each hydrated', async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  jest.mocked(loadIsland).mockResolvedValue(CounterIsland);
  const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('pv-island[data-island-id]'));
  first?.setAttribute('data-hydration', 'due');
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await hydrateIslands(state);
    expect([first, second].map((marker) => marker?.getAttribute('data-hydration'))).toEqual(['hydrated', null]);
    second?.setAttribute('data-hydration', 'due');
    await hydrateIslands(state);
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = true;
  }
  expect(jest.mocked(loadIsland).mock.calls).toEqual([
    ['shell', 'counter'],
    ['mf_blog', 'counter'],
  ]);
  expect([first, second].map((marker) => marker?.getAttribute('data-hydration'))).toEqual(['hydrated', 'hydrated']);
  expect(logged()).toEqual([]);
});

it("sends an analytics event when a remote's island does not load or breaks, none for the shell's own", async () => {
  const { html, state } = await serverRender();
  document.body.innerHTML = html;
  window.dataLayer = [];
  jest.mocked(loadIsland).mockImplementation(async () => Promise.reject(new Error('remote down')));
  await hydrate(state);
  expect(window.dataLayer).toEqual([{ event: 'remote_failure', remote: 'mf_blog', kind: 'load', label: 'counter' }]);

  document.body.innerHTML = html;
  window.dataLayer = [];
  jest.mocked(loadIsland).mockResolvedValue(island('counter', Broken));
  await hydrate(state);
  expect(window.dataLayer).toEqual([{ event: 'remote_failure', remote: 'mf_blog', kind: 'render', label: 'counter' }]);
});

function Hero({ title }: { title: string }) {
  const [liked, setLiked] = useState(false);
  return (
    <figure>
      <img src="/images/hero.webp" alt="" width={640} height={360} fetchPriority="high" />
      <button type="button" onClick={() => setLiked(true)}>
        {liked ? `Liked ${title}` : `Like ${title}`}
      </button>
    </figure>
  );
}
const HeroIsland = island('hero', Hero);

it("takes the preload React writes for an island's high-priority image out of the island, for the head, and hydrates it without a mismatch", async () => {
  const collector = createIslandCollector();
  const page = await renderToHtml(
    <IslandHostContext.Provider value={collector.host}>
      <main>
        <HeroIsland hydrate="load" title="the post" />
      </main>
    </IslandHostContext.Provider>,
  );
  const [rendered] = await renderIslands(collector.islands, {
    config: testConfig,
    emotionCache: createEmotionCache(),
    queryClient: new QueryClient(),
    location: { pathname: '/', search: '', hash: '' },
  });
  expect(rendered?.resourceHints).toBe('<link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/>');
  expect(rendered?.html).toMatch(/^<figure>/);

  document.body.innerHTML = placeIslands(page.html, collector.token, rendered ? [rendered] : []);
  expect(document.querySelector('link')).toBeNull();
  jest.mocked(loadIsland).mockResolvedValue(HeroIsland);
  await hydrate(pageStateOf(islandStates(collector.islands)));
  expect(logged()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Like the post' }));
  expect(screen.getByRole('button', { name: 'Liked the post' })).toBeInTheDocument();
});
