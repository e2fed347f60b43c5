import { renderToString } from 'react-dom/server';
import { getByRole } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startPauseControls } from '@pv/shared/motion/pause-control';
import { RotatingWord } from './rotating-word';
import { banner, WORD_ROTATION_MS } from './home-content';

const props = { ...banner, intervalMs: WORD_ROTATION_MS };

/** The banner as the server sends it. */
function serverHtml() {
  document.body.innerHTML = `<div>${renderToString(<RotatingWord {...props} />)}</div>`;
  return document.body;
}

const words = () => document.querySelector('[data-testid="rotating-word"]');

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => mockReducedMotion(false));

describe('the rotating word', () => {
  it('changes every 2000 ms, through LAUNCH, GROWTH, PARTNERSHIPS, LEADERSHIP, ANGEL, VC', () => {
    expect(WORD_ROTATION_MS).toBe(2000);
    expect(banner.words).toEqual(['LAUNCH', 'GROWTH', 'PARTNERSHIPS', 'LEADERSHIP', 'ANGEL', 'VC']);
  });

  it('arrives still on its first word, every word in order in one cell, with the phrase for screen readers once and no control yet', () => {
    const page = serverHtml();
    expect(words()).toHaveAttribute('data-motion', 'still');
    expect(Array.from(words()?.children ?? [], (word) => word.textContent)).toEqual(banner.words);
    // The moving words are hidden from screen readers; no live region announces them.
    expect(words()?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(page.querySelector('[aria-live]')).toBeNull();
    expect(page.querySelector('.visually-hidden')?.textContent).toBe(banner.spoken);
    // Without JavaScript nothing moves, so nothing needs pausing.
    expect(page.querySelector('button')).not.toBeVisible();
  });

  it('names every word in the phrase screen readers hear', () => {
    for (const word of banner.words) expect(banner.spoken.toLowerCase()).toContain(word.toLowerCase());
  });

  it('moves once the page starts, stops on Pause and moves on after Play, from the keyboard too', async () => {
    const page = serverHtml();
    startPauseControls();
    expect(words()).toHaveAttribute('data-motion', 'playing');
    const user = userEvent.setup();
    await user.click(getByRole(page, 'button', { name: 'Pause the rotating word' }));
    expect(words()).toHaveAttribute('data-motion', 'paused');
    expect(getByRole(page, 'button', { name: 'Play the rotating word' })).toHaveTextContent('Play');
    await user.keyboard('{Enter}');
    expect(words()).toHaveAttribute('data-motion', 'playing');
    expect(getByRole(page, 'button', { name: 'Pause the rotating word' })).toHaveFocus();
  });

  it('stays still when reduced motion is asked for, until the visitor presses Play', async () => {
    mockReducedMotion(true);
    const page = serverHtml();
    startPauseControls();
    expect(words()).toHaveAttribute('data-motion', 'still');
    await userEvent.setup().click(getByRole(page, 'button', { name: 'Play the rotating word' }));
    expect(words()).toHaveAttribute('data-motion', 'playing');
  });
});
