import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import RotatingWord from './rotating-word';
import { banner, WORD_ROTATION_MS } from './home-content';

const props = { ...banner, intervalMs: WORD_ROTATION_MS };

const currentWord = () => screen.getByTestId('rotating-word').querySelector('[data-current]')?.textContent;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('the rotating word', () => {
  it('changes every 2000 ms', () => {
    expect(WORD_ROTATION_MS).toBe(2000);
  });

  it('shows LAUNCH, GROWTH, PARTNERSHIPS, LEADERSHIP, ANGEL, VC in order, one every interval, and loops', () => {
    expect(banner.words).toEqual(['LAUNCH', 'GROWTH', 'PARTNERSHIPS', 'LEADERSHIP', 'ANGEL', 'VC']);
    render(<RotatingWord hydrate="load" {...props} />);
    const seen = [currentWord()];
    for (let i = 0; i < banner.words.length; i++) {
      act(() => jest.advanceTimersByTime(WORD_ROTATION_MS - 1));
      expect(currentWord()).toBe(seen.at(-1));
      act(() => jest.advanceTimersByTime(1));
      seen.push(currentWord());
    }
    expect(seen).toEqual([...banner.words, 'LAUNCH']);
  });

  it('renders the first word on the server, with the phrase for screen readers once', () => {
    const html = renderToString(<RotatingWord hydrate="load" {...props} />);
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelectorAll('[data-current]')).toHaveLength(1);
    expect(root.querySelector('[data-current]')?.textContent).toBe('LAUNCH');
    // The moving words are hidden from screen readers; no live region announces them.
    expect(root.querySelector('[data-testid="rotating-word"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(root.querySelector('[aria-live]')).toBeNull();
    expect(root.querySelector('.visually-hidden')?.textContent).toBe(banner.spoken);
  });

  it('names every word in the phrase screen readers hear', () => {
    for (const word of banner.words) expect(banner.spoken.toLowerCase()).toContain(word.toLowerCase());
  });

  it('stops on Pause and goes on from the same word, a full interval after Play', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<RotatingWord hydrate="load" {...props} />);
    act(() => jest.advanceTimersByTime(WORD_ROTATION_MS));
    expect(currentWord()).toBe('GROWTH');
    await user.click(screen.getByRole('button', { name: 'Pause the rotating word' }));
    act(() => jest.advanceTimersByTime(WORD_ROTATION_MS * 5));
    expect(currentWord()).toBe('GROWTH');
    await user.click(screen.getByRole('button', { name: 'Play the rotating word' }));
    act(() => jest.advanceTimersByTime(WORD_ROTATION_MS - 1));
    expect(currentWord()).toBe('GROWTH');
    act(() => jest.advanceTimersByTime(1));
    expect(currentWord()).toBe('PARTNERSHIPS');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<RotatingWord hydrate="load" {...props} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause the rotating word' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Play the rotating word' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause the rotating word' })).toBeVisible();
  });

  it('stays still when reduced motion is asked for, until the visitor presses Play', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<RotatingWord hydrate="load" {...props} />);
    act(() => jest.advanceTimersByTime(WORD_ROTATION_MS * 3));
    expect(currentWord()).toBe('LAUNCH');
    await user.click(screen.getByRole('button', { name: 'Play the rotating word' }));
    act(() => jest.advanceTimersByTime(WORD_ROTATION_MS));
    expect(currentWord()).toBe('GROWTH');
  });
});
