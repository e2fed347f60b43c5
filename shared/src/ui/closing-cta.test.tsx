import { render, screen } from '@testing-library/react';
import { ClosingCta } from '@pv/shared/ui/closing-cta';

describe('ClosingCta', () => {
  it('keeps the band inside the page container, so it is exactly as wide as the content above it', () => {
    const { container } = render(<ClosingCta heading="Ready?" text="Start with the assessment." actions={<a href="/chart-my-course">Start</a>} />);
    const band = screen.getByRole('region', { name: 'Ready?' });
    const pageContainer = band.parentElement as HTMLElement;
    // The band's parent is the page's container with its own side padding, untouched.
    expect(getComputedStyle(pageContainer).maxWidth).toBe('72rem');
    expect(getComputedStyle(pageContainer).paddingLeft).toBe('1.25rem');
    expect(getComputedStyle(pageContainer).paddingRight).toBe('1.25rem');
    expect(container.firstElementChild).not.toBe(pageContainer);
  });

  it('leaves room above it after a white section only', () => {
    const { container, rerender } = render(<ClosingCta heading="A" actions={null} />);
    expect(getComputedStyle(container.firstElementChild as HTMLElement).paddingTop).toBe('');
    rerender(<ClosingCta heading="A" actions={null} after="white" />);
    expect(getComputedStyle(container.firstElementChild as HTMLElement).paddingTop).toBe('3rem');
  });
});
