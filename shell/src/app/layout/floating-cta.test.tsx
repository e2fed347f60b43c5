import { act, fireEvent, screen } from '@testing-library/react';
import { currentUrl, renderPage } from '@pv/shared/testing/render-page';
import FloatingCta from './floating-cta';
import { DISMISSED_KEY, shouldShowFloatingCta } from './floating-cta-start';

const shortcut = () => screen.queryByRole('link', { name: 'Start Free Assessment' });

describe('shouldShowFloatingCta', () => {
  // A 5,000 px page in an 800 px window.
  it.each([
    [800, false],
    [801, true],
    [3799, true],
    [3800, false],
  ])('at scroll %i shows: %s', (scrollY, shown) => {
    expect(shouldShowFloatingCta(scrollY, 800, 5000)).toBe(shown);
  });
});

describe('FloatingCta', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    window.dataLayer = [];
    sessionStorage.clear();
  });

  // jsdom has no navigation timing: the page's entry says how it was loaded.
  const navigationType = (type: NavigationTimingType) =>
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ type }], configurable: true });
  afterEach(() => Reflect.deleteProperty(performance, 'getEntriesByType'));

  it('appears after 800 px, hides within 400 px of the bottom, and records its click', () => {
    renderPage(<FloatingCta hydrate="scroll" />);
    scrollTo(100);
    expect(shortcut()).toBeNull();
    scrollTo(3800);
    expect(shortcut()).toBeNull();
    scrollTo(1000);
    const link = screen.getByRole('link', { name: 'Start Free Assessment' });
    expect(link).toHaveAttribute('href', '/chart-my-course');
    expect(screen.getByRole('complementary', { name: 'Assessment shortcut' })).toContainElement(link);
    fireEvent.click(link);
    expect(window.dataLayer).toContainEqual({ event: 'cta_click', category: 'Floating Button', label: 'Sticky CTA - Start Assessment' });
    expect(currentUrl()).toBe('/chart-my-course');
  });

  it('stays away once dismissed, the focus on the content of the page', () => {
    renderPage(<FloatingCta hydrate="scroll" />);
    scrollTo(1000);
    const main = document.body.appendChild(Object.assign(document.createElement('main'), { id: 'main', tabIndex: -1 }));
    fireEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(main).toHaveFocus();
    main.remove();
    expect(shortcut()).toBeNull();
    scrollTo(1200);
    expect(shortcut()).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
  });

  it('stays away on the next page of the visit after a dismissal', () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    navigationType('navigate');
    renderPage(<FloatingCta hydrate="scroll" />);
    scrollTo(1000);
    expect(shortcut()).toBeNull();
  });

  it('comes back when the page is reloaded, and forgets the dismissal', () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    navigationType('reload');
    renderPage(<FloatingCta hydrate="scroll" />);
    scrollTo(1000);
    expect(screen.getByRole('link', { name: 'Start Free Assessment' })).toBeInTheDocument();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBeNull();
  });
});
