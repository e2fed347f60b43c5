import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FloatingCta, shouldShowFloatingCta } from './floating-cta';

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
  });

  it('appears after 800 px, records its click, and stays away once dismissed', () => {
    render(
      <MemoryRouter>
        <FloatingCta />
      </MemoryRouter>,
    );
    scrollTo(100);
    expect(screen.queryByText('Start Free Assessment')).toBeNull();
    scrollTo(1000);
    const link = screen.getByRole('link', { name: 'Start Free Assessment' });
    expect(link).toHaveAttribute('href', '/chart-my-course');
    fireEvent.click(link);
    expect(window.dataLayer).toContainEqual({ event: 'cta_click', category: 'Floating Button', label: 'Sticky CTA - Start Assessment' });
    fireEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    scrollTo(1200);
    expect(screen.queryByText('Start Free Assessment')).toBeNull();
  });
});
