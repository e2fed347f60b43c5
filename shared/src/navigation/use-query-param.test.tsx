import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { registerLocationSource, siteLocationOf } from '@pv/shared/navigation/site-location';
import { RequestLocationContext } from '@pv/shared/navigation/use-site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { withQueryParam } from '@pv/shared/navigation/query-param';
import { useQueryParam } from '@pv/shared/navigation/use-query-param';

function TabProbe() {
  const [tab, setTab] = useQueryParam('tab');
  return (
    <>
      <p data-testid="tab">{tab ?? 'none'}</p>
      <button type="button" onClick={() => setTab('forum')}>
        Forum
      </button>
      <button type="button" onClick={() => setTab('events', { replace: true })}>
        Events instead
      </button>
      <button type="button" onClick={() => setTab(null)}>
        Default
      </button>
    </>
  );
}

let unregister = () => {};
afterEach(() => unregister());

function atUrl(url: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/', url] });
  unregister = registerLocationSource(routerLocationSource(router));
  return router;
}

const shown = () => screen.getByTestId('tab').textContent;
const urlOf = (router: ReturnType<typeof atUrl>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('withQueryParam', () => {
  const here = { pathname: '/community', search: '?ref=mail&tab=events', hash: '#top' };
  it('sets, replaces and removes one parameter, keeping the others, the path and the hash', () => {
    expect(withQueryParam(here, 'tab', 'forum')).toEqual({ ...here, search: '?ref=mail&tab=forum' });
    expect(withQueryParam(here, 'tab', null)).toEqual({ ...here, search: '?ref=mail' });
    expect(withQueryParam({ ...here, search: '' }, 'tab', 'a b&c')).toEqual({ ...here, search: '?tab=a+b%26c' });
    expect(withQueryParam({ ...here, search: '?tab=x' }, 'tab', null).search).toBe('');
  });
});

describe('useQueryParam in the browser', () => {
  it('reads the parameter from the registered source', () => {
    atUrl('/community?tab=events');
    render(<TabProbe />);
    expect(shown()).toBe('events');
  });

  it('is null when the parameter is absent', () => {
    atUrl('/community');
    render(<TabProbe />);
    expect(shown()).toBe('none');
  });

  it('adds a history entry when set, replaces one when asked, and removes the parameter for null', async () => {
    const router = atUrl('/community?ref=mail#top');
    render(<TabProbe />);
    await act(async () => screen.getByRole('button', { name: 'Forum' }).click());
    expect(urlOf(router)).toBe('/community?ref=mail&tab=forum#top');
    expect(router.state.historyAction).toBe('PUSH');
    expect(shown()).toBe('forum');
    await act(async () => screen.getByRole('button', { name: 'Events instead' }).click());
    expect(urlOf(router)).toBe('/community?ref=mail&tab=events#top');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => screen.getByRole('button', { name: 'Default' }).click());
    expect(urlOf(router)).toBe('/community?ref=mail#top');
    expect(shown()).toBe('none');
  });

  it('follows back and forward', async () => {
    const router = atUrl('/community');
    render(<TabProbe />);
    await act(async () => screen.getByRole('button', { name: 'Forum' }).click());
    expect(shown()).toBe('forum');
    await act(() => router.navigate(-1));
    expect(shown()).toBe('none');
    await act(() => router.navigate(1));
    expect(shown()).toBe('forum');
  });

  it('reads the window location when no source is registered', () => {
    window.history.replaceState(null, '', '/community?tab=mentors');
    render(<TabProbe />);
    expect(shown()).toBe('mentors');
    window.history.replaceState(null, '', '/');
  });

  it('moves the window location in the page when no source is registered, and follows back and forward', async () => {
    window.history.replaceState(null, '', '/community?ref=mail#top');
    const entries = window.history.length;
    const announced = jest.fn();
    window.addEventListener(IN_PAGE_NAVIGATION_EVENT, announced);
    try {
      render(<TabProbe />);
      await act(async () => screen.getByRole('button', { name: 'Forum' }).click());
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/community?ref=mail&tab=forum#top');
      expect(window.history.length).toBe(entries + 1);
      expect(announced).toHaveBeenCalledTimes(1);
      expect(shown()).toBe('forum');
      await act(async () => screen.getByRole('button', { name: 'Events instead' }).click());
      expect(window.history.length).toBe(entries + 1);
      expect(shown()).toBe('events');
      await act(async () => {
        window.history.back();
        await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      });
      expect(shown()).toBe('none');
    } finally {
      window.removeEventListener(IN_PAGE_NAVIGATION_EVENT, announced);
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('useQueryParam on the server', () => {
  it('reads the request URL the server render provides', () => {
    const html = renderToString(
      <RequestLocationContext.Provider value={siteLocationOf(new URL('https://site.test/community?tab=success'))}>
        <TabProbe />
      </RequestLocationContext.Provider>,
    );
    expect(html).toContain('success');
  });

  it('hydrates without a mismatch: the first browser render agrees with the server HTML', async () => {
    const url = '/community?tab=forum';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RequestLocationContext.Provider value={siteLocationOf(new URL(url, 'https://site.test'))}>
        <TabProbe />
      </RequestLocationContext.Provider>,
    );
    document.body.append(container);
    atUrl(url);
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <TabProbe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="tab"]')?.textContent).toBe('forum');
    container.remove();
  });
});
