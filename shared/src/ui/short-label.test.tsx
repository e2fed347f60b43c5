import { render, screen } from '@testing-library/react';
import { ShortLabel } from '@pv/shared/ui/short-label';

describe('ShortLabel', () => {
  it('shows the first words and keeps the whole label as the accessible name', () => {
    render(
      <a href="/programs/engine">
        <ShortLabel label="Book a call about Mission Control" shown={3} />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Book a call about Mission Control' });
    expect(link.firstChild?.textContent).toBe('Book a call');
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('about Mission Control');
  });

  it('shows a label no longer than its shown words whole', () => {
    render(
      <button type="button">
        <ShortLabel label="Explore" shown={1} />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Explore' }).querySelector('.visually-hidden')).toBeNull();
  });
});
