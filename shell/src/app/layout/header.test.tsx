import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Header } from './header';
import { startHeaderMenus } from './header-menus';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS } from './navigation';

/** The header as the server sends it; `script` false leaves it as it is before the boot script runs. */
function renderHeader(path = '/privacy', { script = true } = {}) {
  document.body.innerHTML = renderToString(<Header path={path} />);
  if (script) startHeaderMenus(document, window);
}

// jsdom applies no media queries, so the desktop-only navigation is display:none there (and hidden
// elements have no accessible name): find it by its label attribute.
const mainNav = () => within(document.querySelector<HTMLElement>('nav[aria-label="Main"]') ?? document.body);
const aboutTrigger = () => mainNav().getByRole('button', { name: 'About', hidden: true });
const mobileNav = () => document.querySelector<HTMLElement>('nav[aria-label="Mobile"]') as HTMLElement;

/** jsdom has no PointerEvent: an event of that name carrying the kind of pointer. */
function point(target: Element, type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('Header', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the About dropdown 300 ms after hover and closes it 150 ms after leaving', () => {
    renderHeader();
    const dropdown = aboutTrigger().parentElement as HTMLElement;
    const menu = document.getElementById(aboutTrigger().getAttribute('aria-controls') ?? '') as HTMLElement;
    point(dropdown, 'pointerenter');
    jest.advanceTimersByTime(DROPDOWN_OPEN_DELAY_MS - 1);
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('hidden');
    jest.advanceTimersByTime(1);
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('hidden');
    point(dropdown, 'pointerleave');
    jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'true');
    jest.advanceTimersByTime(1);
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('hidden');
  });

  it('ignores a touch passing over a dropdown, and keeps one dropdown open at a time', () => {
    renderHeader();
    const programs = mainNav().getByRole('button', { name: 'Programs', hidden: true });
    point(aboutTrigger().parentElement as HTMLElement, 'pointerenter', 'touch');
    jest.advanceTimersByTime(DROPDOWN_OPEN_DELAY_MS);
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(aboutTrigger());
    expect(aboutTrigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');
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

  it("toggles the phone menu and its groups, saying so in the toggle's name and the group's sign", () => {
    renderHeader();
    const mobile = mobileNav();
    expect(mobile).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(mobile).not.toHaveAttribute('hidden');
    const programs = within(mobile).getByRole('button', { name: /Programs/ });
    expect(programs).toHaveTextContent('Programs+');
    fireEvent.click(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    expect(programs).toHaveTextContent('Programs−');
    expect(within(mobile).getByRole('link', { name: 'Launchpad' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(mobile).toHaveAttribute('hidden');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps open a phone menu opened before the script started (its toggle focused by a tap)', () => {
    renderHeader('/privacy', { script: false });
    expect(screen.getByTestId('site-header')).not.toHaveAttribute('data-scripted');
    screen.getByRole('button', { name: 'Open menu' }).focus();
    startHeaderMenus(document, window);
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-scripted');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav()).not.toHaveAttribute('hidden');
  });

  it('renders every menu closed, each toggle controlling its menu by id', () => {
    renderHeader('/privacy', { script: false });
    const toggles = Array.from(document.querySelectorAll('button[aria-expanded]'));
    expect(toggles).toHaveLength(5);
    for (const toggle of toggles) {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute('hidden');
    }
  });

  it('turns on the scrolled state above 50 px', () => {
    renderHeader();
    const header = screen.getByTestId('site-header');
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    fireEvent.scroll(window);
    expect(header).not.toHaveAttribute('data-scrolled');
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
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
    const mobile = within(mobileNav());
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
