import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Header } from './header';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS } from './navigation';

function renderHeader(path = '/privacy') {
  const view = render(<Header path={path} />);
  return { moveTo: (next: string) => view.rerender(<Header path={next} />) };
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

  it('Escape closes the mobile menu from inside it and gives the focus back to its toggle', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const home = within(mobile).getByRole('link', { name: 'Home' });
    home.focus();
    fireEvent.keyDown(home, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes every open menu when the route changes', () => {
    const page = renderHeader();
    fireEvent.click(aboutTrigger());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile', hidden: true });
    fireEvent.click(within(mobile).getByRole('button', { name: /Programs/ }));
    page.moveTo('/terms');
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

  it('highlights the active route, in the bar, its dropdown and the phone menu', () => {
    renderHeader('/mentors');
    expect(mainNav().getByRole('link', { name: 'Mentors', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Blog', hidden: true })).not.toHaveAttribute('aria-current');
    const mobile = within(document.querySelector<HTMLElement>('nav[aria-label="Mobile"]') ?? document.body);
    expect(mobile.getByRole('link', { name: 'Mentors', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the group of the active route, and its link in the dropdown', () => {
    renderHeader('/programs/compass');
    expect(mainNav().getByRole('button', { name: 'Programs', hidden: true })).toHaveAttribute('data-active', 'true');
    expect(mainNav().getByRole('link', { name: 'Compass Assessment', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('records the call to action as a cta_click and an external link click', () => {
    window.dataLayer = [];
    renderHeader();
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: /Start Free Assessment/, hidden: true }));
    document.removeEventListener('click', stop);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'external_link_click', category: 'Header' }),
      { event: 'cta_click', category: 'Header', label: 'Start Free Assessment' },
    ]);
  });
});
