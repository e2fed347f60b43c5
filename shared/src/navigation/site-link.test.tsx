import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { registerLocationSource, type LocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';

function fakeSource(inPage = true): LocationSource & { navigate: jest.Mock } {
  return {
    location: () => ({ pathname: '/', search: '', hash: '' }),
    subscribe: () => () => {},
    navigate: jest.fn(),
    navigatesInPage: () => inPage,
  };
}

let unregister = () => {};
afterEach(() => unregister());

/**
 * Clicks the link and says whether the page took the click over (prevented the browser's
 * navigation); the browser's own navigation is then stopped, as jsdom cannot load pages.
 */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  let takenOver: boolean | undefined;
  const stop = (event: Event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(link, { button: 0, ...init });
  document.removeEventListener('click', stop);
  return takenOver;
}

describe('SiteLink', () => {
  it('is an anchor with the real href and its other attributes', () => {
    render(
      <SiteLink href="/programs?x=1#fit" className="c" aria-current="page">
        Programs
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Programs' });
    expect(link).toHaveAttribute('href', '/programs?x=1#fit');
    expect(link).toHaveAttribute('class', 'c');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('hands a plain left click to the registered location source', () => {
    const source = fakeSource();
    unregister = registerLocationSource(source);
    const onClick = jest.fn();
    render(
      <SiteLink href="/events" onClick={onClick}>
        Events
      </SiteLink>,
    );
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(source.navigate).toHaveBeenCalledWith('/events', { replace: false });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['with Ctrl', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Shift', { shiftKey: true }],
    ['with Alt', { altKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', (_name, init) => {
    const source = fakeSource();
    unregister = registerLocationSource(source);
    render(<SiteLink href="/events">Events</SiteLink>);
    expect(click(screen.getByRole('link'), init)).toBe(false);
    expect(source.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['another tab', { href: '/events', target: '_blank' }],
    ['a download', { href: '/resources/guide.pdf', download: true }],
    ['another host', { href: '//cdn.example.com/x' }],
    ['another scheme', { href: 'mailto:hello@example.com' }],
  ])('leaves a link to %s to the browser', (_name, props) => {
    const source = fakeSource();
    unregister = registerLocationSource(source);
    render(<SiteLink {...props}>Go</SiteLink>);
    expect(click(screen.getByRole('link'))).toBe(false);
    expect(source.navigate).not.toHaveBeenCalled();
  });

  it('does nothing more when its own click handler prevented the default', () => {
    const source = fakeSource();
    unregister = registerLocationSource(source);
    render(
      <SiteLink href="/events" onClick={(event) => event.preventDefault()}>
        Events
      </SiteLink>,
    );
    click(screen.getByRole('link'));
    expect(source.navigate).not.toHaveBeenCalled();
  });

  it('leaves a navigation the source does not make in the page (another document) to the browser', () => {
    const source = fakeSource(false);
    unregister = registerLocationSource(source);
    render(<SiteLink href="/events">Events</SiteLink>);
    expect(click(screen.getByRole('link'))).toBe(false);
    expect(source.navigate).not.toHaveBeenCalled();
  });

  it('lets the browser load the page when no source is registered', () => {
    render(<SiteLink href="/events">Events</SiteLink>);
    expect(click(screen.getByRole('link'))).toBe(false);
  });

  it('moves a data router to the path, with its query and hash', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/'] });
    unregister = registerLocationSource(routerLocationSource(router));
    render(<SiteLink href="/blog?tag=Metrics#list">Metrics</SiteLink>);
    await act(async () => {
      click(screen.getByRole('link'));
    });
    expect(router.state.location).toMatchObject({ pathname: '/blog', search: '?tag=Metrics', hash: '#list' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is to the URL already shown, as a second click would add a duplicate', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/', '/events?type=workshop'] });
    unregister = registerLocationSource(routerLocationSource(router));
    render(<SiteLink href="/events?type=workshop">Workshops</SiteLink>);
    await act(async () => {
      click(screen.getByRole('link'));
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
