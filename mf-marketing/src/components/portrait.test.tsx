import { render } from '@testing-library/react';
import { initialsOf, paletteIndex, Portrait } from './portrait';

describe('Portrait', () => {
  it('draws the initials at a fixed size, hidden from screen readers', () => {
    const { container } = render(<Portrait name="Eleanor Hayes" size={96} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '96');
    expect(svg).toHaveAttribute('height', '96');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.textContent).toBe('EH');
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Ana Lucía Ruiz')).toBe('AR');
    expect(initialsOf('  cher ')).toBe('C');
  });

  it('gives a name the same colours every time', () => {
    expect(paletteIndex('Eleanor Hayes')).toBe(paletteIndex('Eleanor Hayes'));
  });
});
