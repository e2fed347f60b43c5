import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Header } from './header';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS } from './navigation';

function renderHeader(path = '/privacy') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// jsdom applies no media queries, so the desktop-only navigation is display:none there (and hidden
// elements have no accessible name): find it by its label attribute.
const mainNav = () => within(document.querySelector<HTMLElement>('nav[aria-label="Main"]') ?? document.body);
const aboutTrigger = () => mainNav().getByRole('button', { name: 'About', hidden: true });
const mousePointer = { pointerType: 'mouse' };

describe('Header', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the About dropdown 300 ms after hover and closes it 150 ms after leaving', () => {
    renderHeader();
    const dropdown = aboutTrigger().parentElement as HTMLElement;
    fireEvent.pointerOver(dropdown, mousePointer);
    act(() => jest.advanceTimersByTime(DROPDOWN_OPEN_DELAY_MS - 1));
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerOut(dropdown, mousePointer);
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists About Us, Team and Events in the dropdown, and Escape closes it', () => {
    renderHeader();
    fireEvent.click(aboutTrigger());
    const menu = document.getElementById(aboutTrigger().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/team', '/events']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(aboutTrigger()).toHaveFocus();
  });

  it('closes every open menu when the route changes', async () => {
    const router = renderHeader();
    fireEvent.click(aboutTrigger());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    fireEvent.click(within(mobile).getByRole('button', { name: /Programs/ }));
    await act(() => router.navigate('/terms'));
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mobile).getByRole('button', { name: /Programs/, hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns on the scrolled state above 50 px', () => {
    renderHeader();
    const header = screen.getByTestId('site-header');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled');
  });

  it('opens the external assessment in a new tab with campaign parameters', () => {
    renderHeader();
    const cta = screen.getByRole('link', { name: /Start Free Assessment/, hidden: true });
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(cta.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://assessment.example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'website', utm_medium: 'header', utm_campaign: 'homepage' });
    expect(screen.getByRole('link', { name: /Take Compass Assessment/, hidden: true })).toHaveAttribute('href', cta.getAttribute('href'));
  });

  it('highlights the active route', () => {
    renderHeader('/mentors');
    expect(mainNav().getByRole('link', { name: 'Mentors', hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});
